/**
 * What Express's `req.fresh` and `req.acceptsEncodings("gzip")` decide, for the responses served in front
 * of Express (prerendered pages, see server/request-pipeline.ts), where no Express request exists. The
 * rules are those of the `fresh` and `negotiator` packages Express uses (quoted parameter values aside,
 * which no client sends here); a test compares them with Express on generated headers.
 */
import type { IncomingHttpHeaders } from "node:http";

/** `Cache-Control: no-cache` in a request: an end-to-end reload, never answered with a 304. */
const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/**
 * Whether a GET or HEAD answered with `etag` (and no Last-Modified) may be a 304: `If-None-Match` is `*`
 * or lists the tag (weak comparison), unless the request says `Cache-Control: no-cache`.
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers["if-none-match"];
  const modifiedSince = headers["if-modified-since"];
  if (!noneMatch && !modifiedSince) return false;
  const cacheControl = headers["cache-control"];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  // If-None-Match takes precedence; without it, If-Modified-Since needs a Last-Modified we never send.
  if (!noneMatch) return false;
  if (noneMatch === "*") return true;
  for (const token of noneMatch.split(/[ ,]+/)) {
    if (token === etag || token === `W/${etag}` || `W/${token}` === etag) return true;
  }
  return false;
}

/**
 * Whether `Accept-Encoding` takes gzip: the most specific entry for it (`gzip`, else `*`) has a quality
 * above 0. Every browser lists gzip; load testers and curl send no header by default.
 */
export function acceptsGzip(header: string | undefined): boolean {
  // Only a header naming gzip gets it (as before: a lone "*" is answered uncompressed).
  if (!header || !header.includes("gzip")) return false;
  let gzip = -1;
  let any = -1;
  for (const entry of header.split(",")) {
    const [coding = "", ...params] = entry.split(";");
    const name = coding.trim().toLowerCase();
    if (name !== "gzip" && name !== "*") continue;
    let quality = 1;
    for (const param of params) {
      // Parameter names are case-insensitive; the first q counts; an empty one means 1.
      const eq = param.indexOf("=");
      if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== "q") continue;
      const value = param.slice(eq + 1).trim();
      quality = value ? parseFloat(value) : 1;
      break;
    }
    if (name === "gzip") gzip = Math.max(gzip, quality);
    else any = Math.max(any, quality);
  }
  return (gzip === -1 ? any : gzip) > 0;
}
