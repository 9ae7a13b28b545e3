/** RSS 2.0 for /blog/rss.xml: absolute URLs on PUBLIC_URL, newest first. */

/** One feed item. */
export interface RssItem {
  /** Site path, e.g. /blog/my-post. */
  path: string;
  title: string;
  description: string;
  author: string;
  categories: string[];
  published: Date;
}

/** The channel. */
export interface RssChannel {
  title: string;
  description: string;
  /** Site path of the HTML page the feed mirrors, e.g. /blog. */
  path: string;
  /** Site path of the feed itself. */
  feedPath: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The RSS 2.0 document; `lastBuildDate` is the newest item's date (stable between requests). */
export function buildRss(publicUrl: string, channel: RssChannel, items: RssItem[]): string {
  const newest = items.reduce<Date | undefined>((max, i) => (!max || i.published > max ? i.published : max), undefined);
  const itemXml = items.map((item) => {
    const link = escapeXml(publicUrl + item.path);
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      ...item.categories.map((c) => `      <category>${escapeXml(c)}</category>`),
      `      <pubDate>${item.published.toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(publicUrl + channel.path)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(publicUrl + channel.feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...itemXml,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
