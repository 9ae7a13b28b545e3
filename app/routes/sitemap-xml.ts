/** /sitemap.xml: every public route (later issues add blog posts through `sitemapExtras`). */
import { buildSitemap } from "../seo/sitemap";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = buildSitemap(context.publicEnv.publicUrl);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
