/**
 * Server-only data access for the blog routes (the `.server` suffix keeps it, and the database driver,
 * out of the browser bundle). The queries are the API's own (server/blog/queries.ts), so the pages and
 * /api/blog-* always agree.
 */
import type { FeedEntry } from "../../server/blog/queries";
import { postPath } from "../seo/blog";
import { buildRss } from "../seo/rss";

export { feedEntries, findPublishedPost, listPostCards, publishedPosts, topicsOf, type PublishedPost } from "../../server/blog/queries";

/**
 * The answer of an RSS feed of posts (the blog's, or a tag's): RSS 2.0 with absolute URLs on `publicUrl`,
 * cached 10 minutes. `channel` paths are site paths.
 */
export function rssResponse(publicUrl: string, channel: Parameters<typeof buildRss>[1], entries: FeedEntry[]): Response {
  const xml = buildRss(
    publicUrl,
    channel,
    entries.map((e) => ({
      path: postPath(e.blog_url),
      title: e.title,
      description: e.meta_description,
      author: e.author_name,
      categories: e.tags,
      published: e.created_at,
    })),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}

/** A file offered for download in a post. */
export interface PostAttachment {
  /** Site path under /files/. */
  url: string;
  /** The link text in the post. */
  label: string;
  /** File name to save as. */
  fileName: string;
}

/**
 * The /files/ links of a post's (sanitised) HTML, in order, without duplicates: the post page offers
 * them as download buttons (POST /api/file-download).
 */
export function attachmentsOf(html: string): PostAttachment[] {
  const found = new Map<string, PostAttachment>();
  for (const match of html.matchAll(/<a href="(\/files\/[^"?#]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const url = match[1]!;
    const label = match[2]!.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").trim();
    const fileName = safeDecode(url.slice(url.lastIndexOf("/") + 1));
    if (!found.has(url)) found.set(url, { url, label: label || fileName, fileName });
  }
  return [...found.values()];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
