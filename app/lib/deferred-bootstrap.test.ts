import { describe, expect, it } from "vitest";
import { deferBootstrap } from "./deferred-bootstrap";

/** React Router 7.18's bootstrap module, as it renders it for /security (manifest shortened). */
const BOOTSTRAP = `;
import * as route0 from "/assets/root-CudfnCXu.js";
import * as route1 from "/assets/security-rEYaYMBh.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-B012iGfN.js","imports":[],"css":[]},"url":"/assets/manifest-3860509b.js","version":"3860509b"};
  window.__reactRouterRouteModules = {"root":route0,"routes/security":route1};

import("/assets/entry.client-B012iGfN.js");`;

/** Runs module-free code with a fake `window` and `import`, returning what it did. */
async function run(code: string, early?: { whenIntent(run: () => void): void }) {
  const imported: string[] = [];
  const window: Record<string, unknown> = { __docsleeveEarly: early };
  const fakeImport = (url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  };
  const body = code.replace(/\bimport\(/g, "fakeImport(");
  await (new Function("window", "fakeImport", `return (async () => { ${body} })();`) as (w: unknown, i: unknown) => Promise<void>)(window, fakeImport);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { imported, window };
}

describe("deferBootstrap", () => {
  it("imports nothing until intent, then the routes, the route table and the entry, in that order", async () => {
    const code = deferBootstrap(BOOTSTRAP)!;
    expect(code).not.toMatch(/^\s*import \*/m);
    let later: (() => void) | undefined;
    const { imported, window } = await run(code, { whenIntent: (go) => (later = go) });
    expect(imported).toEqual([]);
    expect(window.__reactRouterRouteModules).toBeUndefined();

    later!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual(["/assets/root-CudfnCXu.js", "/assets/security-rEYaYMBh.js", "/assets/entry.client-B012iGfN.js"]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-CudfnCXu.js" }, "routes/security": { url: "/assets/security-rEYaYMBh.js" } });
    expect(window.__reactRouterManifest).toMatchObject({ version: "3860509b" });
  });

  it("runs at once when the early-interactions script is missing", async () => {
    const { imported } = await run(deferBootstrap(BOOTSTRAP)!);
    expect(imported).toHaveLength(3);
  });

  it("loads side-effect imports before the routes", async () => {
    const { imported } = await run(deferBootstrap(`import "/assets/manifest-1.js";\n${BOOTSTRAP}`)!);
    expect(imported[0]).toBe("/assets/manifest-1.js");
  });

  it("leaves code of another shape alone", () => {
    expect(deferBootstrap(`import("/assets/entry.client.js");`)).toBeUndefined();
    expect(deferBootstrap(`import * as a from "/a.js"; export const b = 1; import("/e.js");`)).toBeUndefined();
    expect(deferBootstrap(`import * as a from "/a.js"; import { b } from "/b.js"; import("/e.js");`)).toBeUndefined();
  });
});
