/**
 * A page kept in memory as fixed bytes (the prerendered pages, the cached blog pages and /pricing):
 * its identity, gzip and brotli bodies, its ETag and its Content-Security-Policy, whose inline scripts
 * and styles are allowed by hash (./inline-hashes.ts), so the same bytes serve every visitor and any
 * static server or CDN could serve them (docs/decisions/0023-static-pages-hashed-csp.md). Answered in
 * front of Express (./request-pipeline.ts) with the `fresh` and `negotiator` packages Express uses.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fresh from "fresh";
import Negotiator from "negotiator";
import { inlineHashes } from "./inline-hashes";
import type { InlineHashes } from "./security";

/**
 * negotiator 1.x's `encoding`: among equally weighted encodings, `options.preferred`'s order decides
 * (@types/negotiator describes 0.6, which has no options).
 */
interface EncodingNegotiation {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

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
 * compresses it in the thread pool, gzip level 9 and brotli quality 9 (~25 ms of CPU for a 100 KB page,
 * once; docs/decisions/0023-static-pages-hashed-csp.md).
 */
export async function staticPage(html: string, options: StaticPageOptions): Promise<StaticPage> {
  const identity = Buffer.from(html);
  const [gzip, br] = await Promise.all([
    gzipped(identity, { level: 9 }),
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
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
 * Brotli 9, not 11: for the ~25 prerendered pages at start, 11 costs ~2.3 s of CPU instead of ~0.7 s for
 * 9 % fewer bytes (466 KB → 427 KB for the 24 pages), and the server listens only once they are ready.
 */
const BROTLI_QUALITY = 9;
/** What we send, best first, among what the client takes equally. */
const ENCODINGS = ["br", "gzip", "identity"] as const;

/**
 * Answers a GET or HEAD with `page`: a 304 when `If-None-Match` matches (`fresh`), else the body in the
 * encoding the client takes (`negotiator`; ours first among equals: brotli, gzip, none), HEAD without it.
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
  const encoding = (new Negotiator(req) as unknown as EncodingNegotiation).encoding(ENCODINGS, { preferred: ENCODINGS });
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (body !== page.identity) res.setHeader("Content-Encoding", encoding!);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
