/**
 * Serves the pages React Router prerendered at build time. At start every prerendered `index.html`
 * (and its `.data` file for client navigations) is read once, the URL stand-ins are replaced with the
 * configured values, and the HTML is split on the nonce stand-in; each request joins the parts with its
 * own fresh nonce (STACK-NOTES: hashes break after client navigation, so nonces it is).
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_TOKENS } from "../app/seo/prerender-tokens";

interface Page {
  parts: string[];
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
      pages.set(route, { parts: html.split(PRERENDER_TOKENS.nonce) });
    } else if (rel.endsWith(".data")) {
      const body = substituteUrls(await readFile(file, "utf8"), urls);
      data.set(rel, { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` });
    }
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (Object.keys(req.query).length > 0) return next();
    const dataFile = data.get(req.path);
    if (dataFile) {
      res.set({ "Content-Type": "text/x-script", "Cache-Control": "no-cache", ETag: dataFile.etag });
      if (req.fresh) return void res.status(304).end();
      return void res.send(dataFile.body);
    }
    const route = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(route);
    if (!page) return next();
    // The page embeds this response's nonce, so it must not be served from a cache to anybody else.
    res.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.send(page.parts.join(res.locals.cspNonce as string));
  };
  return { middleware, routes: [...pages.keys()] };
}
