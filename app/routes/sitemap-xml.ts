/** /sitemap.xml: every public route, then every published blog post with its last change. */
import { postPath } from "../seo/blog";
import { buildSitemap } from "../seo/sitemap";
import { feedEntries } from "./blog.server";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await feedEntries(context.services.db);
  const extra = posts.map((p) => ({
    path: postPath(p.blog_url),
    lastmod: p.updated_at.toISOString().slice(0, 10),
    changefreq: "monthly",
    priority: 0.6,
  }));
  const xml = buildSitemap(context.publicEnv.publicUrl, extra);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
