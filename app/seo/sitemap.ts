/** Builds sitemap.xml from the public routes plus any extra entries (e.g. blog posts). */
import { PUBLIC_ROUTES } from "./public-routes";

/** One sitemap URL. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: string;
  priority?: number;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The XML document for `publicUrl`, listing every public route then `extra`. */
export function buildSitemap(publicUrl: string, extra: SitemapEntry[] = []): string {
  const entries: SitemapEntry[] = [...PUBLIC_ROUTES, ...extra];
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(publicUrl + e.path)}</loc>`,
      e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>` : "",
      e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : "",
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : "",
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
