/**
 * /blog/tag/:tag/rss.xml: RSS 2.0 of the 50 newest published posts carrying one tag (by its slug,
 * app/domain/blog.ts), with absolute URLs on PUBLIC_URL; an unknown tag is a plain 404.
 */
import { BLOG_TAG_PAGE } from "../content/blog";
import { tagFeedPath, tagPath, tagSlug } from "../domain/blog";
import { feedEntries, publishedPosts, rssResponse, topicsOf } from "../server/blog.server";
import type { Route } from "./+types/blog-tag-rss-xml";

/** Items in the feed, as the blog's feed. */
const FEED_SIZE = 50;

export async function loader({ params, context }: Route.LoaderArgs) {
  const topic = topicsOf(await publishedPosts(context.services.db)).get(params.tag);
  if (!topic)
    return new Response("Not found.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const entries = (await feedEntries(context.services.db))
    .filter((e) => e.tags.some((t) => tagSlug(t) === topic.slug))
    .slice(0, FEED_SIZE);
  return rssResponse(
    context.publicEnv.publicUrl,
    {
      title: BLOG_TAG_PAGE.feedTitle(topic.tag),
      description: BLOG_TAG_PAGE.feedDescription(topic.tag),
      path: tagPath(topic.tag),
      feedPath: tagFeedPath(topic.tag),
    },
    entries,
  );
}
