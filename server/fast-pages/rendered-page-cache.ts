/**
 * The /blog pages and /pricing answered like prerendered pages (server/fast-pages/prerendered.ts): each page is rendered once per
 * posts version without a nonce and kept in memory as fixed bytes with a policy allowing its inline code by
 * hash (server/fast-pages/static-page.ts), answered in front of Express. The blog pages depend only on the URL, the published posts and the
 * configured URLs (no cookie, header or per-visitor data), so one rendering serves everyone.
 *
 * Only the canonical URLs of what exists are cached: `/blog`, `/blog?page=N` for the pages that have
 * posts, `/blog/tag/{slug}` and `/blog/tag/{slug}?page=N` likewise for the tags in use, and
 * `/blog/{blog_url}` for published posts. Anything else (unknown posts, pages past the end,
 * other query strings, client navigations' `.data` requests) goes to React Router as before, so the
 * cache is bounded by the number of posts. A page not cached yet is answered by React Router while one
 * rendering for the cache runs beside it. When the posts snapshot changes (server/blog/queries.ts,
 * checked at most every POSTS_CHECK_MS), every cached page is rendered again on its next request.
 * /pricing is cached the same way, versioned by the plan-list answer and kept once per visitor country
 * (its first HTML carries that country's currency and default country: app/server/pricing/data.server.ts),
 * so it is `private` where the blog pages are `public`.
 * docs/decisions/0014-load-and-faults.md and 0023-static-pages-hashed-csp.md.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { BLOG_PAGE_SIZE, pageCount } from "../../app/domain/blog";
import { planListVersion } from "../api/plans";
import { lookupCountry } from "../geo";
import { currentPublishedPosts, postsTagged, type PostsSnapshot } from "../blog/queries";
import { pathAndQuery } from "./prerendered";
import type { FastHandler } from "./request-pipeline";
import { localsOf } from "../response-locals";
import type { InlineHashes } from "../security";
import { sendStaticPage, staticPage, type StaticPage } from "./static-page";
import type { Services } from "../services";

/** Options of `renderedPageCache`. */
export interface RenderedPageCacheOptions {
  build: ServerBuild;
  services: Services;
  publicEnv: AppLoadContext["publicEnv"];
  /** The client's address as Express resolves it (honouring TRUST_PROXY). */
  clientIp: (req: IncomingMessage) => string;
  /** The policy allowing a page's inline code by hash (SecurityHeaders.policyWith). */
  policyWith(hashes: InlineHashes): string;
}

/** The cache key of a canonical blog URL that exists in `snapshot`, else undefined. */
export function blogPageKey(url: string, snapshot: PostsSnapshot): string | undefined {
  const target = pathAndQuery(url);
  if (!target) return undefined;
  // A list and its pages: the path alone, or `?page=N` up to its last page.
  const listPage = (count: number): string | undefined => {
    if (target.query === "") return target.path;
    const page = /^page=([1-9][0-9]{0,5})$/.exec(target.query)?.[1];
    // ?page=1 renders as the plain path does but is its own URL (its canonical link differs): cached apart.
    if (page && Number(page) <= pageCount(count, BLOG_PAGE_SIZE)) return `${target.path}?page=${page}`;
    return undefined;
  };
  if (target.path === "/blog") return listPage(snapshot.list.length);
  if (target.path.startsWith("/blog/tag/")) {
    // Tag slugs are plain (a–z, 0–9, hyphens: app/domain/blog.ts), so the raw path segment is the key.
    const tagged = postsTagged(snapshot, target.path.slice("/blog/tag/".length));
    return tagged ? listPage(tagged.list.length) : undefined;
  }
  if (target.query !== "" || !target.path.startsWith("/blog/")) return undefined;
  const slug = target.path.slice("/blog/".length);
  // Published blog_urls are plain slugs (no escapes, no slash), so the raw path segment is the key.
  return snapshot.byUrl.has(slug) ? target.path : undefined;
}

/** Pages of one kind: which URLs are cached, and the version of the data they are rendered from. */
interface CachedSection {
  /** Whether its pages are the same for every visitor (a shared cache may keep them). */
  shared: boolean;
  /** The cache key of a URL this section caches (its data version at hand), else undefined. */
  key(url: string, ip: () => string): CacheSlot | undefined;
}

/** Where a page is kept: its key, the data version it was rendered from, and the URL to render. */
interface CacheSlot {
  key: string;
  version: string;
  url: string;
}

/** The /blog pages: canonical URLs of what exists, versioned by the posts snapshot. */
function blogSection(services: Services): CachedSection {
  return {
    shared: true,
    key(url) {
      if (!url.startsWith("/blog")) return undefined;
      const snapshot = currentPublishedPosts(services.db);
      const key = snapshot && blogPageKey(url, snapshot);
      return key ? { key, version: snapshot.version, url: key } : undefined;
    },
  };
}

/**
 * /pricing (without a query string; `?step=…` is the sign-up flow's and goes to React Router): the page
 * shows the plan list, so it is versioned by the plan-list answer (server/api/plans.ts, read at most
 * every 5 s). Its first HTML shows the visitor's currency and country, which follow from the country of
 * the visitor's address alone: one page is kept per country (at most the country list's ~250).
 */
function pricingSection(services: Services): CachedSection {
  return {
    shared: false,
    key(url, ip) {
      if (url !== "/pricing") return undefined;
      const version = planListVersion(services.db);
      return version ? { key: `/pricing#${lookupCountry(ip())?.country_code ?? "none"}`, version, url } : undefined;
    },
  };
}

/** At most this many pages are kept (the posts' pages and /pricing; a safety net, not a working limit). */
const MAX_PAGES = 2_000;

/** Returns the handler serving cached pages, and `warm` for tests (renders one URL now). */
export function renderedPageCache(options: RenderedPageCacheOptions): {
  serve: FastHandler;
  warm(url: string, ip?: string): Promise<void>;
} {
  const { services } = options;
  const render = createRequestHandler(options.build, "production");
  const sections = [blogSection(services), pricingSection(services)];
  const pages = new Map<string, { version: string; page: StaticPage }>();
  const rendering = new Map<string, Promise<void>>();

  const fill = ({ key, version, url }: CacheSlot, shared: boolean, clientIp: string): Promise<void> => {
    let pending = rendering.get(key);
    if (pending) return pending;
    pending = (async () => {
      try {
        // The address is that of the first visitor of this slot: every visitor of the slot shares its country.
        // No nonce: the page is rendered whole, without nonce attributes, and its inline code hashed.
        const context: AppLoadContext = { cspNonce: "", clientIp, publicEnv: options.publicEnv, services };
        const response = await render(new Request(`http://localhost${url}`), context);
        const html = await response.text();
        // Only a whole, successful page is kept: a failed read (503) or anything else is answered per request.
        if (response.status !== 200 || !response.headers.get("Content-Type")?.startsWith("text/html")) return;
        const page = await staticPage(html, { policyWith: options.policyWith, shared });
        if (pages.size >= MAX_PAGES) pages.clear();
        pages.set(key, { version, page });
      } catch (error) {
        services.log.warn({ err: error, url: key }, "page not cached");
      } finally {
        rendering.delete(key);
      }
    })();
    rendering.set(key, pending);
    return pending;
  };

  const lookup = (url: string, ip: () => string) => {
    for (const section of sections) {
      const found = section.key(url, ip);
      if (found) return { ...found, shared: section.shared };
    }
    return undefined;
  };

  const serve: FastHandler = (req: IncomingMessage, res: ServerResponse) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
    // Resolved only when needed (the /pricing key, or a page to render): most requests here are API calls.
    let ip: string | undefined;
    const ipOf = () => (ip ??= options.clientIp(req));
    const found = lookup(req.url, ipOf);
    if (!found) return false;
    const entry = pages.get(found.key);
    if (entry?.version !== found.version) {
      void fill(found, found.shared, ipOf());
      return false;
    }
    localsOf(res).metricsRoute = "page";
    sendStaticPage(req, res, entry.page);
    return true;
  };

  return {
    serve,
    async warm(url, ip = "127.0.0.1") {
      const found = lookup(url, () => ip);
      if (found) await fill(found, found.shared, ip);
    },
  };
}
