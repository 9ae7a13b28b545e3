/**
 * A page kept in memory as fixed bytes (the prerendered pages, the cached blog pages and /pricing):
 * its identity, gzip and brotli bodies, its ETag and its Content-Security-Policy, whose inline scripts
 * and styles are allowed by hash (./inline-hashes.ts), so the same bytes serve every visitor and any
 * static server or CDN could serve them (docs/decisions/0023-static-pages-hashed-csp.md). Answered in
 * front of Express (./request-pipeline.ts) with the `fresh` and `negotiator` packages Express uses.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import { compressAsync, preferredEncoding } from "./content-encoding";
import { inlineHashes } from "./inline-hashes";
import type { InlineHashes } from "../security";

/** A page ready to be sent: compressed once, never per response. */
export interface StaticPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak (one tag for every encoding of the same text). */
  etag: string;
  contentSecurityPolicy: string;
  cacheControl: string;
}

/** Options of `staticPage`. */
export interface StaticPageOptions {
  /** The policy allowing the page's inline code by hash (SecurityHeaders.policyWith). */
  policyWith(hashes: InlineHashes): string;
  /** Whether the page is the same for every visitor (`public`: shared caches may keep it), else `private`. */
  shared: boolean;
}

/**
 * Makes a page of `html` (its final text: URLs substituted, loader data in): hashes its inline code and
 * compresses it in the thread pool (./content-encoding.ts; ~25 ms of CPU for a 100 KB page,
 * once; docs/decisions/0061-fixed-pages-compressed-once-and-sirv.md).
 */
export async function staticPage(html: string, options: StaticPageOptions): Promise<StaticPage> {
  const identity = Buffer.from(html);
  const [gzip, br] = await Promise.all([compressAsync(identity, "gzip"), compressAsync(identity, "br")]);
  return {
    identity,
    gzip,
    br,
    etag: `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 27)}"`,
    contentSecurityPolicy: options.policyWith(inlineHashes(html)),
    cacheControl: options.shared ? "public, no-cache" : "private, no-cache",
  };
}

/**
 * Answers a GET or HEAD with `page`: a 304 when `If-None-Match` matches (`fresh`), else the body in the
 * encoding the client takes (./content-encoding.ts: brotli, gzip or none), HEAD without it.
 */
export function sendStaticPage(req: IncomingMessage, res: ServerResponse, page: StaticPage): void {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", page.cacheControl);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding");
  // The policy of these bytes (replacing the pipeline's nonce policy): the same on a 304, so it may stay.
  res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  if (fresh(req.headers, { etag: page.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req);
  const body = encoding ? page[encoding] : page.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
