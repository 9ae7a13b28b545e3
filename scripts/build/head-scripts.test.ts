import { describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import { buildBodyScript, buildHeadScript } from "./head-scripts";
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

describe("buildBodyScript", () => {
  // Each component that inlines one imports it as `virtual:body-script/<name>`.
  const used = { hero: "home/hero-typing.ts", "unknown-post": "blog/unknown-post-redirect.ts", "plan-choices": "pricing/submit-on-change.ts" };

  it("has a body script for each file of app/body-scripts, and a file for each", async () => {
    const files = (await readdir(new URL("../../app/body-scripts/", import.meta.url))).filter((f) => f.endsWith(".ts"));
    expect(files.map((file) => file.replace(/\.ts$/, "")).sort()).toEqual(Object.keys(used).sort());
  });

  it.each(Object.entries(used))(
    "compiles %s into one self-contained IIFE from the site's own modules (%s), with no globals",
    async (name, module) => {
      const { code, inputs } = await buildBodyScript(name);
      expect(code.startsWith("(()=>{")).toBe(true);
      expect(code.endsWith("})()")).toBe(true);
      expect(code).not.toMatch(/\bimport\s*[({"]|\bexport\s|__docsleeve|window\.__|<\/script|<!--/);
      expect(code).not.toContain("\n");
      expect(inputs.some((file) => file.endsWith(`app/components/${module}`))).toBe(true);
      // Nothing from a library (zod, React) comes along with a module it imports.
      expect(inputs.filter((file) => file.includes("node_modules"))).toEqual([]);
    },
  );

  it("refuses a name that is not a plain file name", async () => {
    await expect(buildBodyScript("../head-scripts/index")).rejects.toThrow("not a body script's name");
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
