/**
 * Which pages the bench measures: every entry of PUBLIC_ROUTES (app/seo/public-routes.ts) plus the pages
 * that exist but are not listed there yet, found by asking the running site: /blog, one blog post, /contact,
 * /pricing, and the sitemap's other entries — of which only the first per folder (e.g. one blog post:
 * posts share one template, and measuring them all would not fit the time budget). A page that does not
 * answer 200 is skipped (not built yet).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { PUBLIC_ROUTES } from "../app/seo/public-routes";

/** A page to measure. */
export interface BenchRoute {
  path: string;
  /** Served from the prerendered build (an index.html exists for it) or rendered per request. */
  prerendered: boolean;
  /** Where the path came from. */
  source: "public-routes" | "sitemap" | "probe" | "blog-post";
}

/** Paths tried even when neither PUBLIC_ROUTES nor the sitemap lists them yet. */
const PROBES = ["/blog", "/contact", "/pricing", "/faq"];

async function status(url: string): Promise<number> {
  try {
    const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function sitemapPaths(baseUrl: string): Promise<string[]> {
  try {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`, { signal: AbortSignal.timeout(15_000) })).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  } catch {
    return [];
  }
}

/** The first post of the blog: from the blog page's links, else from POST /api/blog-list. */
async function firstBlogPost(baseUrl: string): Promise<string | undefined> {
  try {
    const html = await (await fetch(`${baseUrl}/blog`, { signal: AbortSignal.timeout(15_000) })).text();
    const link = html.match(/href="(\/blog\/[^"?#]+)"/);
    if (link) return link[1];
  } catch {
    // Fall through to the API.
  }
  try {
    const res = await fetch(`${baseUrl}/api/blog-list`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ limit: 1, page: 1 }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { data?: Array<{ blog_url?: string }> };
    const slug = body.data?.[0]?.blog_url;
    return slug ? `/blog/${slug}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Discovers the routes of the running site at `baseUrl`, in a stable order, each answering 200;
 * `clientDir` is the build's client folder (to tell prerendered pages apart).
 */
export async function discoverRoutes(
  baseUrl: string,
  clientDir: string,
): Promise<{ routes: BenchRoute[]; skipped: string[] }> {
  const candidates = new Map<string, BenchRoute>();
  const add = (p: string, source: BenchRoute["source"]) => {
    if (candidates.has(p)) return;
    const prerendered = existsSync(path.join(clientDir, p, "index.html"));
    candidates.set(p, { path: p, prerendered, source });
  };
  for (const r of PUBLIC_ROUTES) add(r.path, "public-routes");
  const folders = new Set<string>();
  const post = await firstBlogPost(baseUrl);
  if (post) {
    add(post, "blog-post");
    folders.add("/blog");
  }
  for (const p of await sitemapPaths(baseUrl)) {
    if (candidates.has(p)) continue;
    const folder = p.slice(0, p.lastIndexOf("/"));
    if (folder && folders.has(folder)) continue;
    folders.add(folder);
    add(p, "sitemap");
  }
  for (const p of PROBES) add(p, "probe");

  const routes: BenchRoute[] = [];
  const skipped: string[] = [];
  for (const route of candidates.values()) {
    const code = await status(baseUrl + route.path);
    if (code === 200) routes.push(route);
    else if (route.source !== "probe") skipped.push(`${route.path} (${code})`);
  }
  return { routes, skipped };
}
