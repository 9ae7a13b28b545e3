import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bootstrapFiles, bootstrapFilesForPages } from "./bootstrap-file";

const MODULE =
  ';\nimport * as route0 from "/assets/root-A.js";\n  window.__reactRouterManifest = {"url":"/assets/manifest-1.js"};\nimport("/assets/entry.client-B.js");';
const CONTEXT = "<script>window.__reactRouterContext = {};</script>";
const page = (inside: string) =>
  `<!DOCTYPE html><html><body><main>x</main><noscript id="deferred-scripts"><template>${inside}</template></noscript><script>release()</script></body></html>`;
const original = page(
  '<link rel="modulepreload" href="/assets/entry.client-B.js"><link rel="modulepreload" href="/assets/root-A.js">' +
    `${CONTEXT}<script type="module" async>${MODULE}</script>`,
);

describe("bootstrapFiles", () => {
  it("moves React Router's module, unchanged, and its preload links into files, leaving one module script of the loader", () => {
    const result = bootstrapFiles(original);
    const [module, loader] = result.files;
    expect(module!.name).toMatch(/^rr-[\w-]{10}\.js$/);
    expect(module!.text).toBe(MODULE);
    expect(loader!.name).toMatch(/^boot-[\w-]{10}\.js$/);
    expect(result.html).toBe(page(`${CONTEXT}<script type="module" async src="/assets/${loader!.name}"></script>`));
    // The loader preloads every file at once, React Router's module too, then imports that module.
    expect(loader!.text).toContain(
      JSON.stringify(["/assets/entry.client-B.js", "/assets/root-A.js", `/assets/${module!.name}`]),
    );
    expect(loader!.text).toContain('l.rel="modulepreload"');
    expect(loader!.text.trim().endsWith(`import("/assets/${module!.name}");`)).toBe(true);
  });

  it("names the files by their text: pages with the same bootstrap share them", () => {
    const names = (html: string) => bootstrapFiles(html).files.map((f) => f.name);
    expect(names(original)).toEqual(names(original));
    expect(names(original)).not.toEqual(names(original.replace("root-A", "root-C")));
  });

  it("leaves a page without deferred scripts, or with no inline module in them, as it is", () => {
    const plain = '<html><body><script type="module" async>import("/a.js")</script></body></html>';
    expect(bootstrapFiles(plain)).toEqual({ html: plain, files: [] });
    const moved = bootstrapFiles(original).html;
    expect(bootstrapFiles(moved)).toEqual({ html: moved, files: [] });
  });
});

describe("bootstrapFilesForPages", () => {
  it("rewrites the pages in place and writes each file once", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bootstrap-files-"));
    try {
      await mkdir(path.join(dir, "assets"));
      const files = [path.join(dir, "a.html"), path.join(dir, "b.html")];
      expect(
        await bootstrapFilesForPages(
          dir,
          files.map((file) => ({ file, html: original })),
        ),
      ).toEqual({ pages: 2, files: 2 });
      const html = await readFile(files[1]!, "utf8");
      const src = /<script type="module" async src="([^"]+)">/.exec(html)![1]!;
      const rr = /import\("([^"]+)"\)/.exec(await readFile(path.join(dir, src), "utf8"))![1]!;
      expect(await readFile(path.join(dir, rr), "utf8")).toBe(MODULE);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
