/**
 * Serves the pages React Router prerendered at build time. At start every prerendered `index.html`
 * (and its `.data` file for client navigations) is read once, the URL stand-ins are replaced with the
 * configured values, and the HTML is split on the nonce stand-in; each request joins the parts with its
 * own fresh nonce (script hashes would break after a client navigation, so nonces it is).
 *
 * For speed (docs/decisions/0009-performance.md): these pages are answered in front of Express, by the
 * request pipeline (./request-pipeline.ts), which has already set the id, security headers, log line and
 * metrics every response gets. The parts are kept as bytes and gzipped once, on the page's first gzip
 * request (./gzip-splice.ts), so a response costs a join, not a compression run. Pages carry a weak ETag
 * of the build's parts with `Cache-Control: private, no-cache`: a browser revalidates and gets a 304
 * without a CSP header, so it keeps the cached page together with the cached policy whose nonce matches
 * it (`private`: no shared cache may hand one visitor's nonce to another).
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import { PRERENDER_TOKENS } from "../app/seo/prerender-tokens";
import { prepareGzip, type SplicedGzip } from "./gzip-splice";
import { acceptsGzip, isFresh } from "./negotiation";
import { localsOf } from "./response-locals";

/** A page kept in memory, split on its nonce stand-in. */
export interface Page {
  parts: Buffer[];
  /** Bytes of the parts, without the nonces. */
  length: number;
  /** Prepared on the first gzip request for the page (~10 ms each: kept out of the start-up time). */
  gzip?: SplicedGzip;
  etag: string;
}

/**
 * A page from HTML whose nonce is the stand-in (PRERENDER_TOKENS.nonce): split on it, with a weak ETag
 * of the whole text.
 */
export function pageFromHtml(html: string): Page {
  const parts = html.split(PRERENDER_TOKENS.nonce).map((part) => Buffer.from(part));
  const etag = `W/"${createHash("sha1").update(html).digest("base64url").slice(0, 20)}"`;
  return { parts, length: parts.reduce((sum, part) => sum + part.length, 0), etag };
}
interface DataFile {
  body: Buffer;
  etag: string;
}

/**
 * Serves a request in front of Express (server/request-pipeline.ts) with the response's CSP nonce:
 * true when it answered, false when the request is not one of its own (nothing was touched).
 */
export type PageHandler = (req: IncomingMessage, res: ServerResponse, nonce: string) => boolean;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return files.flat();
}

/** Replaces the URL stand-ins of a prerendered file with the runtime values. */
export function substituteUrls(text: string, urls: { appUrl: string; publicUrl: string }): string {
  return text.split(PRERENDER_TOKENS.appUrl).join(urls.appUrl).split(PRERENDER_TOKENS.publicUrl).join(urls.publicUrl);
}

/** Loads the prerendered pages of `clientDir` and returns the handler serving them. */
export async function prerenderedPages(clientDir: string, urls: { appUrl: string; publicUrl: string }) {
  const pages = new Map<string, Page>();
  const data = new Map<string, DataFile>();
  for (const file of await walk(clientDir)) {
    const rel = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    if (rel.startsWith("/assets/")) continue;
    if (rel.endsWith("/index.html")) {
      const html = substituteUrls(await readFile(file, "utf8"), urls);
      const route = rel.slice(0, -"/index.html".length) || "/";
      pages.set(route, pageFromHtml(html));
    } else if (rel.endsWith(".data")) {
      const body = substituteUrls(await readFile(file, "utf8"), urls);
      data.set(rel, { body: Buffer.from(body), etag: `"${createHash("sha1").update(body).digest("base64url")}"` });
    }
  }

  /** Answers `req` if it asks for a prerendered page or its .data file; false leaves it untouched. */
  const serve: PageHandler = (req, res, nonce) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const target = pathAndQuery(req.url ?? "");
    // Query strings go to React Router (e.g. a campaign's ?utm_…), as Express's `req.query` decided.
    if (!target || Object.keys(parseQuery(target.query)).length > 0) return false;
    const dataFile = data.get(target.path);
    const page = dataFile ? undefined : pages.get(target.path.length > 1 ? target.path.replace(/\/+$/, "") : target.path);
    if (!dataFile && !page) return false;
    // The metrics' `route` label of what this handler answers (server/metrics.ts, routeLabel).
    localsOf(res).metricsRoute = "page";
    const head = req.method === "HEAD";
    if (dataFile) {
      res.setHeader("Content-Type", "text/x-script; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("ETag", dataFile.etag);
      if (isFresh(req.headers, dataFile.etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      res.setHeader("Content-Length", dataFile.body.length);
      res.end(head ? undefined : dataFile.body);
      return true;
    }
    if (!page) return false;
    sendPage(req, res, nonce, page);
    return true;
  };
  return { serve, routes: [...pages.keys()] };
}

/**
 * Answers `req` with `page` joined with `nonce`: `private, no-cache` with the page's ETag (a 304 without
 * a CSP header when it matches), gzip when accepted (spliced, see gzip-splice.ts), HEAD without a body.
 */
export function sendPage(req: IncomingMessage, res: ServerResponse, nonce: string, page: Page): void {
  const head = req.method === "HEAD";
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "private, no-cache");
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (isFresh(req.headers, page.etag)) {
    // The browser keeps its copy, and must keep the policy that came with it: that nonce is in the page.
    res.removeHeader("Content-Security-Policy");
    res.statusCode = 304;
    res.end();
    return;
  }
  const nonceBytes = Buffer.from(nonce);
  if (acceptsGzip(req.headers["accept-encoding"])) {
    page.gzip ??= prepareGzip(page.parts);
    const body = page.gzip.gzip(nonceBytes);
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.end(head ? undefined : body);
    return;
  }
  res.setHeader("Content-Length", page.length + (page.parts.length - 1) * nonceBytes.length);
  if (head) {
    res.end();
    return;
  }
  // One writev of the parts and the nonce, instead of copying the page into a new buffer each time.
  res.cork();
  res.write(page.parts[0]!);
  for (let i = 1; i < page.parts.length; i++) {
    res.write(nonceBytes);
    res.write(page.parts[i]!);
  }
  res.end();
}

/**
 * The path and query string of a request target, cut as Express's `req.path` and `req.query` cut it
 * (parseurl); undefined for targets that are not origin-form (`http://host/…`, `*`): Express handles those.
 */
export function pathAndQuery(url: string): { path: string; query: string } | undefined {
  if (!url.startsWith("/")) return undefined;
  const hash = url.indexOf("#");
  const target = hash === -1 ? url : url.slice(0, hash);
  const q = target.indexOf("?");
  return q === -1 ? { path: target, query: "" } : { path: target.slice(0, q), query: target.slice(q + 1) };
}
