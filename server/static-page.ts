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
import { brotliCompress, constants, gzipSync } from "node:zlib";
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

/** A page ready to be sent: compressed once, never per response. */
export interface StaticPage {
  identity: Buffer;
  gzip: Buffer;
  /** Set once the background compression is done (brotli at its best quality takes ~80 ms a page). */
  br?: Buffer;
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
 * Makes a page of `html` (its final text: URLs substituted, loader data in): hashes its inline code,
 * gzips it now (~1 ms) and starts its brotli compression in the thread pool; `compressed` settles when
 * `page.br` is set (until then gzip is sent). Brotli failing (it does not) leaves the page on gzip.
 */
export function staticPage(html: string, options: StaticPageOptions): { page: StaticPage; compressed: Promise<void> } {
  const identity = Buffer.from(html);
  const page: StaticPage = {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    etag: `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 27)}"`,
    contentSecurityPolicy: options.policyWith(inlineHashes(html)),
    cacheControl: options.shared ? "public, no-cache" : "private, no-cache",
  };
  const compressed = brotli(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  }).then(
    (br) => {
      page.br = br;
    },
    () => undefined,
  );
  return { page, compressed };
}

const WITH_BROTLI = ["br", "gzip", "identity"] as const;
const WITHOUT_BROTLI = ["gzip", "identity"] as const;

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
  const available = page.br ? WITH_BROTLI : WITHOUT_BROTLI;
  const encoding = (new Negotiator(req) as unknown as EncodingNegotiation).encoding(available, { preferred: available });
  const body = encoding === "br" ? page.br! : encoding === "gzip" ? page.gzip : page.identity;
  if (body !== page.identity) res.setHeader("Content-Encoding", encoding!);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
