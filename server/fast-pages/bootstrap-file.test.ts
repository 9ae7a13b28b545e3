import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bootstrapFile, bootstrapFilesForPages } from "./bootstrap-file";

const MODULE =
  ';\nimport * as route0 from "/assets/root-A.js";\n  window.__reactRouterManifest = {"url":"/assets/manifest-1.js"};\nimport("/assets/entry.client-B.js");';
const page = (module: string) =>
  '<!DOCTYPE html><html><body><main>x</main><noscript id="deferred-scripts"><template>' +
  '<link rel="modulepreload" href="/assets/root-A.js"><script>window.__reactRouterContext = {};</script>' +
  `<script type="module" async>${module}</script></template></noscript><script>release()</script></body></html>`;

describe("bootstrapFile", () => {
  it("moves the deferred inline module to a hashed file, text unchanged, and leaves everything else", () => {
    const result = bootstrapFile(page(MODULE));
    expect(result.file?.text).toBe(MODULE);
    expect(result.file?.name).toMatch(/^boot-[\w-]{10}\.js$/);
    expect(result.html).toBe(
      page("").replace(
        '<script type="module" async></script>',
        `<script type="module" async src="/assets/${result.file!.name}"></script>`,
      ),
    );
  });

  it("names the file by its text: pages with the same module share one", () => {
    expect(bootstrapFile(page(MODULE)).file?.name).toBe(bootstrapFile(page(MODULE)).file?.name);
    expect(bootstrapFile(page(MODULE)).file?.name).not.toBe(bootstrapFile(page(`${MODULE};`)).file?.name);
  });

  it("leaves a page without deferred scripts, or with no inline module in them, as it is", () => {
    const plain = '<html><body><script type="module" async>import("/a.js")</script></body></html>';
    expect(bootstrapFile(plain)).toEqual({ html: plain });
    const moved = bootstrapFile(page(MODULE)).html;
    expect(bootstrapFile(moved)).toEqual({ html: moved });
  });
});

describe("bootstrapFilesForPages", () => {
  it("rewrites the pages in place and writes each file once", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bootstrap-files-"));
    try {
      await mkdir(path.join(dir, "assets"));
      const files = [path.join(dir, "a.html"), path.join(dir, "b.html")];
      const pages = files.map((file) => ({ file, html: page(MODULE) }));
      expect(await bootstrapFilesForPages(dir, pages)).toEqual({ pages: 2, files: 1 });
      const html = await readFile(files[1]!, "utf8");
      const src = /<script type="module" async src="([^"]+)">/.exec(html)![1]!;
      expect(await readFile(path.join(dir, src), "utf8")).toBe(MODULE);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
