/**
 * Serves the hashed client assets (`/assets/*`) with sirv, which sends the brotli or gzip variant
 * written at build time (scripts/build/precompress.mjs) when the client takes it. Every name carries a content
 * hash, so each answer may be cached for a year and never revalidated (`immutable`). A name that does not
 * exist (an old hash after a deploy) is passed on as a 404 error, and other methods than GET and HEAD
 * get 405.
 */
import type { RequestHandler } from "express";
import sirv from "sirv";

const ONE_YEAR_S = 31_536_000;

/**
 * Middleware for `app.use("/assets", …)` serving the files of `dir` (the build's client/assets), listed
 * once now: a file added later is not served.
 */
export function serveAssets(dir: string): RequestHandler {
  // extensions: [] — only exact names (sirv would otherwise also try `name.html`).
  const files = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    immutable: true,
    maxAge: ONE_YEAR_S,
    extensions: [],
    dev: false,
  });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return void res.status(405).end();
    }
    files(req, res, () => next(Object.assign(new Error("Not found"), { status: 404 })));
  };
}
