/**
 * Build step (scripts/build/page-scripts.ts, after the critical CSS): the React Router elements a prerendered
 * page keeps until the visitor's first sign of intent, in its `<noscript id="deferred-scripts">`
 * (app/lib/hydrate-on-intent.ts), are its bootstrap module (an inline `<script type="module">`: the route
 * modules' imports, the manifest, the import of the entry) and a `<link rel="modulepreload">` per script
 * file the app needs. Their URLs carry content hashes that compress poorly: 1.3 KB of gzip per page, the
 * home page's included (docs/decisions/0073-home-page-weight.md). This step moves them into two files
 * under /assets (hashed, immutable, shared by the pages with the same routes' imports):
 * - `rr-<hash>.js`: React Router's module, its text unchanged;
 * - `boot-<hash>.js`: a small module that adds (to the body, where they stood) a `modulepreload` link for each of those files and
 *   for `rr-…js`, in their order, then imports `rr-…js`;
 * and leaves in the `<noscript>`, where the module was, one `<script type="module" src>` of the latter.
 * The release script treats it as it treated the inline module: inserted at intent. At intent the app's
 * files are then requested one round trip later than before (after `boot-…js`), still all at once.
 */
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";

/** The `<noscript>` holding React Router's scripts until intent (DEFERRED_SCRIPTS_ID, app/lib/hydrate-on-intent.ts). */
const DEFERRED = /<noscript id="deferred-scripts">[\s\S]*?<\/noscript>/;
/** React Router's inline bootstrap module, as `<Scripts>` writes it. */
const INLINE_MODULE = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;
/** A module preload link as React Router writes it. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;

/** A file to write under `<clientDir>/assets`. */
export interface AssetFile {
  name: string;
  text: string;
}

/** The page with its bootstrap moved to files, and those files (none when the page had nothing to move). */
export interface BootstrapFiles {
  html: string;
  files: AssetFile[];
}

const hashed = (prefix: string, text: string): AssetFile => ({
  name: `${prefix}-${createHash("sha256").update(text).digest("base64url").slice(0, 10)}.js`,
  text,
});

/** The loader module: preloads `urls` (and `module`) at once, then imports `module`. */
function loaderText(urls: string[], module: string): string {
  return (
    `${JSON.stringify([...urls, module])}.forEach(function(h){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=h;document.body.appendChild(l)});import(${JSON.stringify(module)});\n`
  );
}

/**
 * `html` with its deferred bootstrap module and module preload links replaced by one `<script src>` of
 * the loader, and the two files (React Router's module, the loader) to write. A page without the deferred
 * scripts, or without an inline module in them, is returned as it is.
 */
export function bootstrapFiles(html: string): BootstrapFiles {
  const deferred = DEFERRED.exec(html);
  if (!deferred) return { html, files: [] };
  const inline = INLINE_MODULE.exec(deferred[0]);
  if (!inline) return { html, files: [] };
  const urls = [...deferred[0].matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const module = hashed("rr", inline[1]!);
  const loader = hashed("boot", loaderText(urls, `/assets/${module.name}`));
  const moved = deferred[0]
    .replace(MODULE_PRELOAD, "")
    .replace(inline[0], `<script type="module" async src="/assets/${loader.name}"></script>`);
  return { html: html.replace(deferred[0], () => moved), files: [module, loader] };
}

/** Runs `bootstrapFiles` on the given pages in place and writes the files into `<clientDir>/assets`. */
export async function bootstrapFilesForPages(
  clientDir: string,
  pages: Array<{ file: string; html: string }>,
): Promise<{ pages: number; files: number }> {
  const written = new Set<string>();
  let moved = 0;
  for (const page of pages) {
    const result = bootstrapFiles(page.html);
    if (result.files.length === 0) continue;
    for (const file of result.files) {
      if (written.has(file.name)) continue;
      await writeFile(path.join(clientDir, "assets", file.name), file.text);
      written.add(file.name);
    }
    await writeFile(page.file, result.html);
    moved += 1;
  }
  return { pages: moved, files: written.size };
}
