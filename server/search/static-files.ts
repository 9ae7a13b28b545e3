/**
 * Serves the site search's static index (`<clientDir>/pagefind/`, written at build time by
 * server/search/build-index.ts): a query costs the server nothing but these files, each fetched once
 * and then kept by the browser.
 * - Content-hashed files (`*.pf_meta`, `*.pf_index`, `*.pf_fragment`: the index itself) are cached for a
 *   year, `immutable`: a new index has new names.
 * - The fixed names (`pagefind.js`, `pagefind-worker.js`, `wasm.*.pagefind`, `pagefind-entry.json`) change
 *   only with Pagefind's version or a new index; they are cached for an hour and revalidated by ETag
 *   (Pagefind fetches the entry file with a cache-busting `?ts=` anyway).
 * - Their Content-Security-Policy (SEARCH_FILES_POLICY) is the one place 'wasm-unsafe-eval' is allowed:
 *   Pagefind runs its wasm in a Web Worker, and a worker follows the policy of its own script's response,
 *   so the pages keep a policy without it.
 */
import path from "node:path";
import express, { type RequestHandler } from "express";

/** The URL prefix (and folder of the client build) of the index. */
export const SEARCH_FILES_PREFIX = "/pagefind";

/**
 * The policy of the index's files, which matters for the worker script: its own code, its wasm
 * ('wasm-unsafe-eval', nothing else is compiled from text) and fetches of the index from the site.
 */
export const SEARCH_FILES_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const ONE_YEAR_S = 31_536_000;
const HASHED = /\.pf_(?:meta|index|fragment)$/;

/** Express middleware serving `<clientDir>/pagefind/` (mount it at SEARCH_FILES_PREFIX); a missing file is a plain 404. */
export function searchFiles(clientDir: string): RequestHandler {
  return express.static(path.join(clientDir, SEARCH_FILES_PREFIX), {
    index: false,
    redirect: false,
    fallthrough: false,
    setHeaders(res, file) {
      res.setHeader(
        "Cache-Control",
        HASHED.test(file) ? `public, max-age=${ONE_YEAR_S}, immutable` : "public, max-age=3600",
      );
      res.setHeader("Content-Security-Policy", SEARCH_FILES_POLICY);
      if (file.endsWith(".pagefind")) res.setHeader("Content-Type", "application/octet-stream");
    },
  });
}
