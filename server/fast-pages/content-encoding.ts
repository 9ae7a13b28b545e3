/**
 * Bodies compressed once and sent many times (the fixed pages of ./static-page.ts, the pre-serialised API
 * answers of ./api/http.ts): the compression settings, and which variant a request gets.
 */
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from "node:zlib";
import Negotiator from "negotiator";

/** A compressed variant we send. */
export type ContentEncoding = "br" | "gzip";

/**
 * Brotli 10, not 11: for the ~25 prerendered pages compressed at start, 11 cost ~2.3 s of CPU instead of
 * ~0.7 s at 9 for 9 % fewer bytes (466 KB → 427 KB for the 24 pages), and the server listens only once they
 * are ready (docs/decisions/0061-fixed-pages-compressed-once-and-sirv.md). Since the pages carry only their first
 * screen's CSS (decision 0035), 10 takes ~0.6 s for all of them (9: 0.3 s, 11: 1.6 s) and gives 6 % fewer
 * bytes than 9 (332 KB → 311 KB; /terms-condition 17.0 → 15.5 KB, /faq 15.8 → 14.9 KB).
 */
const BROTLI_QUALITY = 10;
const GZIP_LEVEL = 9;

const brotliOptions = (bytes: Buffer): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` in `encoding`, compressed in libuv's thread pool (off the event loop). */
export function compressAsync(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(bytes, brotliOptions(bytes)) : gzipAsync(bytes, { level: GZIP_LEVEL });
}

/** `bytes` in `encoding`, compressed at once (for a small body compressed on its first request). */
export function compressSync(bytes: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === "br" ? brotliCompressSync(bytes, brotliOptions(bytes)) : gzipSync(bytes, { level: GZIP_LEVEL });
}

/**
 * negotiator 1.x's `encoding`: among equally weighted encodings, `options.preferred`'s order decides
 * (@types/negotiator describes 0.6, which has no options).
 */
interface EncodingNegotiation {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/** What we send, best first, among what the client takes equally. */
const ENCODINGS = ["br", "gzip", "identity"] as const;

/**
 * The variant `req` gets (`negotiator`, as Express negotiates): the best the client weights highest,
 * ours first among equals (brotli, the smaller, then gzip: Chrome lists "gzip, deflate, br, zstd" at
 * equal weight); undefined for the uncompressed body (no `Accept-Encoding`, as load testers and curl send,
 * or nothing we have).
 */
export function preferredEncoding(req: IncomingMessage): ContentEncoding | undefined {
  if (!req.headers["accept-encoding"]) return undefined;
  const encoding = (new Negotiator(req) as unknown as EncodingNegotiation).encoding(ENCODINGS, {
    preferred: ENCODINGS,
  });
  return encoding === "br" || encoding === "gzip" ? encoding : undefined;
}
