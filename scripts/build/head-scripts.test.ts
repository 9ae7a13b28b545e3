import { describe, expect, it } from "vitest";
import { buildHeadScript } from "./head-scripts";
import { pageOptionAttributes, readPageOptions, type PageOptions } from "../../app/head-scripts/page-options";

describe("buildHeadScript", () => {
  it("compiles app/head-scripts into one self-contained, minified IIFE that puts nothing on window", async () => {
    const { code, inputs } = await buildHeadScript();
    expect(code.startsWith("(()=>{")).toBe(true);
    expect(code.endsWith("})()")).toBe(true);
    // One script: no module syntax left, no globals between its parts, nothing that would end the element.
    expect(code).not.toMatch(/\bimport\s*[({"]|\bexport\s|__docsleeve|<\/script|<!--/);
    expect(code).not.toContain("\n");
    for (const part of ["index", "first-paint", "theme", "web-font", "intent", "app-scripts", "page-options"])
      expect(inputs.some((file) => file.endsWith(`app/head-scripts/${part}.ts`))).toBe(true);
  });
});

/** A stand-in for `<html>` that keeps attributes as the browser would: absent values are not written. */
function rootWith(attributes: Record<string, string | number | undefined>): Pick<Element, "getAttribute"> {
  const written = new Map(
    Object.entries(attributes).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
  return { getAttribute: (name) => written.get(name) ?? null };
}

describe("page options", () => {
  const cases: PageOptions[] = [
    { hydrate: "interaction", hydrateByMs: undefined, hydrateIfStored: undefined },
    { hydrate: "interaction", hydrateByMs: 4000, hydrateIfStored: undefined },
    { hydrate: "interaction", hydrateByMs: undefined, hydrateIfStored: "docsleeve.flow" },
    { hydrate: "load", hydrateByMs: undefined, hydrateIfStored: undefined },
  ];
  it.each(cases)("reach the head script as the document shell wrote them: %o", (options) => {
    expect(readPageOptions(rootWith(pageOptionAttributes(options)) as Element)).toEqual(options);
  });

  it("are absent from a document that carries none (the console's)", () => {
    expect(readPageOptions(rootWith({}) as Element)).toBeUndefined();
  });
});
