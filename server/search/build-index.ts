/**
 * The site search's static index, built with Pagefind's Node API at build time (after the client build):
 * the published blog posts, from the same Markdown records the blog imports (server/blog/import.ts,
 * `parsePost`: the sanitised HTML the post page shows), and the help pages React Router prerendered
 * (FAQ, features, use cases), whose indexed region is marked `data-pagefind-body` (the header, the
 * footer and anything outside it are left out). Written to `<clientDir>/pagefind/`, served as static
 * files (server/app.ts); a query costs the server nothing. docs/decisions/0066-site-search.md.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { postPath } from "../../app/seo/blog";
import { parsePost, type PostSource } from "../blog/import";

/** The site path the index is served under (and the folder of the client build it is written to). */
export const SEARCH_INDEX_PATH = "/pagefind/";

/** The prerendered pages indexed (globs relative to the client build): the help content. */
export const INDEXED_PAGES = [
  "faq/index.html",
  "features/index.html",
  "use-cases/index.html",
  "use-cases/*/index.html",
];

/** Pagefind's own UI bundles, written beside the index; the site has its own dialog, so they are removed. */
const UNUSED_FILES = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
];

/** What was indexed: page counts per source. */
export interface SearchIndexSummary {
  posts: number;
  pages: number;
  outputPath: string;
}

/** Text for HTML element content (the post's title; the body is already sanitised HTML). */
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Builds the index into `<clientDir>/pagefind/` (replacing any earlier one).
 * @param posts the blog's Markdown sources; unpublished ones are left out
 * @throws Error naming Pagefind's errors, or BlogImportError for an invalid post
 */
export async function buildSearchIndex(clientDir: string, posts: PostSource[]): Promise<SearchIndexSummary> {
  const outputPath = path.join(clientDir, SEARCH_INDEX_PATH);
  await rm(outputPath, { recursive: true, force: true });
  const created = await pagefind.createIndex({ forceLanguage: "en" });
  const index = created.index;
  if (!index) throw new Error(`search index: ${created.errors.join("; ")}`);
  try {
    let postCount = 0;
    for (const source of posts) {
      const post = parsePost(source);
      if (!post.published) continue;
      const html = `<!doctype html><html lang="en"><head><title>${escapeText(post.title)}</title></head><body><main data-pagefind-body><h1>${escapeText(post.title)}</h1>${post.description}</main></body></html>`;
      const added = await index.addHTMLFile({ url: postPath(post.blogUrl), content: html });
      if (added.errors.length > 0) throw new Error(`search index: ${post.blogUrl}: ${added.errors.join("; ")}`);
      postCount++;
    }
    let pages = 0;
    for (const glob of INDEXED_PAGES) {
      const added = await index.addDirectory({ path: clientDir, glob });
      if (added.errors.length > 0) throw new Error(`search index: ${glob}: ${added.errors.join("; ")}`);
      pages += added.page_count;
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    await Promise.all(UNUSED_FILES.map((file) => rm(path.join(outputPath, file), { force: true })));
    return { posts: postCount, pages, outputPath };
  } finally {
    await pagefind.close();
  }
}
