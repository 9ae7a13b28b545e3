/**
 * Serves the pages React Router prerendered at build time. At start every prerendered `index.html`
 * (and its `.data` file for client navigations) is read once and the URL stand-ins are replaced with the
 * configured values; each page is then fixed bytes (./static-page.ts): compressed once, with a
 * Content-Security-Policy allowing its inline code by hash (docs/decisions/0023-static-pages-hashed-csp.md).
 *
 * For speed (docs/decisions/0053-request-pipeline-in-front-of-express.md): these pages are answered in front
 * of Express, by the request pipeline (./request-pipeline.ts), which has already set the id, security
 * headers, log line and metrics every response gets. They are the same for everyone: `Cache-Control: public, no-cache` with a
 * weak ETag, so a browser or shared cache revalidates and gets a 304.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseQuery } from "node:querystring";
import fresh from "fresh";
import { PRERENDER_TOKENS } from "../../app/seo/prerender-tokens";
import { localsOf } from "../response-locals";
import type { InlineHashes } from "../security";
import type { FastHandler } from "./request-pipeline";
import { sendStaticPage, staticPage, type StaticPage } from "./static-page";

interface DataFile {
  body: Buffer;
  etag: string;
}

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

/** Options of `prerenderedPages`. */
export interface PrerenderedOptions {
  appUrl: string;
  publicUrl: string;
  /** The policy allowing a page's inline code by hash (SecurityHeaders.policyWith). */
  policyWith(hashes: InlineHashes): string;
}

/** Loads (and compresses) the prerendered pages of `clientDir` and returns the handler serving them. */
export async function prerenderedPages(clientDir: string, options: PrerenderedOptions) {
  const urls = { appUrl: options.appUrl, publicUrl: options.publicUrl };
  const pages = new Map<string, StaticPage>();
  const loading: Array<Promise<void>> = [];
  const data = new Map<string, DataFile>();
  for (const file of await walk(clientDir)) {
    const rel = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    if (rel.startsWith("/assets/")) continue;
    if (rel.endsWith("/index.html")) {
      const html = substituteUrls(await readFile(file, "utf8"), urls);
      const route = rel.slice(0, -"/index.html".length) || "/";
      // Compressed in the thread pool, all pages at once.
      loading.push(
        staticPage(html, { policyWith: options.policyWith, shared: true }).then((page) => void pages.set(route, page)),
      );
    } else if (rel.endsWith(".data")) {
      const body = substituteUrls(await readFile(file, "utf8"), urls);
      data.set(rel, { body: Buffer.from(body), etag: `"${createHash("sha1").update(body).digest("base64url")}"` });
    }
  }

  await Promise.all(loading);

  /** Answers `req` if it asks for a prerendered page or its .data file; false leaves it untouched. */
  const serve: FastHandler = (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const target = pathAndQuery(req.url ?? "");
    // Query strings go to React Router (e.g. a campaign's ?utm_…), as Express's `req.query` decided.
    if (!target || Object.keys(parseQuery(target.query)).length > 0) return false;
    const dataFile = data.get(target.path);
    const page = dataFile
      ? undefined
      : pages.get(target.path.length > 1 ? target.path.replace(/\/+$/, "") : target.path);
    if (!dataFile && !page) return false;
    // The metrics' `route` label of what this handler answers (server/metrics.ts, routeLabel).
    localsOf(res).metricsRoute = "page";
    if (dataFile) {
      res.setHeader("Content-Type", "text/x-script; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("ETag", dataFile.etag);
      if (fresh(req.headers, { etag: dataFile.etag })) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      res.setHeader("Content-Length", dataFile.body.length);
      res.end(req.method === "HEAD" ? undefined : dataFile.body);
      return true;
    }
    if (!page) return false;
    sendStaticPage(req, res, page);
    return true;
  };
  return { serve, routes: [...pages.keys()] };
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
