/** /blog/rss.xml: RSS 2.0 of the 50 newest published posts, with absolute URLs on PUBLIC_URL. */
import { BLOG_PAGE } from "../content/blog";
import { feedEntries, rssResponse } from "../server/blog.server";
import type { Route } from "./+types/blog-rss-xml";

/** Items in the feed; readers only look at the newest ones. */
const FEED_SIZE = 50;

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await feedEntries(context.services.db, FEED_SIZE);
  return rssResponse(
    context.publicEnv.publicUrl,
    { title: BLOG_PAGE.feedTitle, description: BLOG_PAGE.feedDescription, path: "/blog", feedPath: "/blog/rss.xml" },
    entries,
  );
}
