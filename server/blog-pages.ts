/**
 * The /blog pages answered like prerendered pages (server/prerendered.ts): each page is rendered once per
 * posts version with the nonce stand-in, kept in memory as parts, and each request joins them with its
 * own nonce in front of Express. Their content depends only on the URL, the published posts and the
 * configured URLs (no cookie, header or per-visitor data), so one rendering serves everyone.
 *
 * Only the canonical URLs of what exists are cached: `/blog`, `/blog?page=N` for the pages that have
 * posts, and `/blog/{blog_url}` for published posts. Anything else (unknown posts, pages past the end,
 * other query strings, client navigations' `.data` requests) goes to React Router as before, so the
 * cache is bounded by the number of posts. A page not cached yet is answered by React Router while one
 * rendering for the cache runs beside it. When the posts snapshot changes (server/blog/queries.ts,
 * checked at most every POSTS_CHECK_MS), every cached page is dropped and rendered again on demand.
 * docs/decisions/0014-load-and-faults.md.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { PRERENDER_TOKENS } from "../app/seo/prerender-tokens";
import { BLOG_PAGE_SIZE, pageCount } from "../app/domain/blog";
import { currentPublishedPosts, type PostsSnapshot } from "./blog/queries";
import { pageFromHtml, pathAndQuery, sendPage, type Page, type PageHandler } from "./prerendered";
import { localsOf } from "./request-pipeline";
import type { Services } from "./services";

/** Options of `cachedBlogPages`. */
export interface BlogPagesOptions {
  build: ServerBuild;
  services: Services;
  publicEnv: AppLoadContext["publicEnv"];
}

/** The cache key of a canonical blog URL that exists in `snapshot`, else undefined. */
export function blogPageKey(url: string, snapshot: PostsSnapshot): string | undefined {
  const target = pathAndQuery(url);
  if (!target) return undefined;
  if (target.path === "/blog") {
    if (target.query === "") return "/blog";
    const page = /^page=([1-9][0-9]{0,5})$/.exec(target.query)?.[1];
    // ?page=1 renders as /blog does but is its own URL (its canonical link differs): cached apart.
    if (page && Number(page) <= pageCount(snapshot.list.length, BLOG_PAGE_SIZE)) return `/blog?page=${page}`;
    return undefined;
  }
  if (target.query !== "" || !target.path.startsWith("/blog/")) return undefined;
  const slug = target.path.slice("/blog/".length);
  // Published blog_urls are plain slugs (no escapes, no slash), so the raw path segment is the key.
  return snapshot.byUrl.has(slug) ? target.path : undefined;
}

/** Returns the handler serving cached blog pages, and `warm` for tests (renders one URL now). */
export function cachedBlogPages(options: BlogPagesOptions): { serve: PageHandler; warm(url: string): Promise<void> } {
  const { services } = options;
  const render = createRequestHandler(options.build, "production");
  let version: string | undefined;
  let pages = new Map<string, Page>();
  const rendering = new Map<string, Promise<void>>();

  const fill = (key: string, forVersion: string): Promise<void> => {
    let pending = rendering.get(key);
    if (pending) return pending;
    pending = (async () => {
      try {
        const context: AppLoadContext = { cspNonce: PRERENDER_TOKENS.nonce, publicEnv: options.publicEnv, services };
        const response = await render(new Request(`http://localhost${key}`), context);
        const html = await response.text();
        // Only a whole, successful page is kept: a failed read (503) or anything else is answered per request.
        if (response.status !== 200 || !html.includes(PRERENDER_TOKENS.nonce)) return;
        if (version === forVersion) pages.set(key, pageFromHtml(html));
      } catch (error) {
        services.log.warn({ err: error, url: key }, "blog page not cached");
      } finally {
        rendering.delete(key);
      }
    })();
    rendering.set(key, pending);
    return pending;
  };

  const current = (): PostsSnapshot | undefined => {
    const snapshot = currentPublishedPosts(services.db);
    if (snapshot && snapshot.version !== version) {
      version = snapshot.version;
      pages = new Map();
    }
    return snapshot;
  };

  const serve: PageHandler = (req: IncomingMessage, res: ServerResponse, nonce: string) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith("/blog")) return false;
    const snapshot = current();
    if (!snapshot) return false;
    const key = blogPageKey(req.url, snapshot);
    if (!key) return false;
    const page = pages.get(key);
    if (!page) {
      void fill(key, snapshot.version);
      return false;
    }
    localsOf(res).metricsRoute = "page";
    sendPage(req, res, nonce, page);
    return true;
  };

  return {
    serve,
    async warm(url) {
      const snapshot = current();
      const key = snapshot && blogPageKey(url, snapshot);
      if (key && snapshot) await fill(key, snapshot.version);
    },
  };
}
