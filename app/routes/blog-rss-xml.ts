/** /blog/rss.xml: RSS 2.0 of the 50 newest published posts, with absolute URLs on PUBLIC_URL. */
import { BLOG_PAGE } from "../content/blog";
import { postPath } from "../seo/blog";
import { buildRss } from "../seo/rss";
import { feedEntries } from "./blog.server";
import type { Route } from "./+types/blog-rss-xml";

/** Items in the feed; readers only look at the newest ones. */
const FEED_SIZE = 50;

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await feedEntries(context.services.db, FEED_SIZE);
  const xml = buildRss(
    context.publicEnv.publicUrl,
    { title: BLOG_PAGE.feedTitle, description: BLOG_PAGE.feedDescription, path: "/blog", feedPath: "/blog/rss.xml" },
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
