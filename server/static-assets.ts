/**
 * Serves the hashed client assets (`/assets/*`) from memory, with the brotli or gzip variant written at
 * build time (scripts/precompress.mjs) when the client takes it. Every name carries a content
 * hash, so each answer may be cached for a year and never revalidated (`immutable`). A name that does not
 * exist (an old hash after a deploy) is passed on as a 404 error, and other methods get 405.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler } from "express";

const ONE_YEAR_S = 31_536_000;
const CACHE_CONTROL = `public, max-age=${ONE_YEAR_S}, immutable`;

interface Asset {
  /** Extension, for the Content-Type. */
  ext: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/** Loads every file of `dir` (the build's client/assets) with its precompressed variants. */
export async function loadAssets(dir: string): Promise<Map<string, Asset>> {
  const names = new Set(await readdir(dir).catch(() => [] as string[]));
  const assets = new Map<string, Asset>();
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const read = (variant: string) => (names.has(variant) ? readFile(path.join(dir, variant)) : Promise.resolve(undefined));
    const [identity, br, gzip] = await Promise.all([read(name), read(`${name}.br`), read(`${name}.gz`)]);
    if (!identity) continue;
    // The name carries the content hash already: no need to hash the bytes again at every start.
    const etag = `W/"${name}"`;
    assets.set(`/${name}`, { ext: path.extname(name), identity, br, gzip, etag });
  }
  return assets;
}

/**
 * Brotli when the client takes it and we have it, else gzip, else none. Our preference decides: Chrome
 * lists "gzip, deflate, br, zstd" with equal weight, and brotli is the smaller.
 */
function encodingFor(req: Request, asset: Asset): "br" | "gzip" | undefined {
  if (asset.br && req.acceptsEncodings("br") === "br") return "br";
  if (asset.gzip && req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return undefined;
}

/** Middleware for `app.use("/assets", …)`: serves `assets` (see loadAssets). */
export function serveAssets(assets: Map<string, Asset>): RequestHandler {
  return (req, res, next) => {
    const asset = assets.get(req.path);
    if (!asset) return next(Object.assign(new Error("Not found"), { status: 404 }));
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return void res.status(405).end();
    }
    res.type(asset.ext);
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", asset.etag);
    if (asset.br || asset.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (req.fresh) return void res.status(304).end();
    const encoding = encodingFor(req, asset);
    const body = encoding ? asset[encoding]! : asset.identity;
    // Already encoded: the compression middleware leaves it alone.
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
