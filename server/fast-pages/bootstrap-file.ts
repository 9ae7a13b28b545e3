/**
 * Build step (scripts/bootstrap-files.ts, after the critical CSS): React Router's bootstrap module of each
 * prerendered page, its inline `<script type="module">` (the route modules' imports, the manifest and the
 * import of the entry), is written to a file under /assets and the page keeps a `<script src>` of it
 * (docs/decisions/0047-home-page-weight.md).
 *
 * The module runs only once the visitor shows intent: it waits, with the page's other React Router
 * elements, in the `<noscript id="deferred-scripts">` (app/lib/hydrate-on-intent.ts), and the release
 * script treats a module script with a source as it treats the inline one. Its text is the same in the
 * file as inline, byte for byte; only where it is read from changes. As a file it costs the page no bytes
 * (about 0.5 KB gzip of manifest per page), is cached immutable, is shared by pages with the same routes'
 * imports, and is fetched together with the `modulepreload` links it sits among, at intent.
 */
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";

/** The `<noscript>` holding React Router's scripts until intent (DEFERRED_SCRIPTS_ID, app/lib/hydrate-on-intent.ts). */
const DEFERRED = /<noscript id="deferred-scripts">[\s\S]*?<\/noscript>/;
/** React Router's inline bootstrap module, as `<Scripts>` writes it. */
const INLINE_MODULE =
  /<script type="module" async="">([\s\S]*?)<\/script>|<script type="module" async>([\s\S]*?)<\/script>/;

/** The page with its bootstrap module moved to a file, and that file, when the page has one. */
export interface BootstrapFile {
  html: string;
  file?: { name: string; text: string };
}

/**
 * `html` with the inline module of its deferred React Router scripts replaced by a `<script src>` of
 * `/assets/boot-<hash>.js`, and the file's name and text (written by the caller). A page without the
 * deferred scripts, or without an inline module in them, is returned as it is.
 */
export function bootstrapFile(html: string): BootstrapFile {
  const deferred = DEFERRED.exec(html);
  if (!deferred) return { html };
  const inline = INLINE_MODULE.exec(deferred[0]);
  if (!inline) return { html };
  const text = inline[1] ?? inline[2] ?? "";
  const name = `boot-${createHash("sha256").update(text).digest("base64url").slice(0, 10)}.js`;
  const moved = deferred[0].replace(inline[0], `<script type="module" async src="/assets/${name}"></script>`);
  return { html: html.replace(deferred[0], () => moved), file: { name, text } };
}

/** Runs `bootstrapFile` on the given pages in place and writes the files into `<clientDir>/assets`. */
export async function bootstrapFilesForPages(
  clientDir: string,
  pages: Array<{ file: string; html: string }>,
): Promise<{ pages: number; files: number }> {
  const written = new Set<string>();
  let moved = 0;
  for (const page of pages) {
    const result = bootstrapFile(page.html);
    if (!result.file) continue;
    if (!written.has(result.file.name)) {
      await writeFile(path.join(clientDir, "assets", result.file.name), result.file.text);
      written.add(result.file.name);
    }
    await writeFile(page.file, result.html);
    moved += 1;
  }
  return { pages: moved, files: written.size };
}
