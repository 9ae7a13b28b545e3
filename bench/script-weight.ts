/**
 * Script a page loads before the visitor's first interaction, read from the build's React Router manifest
 * (build/client/assets/manifest-*.js): the entry module, the root's and the page's route modules and every
 * module they import statically (what the page's `modulepreload` links and bootstrap module fetch), plus
 * the manifest itself; each file gzip-compressed (zlib's default level). Chunks the page imports lazily
 * (the checkout's payment code, zod) are not in it. Needs no server and no browser.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The part of React Router's browser manifest this reads. */
interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[]; path?: string; parentId?: string }>;
}

/** One page's script before interaction: total gzip bytes and each file's. */
export interface ScriptWeight {
  gzipBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

/** Reads the manifest a client build wrote (`<buildDir>/client/assets/manifest-*.js`). @throws when there is none. */
async function readManifest(clientDir: string): Promise<{ manifest: Manifest; file: string }> {
  const assets = path.join(clientDir, "assets");
  const name = (await readdir(assets)).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${assets} (is the site built?)`);
  const text = await readFile(path.join(assets, name), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return { manifest: JSON.parse(json) as Manifest, file: `/assets/${name}` };
}

/**
 * The script `routeIds` (from the root down, e.g. `["root", "routes/pricing/route"]`) load before
 * interaction in the build at `clientDir`.
 */
export async function measureScriptWeight(clientDir: string, routeIds: readonly string[]): Promise<ScriptWeight> {
  const { manifest, file } = await readManifest(clientDir);
  const wanted = new Set<string>([file, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route "${id}" is not in the manifest`);
    wanted.add(route.module);
    for (const imported of route.imports ?? []) wanted.add(imported);
  }
  const files = await Promise.all(
    [...wanted].map(async (url) => ({
      file: url,
      gzipBytes: gzipSync(await readFile(path.join(clientDir, url))).length,
    })),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0), files };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The lines the bench prints for a page: its script before interaction, which is nothing when its served
 * HTML says it hydrates at the visitor's first sign of intent (`<html data-hydrate="interaction">`,
 * app/head-scripts/page-options.ts), else the whole of `weight`; then what it loads at intent (or at once, when
 * its policy says so), with the three largest files.
 */
export function scriptWeightLines(page: string, weight: ScriptWeight, html: string): string[] {
  const policy = /<html[^>]*\sdata-hydrate="([a-z]+)"/.exec(html)?.[1] ?? "load";
  const atIntent = policy === "interaction";
  const largest = weight.files
    .slice(0, 3)
    .map((f) => `${f.file.replace(/^\/assets\//, "")} ${kb(f.gzipBytes)}`)
    .join(", ");
  return [
    `${page} script before interaction: ${atIntent ? "0.0" : kb(weight.gzipBytes)} KB gzip` +
      (atIntent ? " (hydrates at the first sign of intent)" : " (hydrates at once)"),
    `${page} script at hydration: ${kb(weight.gzipBytes)} KB gzip in ${weight.files.length} files (largest: ${largest})`,
  ];
}

/** Fetches `url`'s HTML (the hydration policy is an attribute of its `<html>`). */
export async function pageHtml(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
