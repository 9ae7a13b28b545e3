import { describe, expect, it } from "vitest";
import { buildRss } from "./rss";

const CHANNEL = { title: "DocSleeve Blog", description: "Guides & news", path: "/blog", feedPath: "/blog/rss.xml" };

describe("buildRss", () => {
  it("writes RSS 2.0 with absolute links, escaped text and RFC 822 dates", () => {
    const xml = buildRss("https://docsleeve.test", CHANNEL, [
      {
        path: "/blog/newer",
        title: 'Tips <for> "brokers" & lenders',
        description: "A & B",
        author: "Priya Raman",
        categories: ["Tax", "R&D"],
        published: new Date("2026-03-03T09:00:00Z"),
      },
      {
        path: "/blog/older",
        title: "Older",
        description: "Old",
        author: "Mei Lin Tan",
        categories: [],
        published: new Date("2026-01-01T00:00:00Z"),
      },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<link>https://docsleeve.test/blog</link>");
    expect(xml).toContain(
      '<atom:link href="https://docsleeve.test/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<title>Tips &lt;for&gt; &quot;brokers&quot; &amp; lenders</title>");
    expect(xml).toContain('<guid isPermaLink="true">https://docsleeve.test/blog/newer</guid>');
    expect(xml).toContain("<category>R&amp;D</category>");
    expect(xml).toContain("<pubDate>Tue, 03 Mar 2026 09:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Tue, 03 Mar 2026 09:00:00 GMT</lastBuildDate>");
    expect(xml.indexOf("/blog/newer")).toBeLessThan(xml.indexOf("/blog/older"));
  });

  it("is a valid empty channel without posts", () => {
    const xml = buildRss("https://docsleeve.test", CHANNEL, []);
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
    expect(xml).toContain("</channel>\n</rss>");
  });
});
