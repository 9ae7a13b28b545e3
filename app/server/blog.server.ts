/**
 * Server-only data access for the blog routes (the `.server` suffix keeps it, and the database driver,
 * out of the browser bundle). The queries are the API's own (server/blog/queries.ts), so the pages and
 * /api/blog-* always agree.
 */
import { Parser } from "htmlparser2";
import type { FeedEntry } from "../../server/blog/queries";
import { postPath } from "../seo/blog";
import { buildRss } from "../seo/rss";

export {
  feedEntries,
  findPublishedPost,
  listPostCards,
  publishedPosts,
  topicsOf,
  type PublishedPost,
} from "../../server/blog/queries";

/**
 * The answer of an RSS feed of posts (the blog's, or a tag's): RSS 2.0 with absolute URLs on `publicUrl`,
 * cached 10 minutes. `channel` paths are site paths.
 */
export function rssResponse(
  publicUrl: string,
  channel: Parameters<typeof buildRss>[1],
  entries: FeedEntry[],
): Response {
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
 * them as download buttons (POST /api/file-download). The HTML is read with htmlparser2, never a regex.
 */
export function attachmentsOf(html: string): PostAttachment[] {
  const found = new Map<string, PostAttachment>();
  // The link being read: its /files/ path and the text inside it so far (entities decoded by the parser).
  let open: { url: string; text: string } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "a") return;
      const href = attributes.href ?? "";
      open = /^\/files\/[^?#]+$/.test(href) ? { url: href, text: "" } : undefined;
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if (name !== "a" || !open) return;
      const { url, text } = open;
      open = undefined;
      const fileName = safeDecode(url.slice(url.lastIndexOf("/") + 1));
      if (!found.has(url)) found.set(url, { url, label: text.trim() || fileName, fileName });
    },
  });
  parser.write(html);
  parser.end();
  return [...found.values()];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
