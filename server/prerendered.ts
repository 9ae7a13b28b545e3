/**
 * Serves the pages React Router prerendered at build time. At start every prerendered `index.html`
 * (and its `.data` file for client navigations) is read once, the URL stand-ins are replaced with the
 * configured values, and the HTML is split on the nonce stand-in; each request joins the parts with its
 * own fresh nonce (STACK-NOTES: hashes break after client navigation, so nonces it is).
 *
 * Issue 7 (docs/decisions/0009-performance.md): the parts are kept as bytes and gzipped once, on the
 * page's first gzip request (./gzip-splice.ts), so a response costs a join, not a compression run. Pages carry a weak ETag of the
 * build's parts with `Cache-Control: private, no-cache`: a browser revalidates and gets a 304 without a
 * CSP header, so it keeps the cached page together with the cached policy whose nonce matches it
 * (`private`: no shared cache may hand one visitor's nonce to another).
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler } from "express";
import { PRERENDER_TOKENS } from "../app/seo/prerender-tokens";
import { prepareGzip, type SplicedGzip } from "./gzip-splice";

interface Page {
  parts: Buffer[];
  /** Bytes of the parts, without the nonces. */
  length: number;
  /** Prepared on the first gzip request for the page (~10 ms each: kept out of the start-up time). */
  gzip?: SplicedGzip;
  etag: string;
}
interface DataFile {
  body: string;
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

/** Loads the prerendered pages of `clientDir` and returns the middleware serving them. */
export async function prerenderedPages(clientDir: string, urls: { appUrl: string; publicUrl: string }) {
  const pages = new Map<string, Page>();
  const data = new Map<string, DataFile>();
  for (const file of await walk(clientDir)) {
    const rel = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    if (rel.startsWith("/assets/")) continue;
    if (rel.endsWith("/index.html")) {
      const html = substituteUrls(await readFile(file, "utf8"), urls);
      const route = rel.slice(0, -"/index.html".length) || "/";
      const parts = html.split(PRERENDER_TOKENS.nonce).map((part) => Buffer.from(part));
      const etag = `W/"${createHash("sha1").update(html).digest("base64url").slice(0, 20)}"`;
      const length = parts.reduce((sum, part) => sum + part.length, 0);
      pages.set(route, { parts, length, etag });
    } else if (rel.endsWith(".data")) {
      const body = substituteUrls(await readFile(file, "utf8"), urls);
      data.set(rel, { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` });
    }
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (Object.keys(req.query).length > 0) return next();
    const dataFile = data.get(req.path);
    const page = dataFile ? undefined : pages.get(req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path);
    if (!dataFile && !page) return next();
    // The metrics' `route` label of what this middleware answers (server/metrics.ts, routeLabel).
    res.locals.metricsRoute = "page";
    if (dataFile) {
      res.set({ "Content-Type": "text/x-script", "Cache-Control": "no-cache", ETag: dataFile.etag });
      if (req.fresh) return void res.status(304).end();
      return void res.send(dataFile.body);
    }
    if (!page) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.fresh) {
      // The browser keeps its copy, and must keep the policy that came with it: that nonce is in the page.
      res.removeHeader("Content-Security-Policy");
      res.statusCode = 304;
      return void res.end();
    }
    const nonce = Buffer.from(res.locals.cspNonce as string);
    if (acceptsGzip(req)) {
      page.gzip ??= prepareGzip(page.parts);
      const body = page.gzip.gzip(nonce);
      // Already encoded: a compression middleware would leave it alone.
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", body.length);
      return void res.end(req.method === "HEAD" ? undefined : body);
    }
    res.setHeader("Content-Length", page.length + (page.parts.length - 1) * nonce.length);
    if (req.method === "HEAD") return void res.end();
    // One writev of the parts and the nonce, instead of copying the page into a new buffer each time.
    res.cork();
    res.write(page.parts[0]!);
    for (let i = 1; i < page.parts.length; i++) {
      res.write(nonce);
      res.write(page.parts[i]!);
    }
    res.end();
  };
  return { middleware, routes: [...pages.keys()] };
}

/** Whether the client takes gzip (every browser does; load testers and curl by default do not). */
function acceptsGzip(req: Request): boolean {
  const header = req.headers["accept-encoding"];
  return typeof header === "string" && header.includes("gzip") && req.acceptsEncodings("gzip") === "gzip";
}
