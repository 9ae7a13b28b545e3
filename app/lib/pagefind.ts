/**
 * Pagefind's browser API, loaded from the static index (`/pagefind/pagefind.js`, written by
 * `npm run build`: server/search/build-index.ts) the first time it is asked for, never before: a visitor
 * who does not open the search downloads none of it. Only the calls the site uses are typed.
 */

/** Where the index and its script are served. */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

/** One search hit as Pagefind describes it: the page's URL, its title and an excerpt (`<mark>`s around matches, text escaped). */
export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
}

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}

interface PagefindModule {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

let loading: Promise<PagefindModule> | undefined;

/**
 * Loads Pagefind once (later calls share the load). The import is left to the browser (`@vite-ignore`):
 * the file exists only in the build, beside the index it reads.
 * @throws when the script cannot be loaded (the next call tries again)
 */
export function loadPagefind(): Promise<PagefindModule> {
  loading ??= (async () => {
    const module = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as PagefindModule;
    await module.options({ baseUrl: "/", excerptLength: 24 });
    await module.init();
    return module;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Pagefind's URL of an indexed prerendered page ends in a slash ("/faq/"); the site's canonical paths do not. */
export const canonicalPath = (url: string) => (url.length > 1 ? url.replace(/\/+$/, "") : url);

/**
 * The first `limit` hits for `term`, or null when a newer search superseded this one (typing on).
 * @throws when Pagefind cannot be loaded or its index read
 */
export async function searchSite(term: string, limit = 8): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  const search = await pagefind.debouncedSearch(term, {}, 150);
  if (!search) return null;
  const data = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return data.map((d) => ({ url: canonicalPath(d.url), title: d.meta.title ?? d.url, excerpt: d.excerpt }));
}
