/**
 * /sitemap.xml: every public route, then every published blog post with its last change, then one URL per
 * tag in use (its first page, as /blog is listed once) with its newest post's change.
 */
import { tagPath, tagSlug } from "../domain/blog";
import { postPath } from "../seo/blog";
import { buildSitemap } from "../seo/sitemap";
import { feedEntries } from "../server/blog.server";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await feedEntries(context.services.db);
  const extra = posts.map((p) => ({
    path: postPath(p.blog_url),
    lastmod: p.updated_at.toISOString().slice(0, 10),
    changefreq: "monthly",
    priority: 0.6,
  }));
  const tags = new Map<string, { tag: string; lastmod: Date }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag);
      const seen = tags.get(slug);
      if (slug && (!seen || post.updated_at > seen.lastmod))
        tags.set(slug, { tag: seen?.tag ?? tag, lastmod: post.updated_at });
    }
  }
  const topics = [...tags.values()].map((t) => ({
    path: tagPath(t.tag),
    lastmod: t.lastmod.toISOString().slice(0, 10),
    changefreq: "weekly",
    priority: 0.5,
  }));
  const xml = buildSitemap(context.publicEnv.publicUrl, [...extra, ...topics]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
