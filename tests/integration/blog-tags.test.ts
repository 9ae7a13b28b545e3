/**
 * Blog tag pages (/blog/tag/{slug}), their RSS feeds, the sitemap's tag URLs and the site search's static
 * files, on the production build with every test database: only the tag's posts, paged like /blog, own
 * title/description/canonical and feed link, the site's 404 (noindex) for unknown tags and pages past the
 * end, the same page cache as /blog (hash-based policy), and long-cached search files.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema";
import { serverBuild } from "../support/admin";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const PUBLIC_URL = "https://docsleeve.test";
const DAY_MS = 86_400_000;
const BASE = Date.parse("2026-01-01T09:00:00Z");
const CLIENT_DIR = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

/** 12 posts tagged "Mortgage Brokers" (2 pages), 3 tagged "KYC" (post 0 has both), one draft tagged "Drafted". */
function rows() {
  const post = (i: number, tags: string[], published = true) => ({
    blogUrl: `post-${String(i).padStart(2, "0")}`,
    title: `Post ${i}`,
    displayName: `Post ${i}`,
    image: "/images/blog/tax-season-document-checklist.svg",
    authorName: "Priya Raman",
    createdAt: new Date(BASE + i * DAY_MS),
    description: `<p>Body ${i}</p>`,
    tags,
    metaTitle: `Post ${i}`,
    metaDescription: `About post ${i}`,
    metaKeywords: "post",
    published,
    contentHash: `hash-${i}`,
  });
  return [
    post(0, ["Mortgage Brokers", "KYC"]),
    ...Array.from({ length: 11 }, (_, i) => post(i + 1, ["Mortgage Brokers"])),
    post(12, ["KYC"]),
    post(13, ["KYC"]),
    post(14, ["Drafted"], false),
  ];
}

/** The blog_urls of the cards on a list page, in order (each card's title link). */
const cards = (html: string) => [...html.matchAll(/<h2[^>]*><a [^>]*href="\/blog\/(post-\d+)"/g)].map((m) => m[1]);

describe.each(DATABASES)("blog tag pages on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000", PUBLIC_URL },
      pages: { build: await serverBuild(), clientDir: CLIENT_DIR },
    });
    await server.services.db.delete(blogPosts);
    await server.services.db.insert(blogPosts).values(rows());
  }, 600_000);
  afterAll(() => server?.close());

  it("lists only the tag's posts, newest first, 9 per page, with its own title, description, canonical and feed", async () => {
    const first = await server.get("/blog/tag/mortgage-brokers");
    expect(first.status).toBe(200);
    expect(cards(first.body)).toEqual([
      "post-11",
      "post-10",
      "post-09",
      "post-08",
      "post-07",
      "post-06",
      "post-05",
      "post-04",
      "post-03",
    ]);
    expect(first.body).toContain("<title>Mortgage Brokers: Blog Posts and Guides | DocSleeve</title>");
    expect(first.body).toMatch(
      /<meta name="description" content="Every DocSleeve blog post on Mortgage Brokers: [^"]+"\/>/,
    );
    expect(first.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/tag/mortgage-brokers"/>`);
    expect(first.body).toContain(
      `<link rel="alternate" type="application/rss+xml" title="DocSleeve Blog: Mortgage Brokers" href="${PUBLIC_URL}/blog/tag/mortgage-brokers/rss.xml"/>`,
    );
    expect(first.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/images/brand/og-default.png"/>`);
    expect(first.body).toContain('href="/blog/tag/mortgage-brokers?page=2"');
    expect(first.body).not.toContain('name="robots"');

    const second = await server.get("/blog/tag/mortgage-brokers?page=2");
    expect(second.status).toBe(200);
    expect(cards(second.body)).toEqual(["post-02", "post-01", "post-00"]);
    expect(second.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/tag/mortgage-brokers?page=2"/>`);
    expect(second.body).toContain("(Page 2)");
  });

  it("cards and posts link their tags to the tag pages", async () => {
    const kyc = await server.get("/blog/tag/kyc");
    expect(cards(kyc.body)).toEqual(["post-13", "post-12", "post-00"]);
    expect(kyc.body).toContain('href="/blog/tag/mortgage-brokers"');
    const post = await server.get("/blog/post-00");
    expect(post.body).toContain('href="/blog/tag/kyc"');
    expect(post.body).toContain('href="/blog/tag/mortgage-brokers"');
  });

  it.each([
    "/blog/tag/unknown",
    "/blog/tag/drafted",
    "/blog/tag/KYC",
    "/blog/tag/kyc?page=2",
    "/blog/tag/mortgage-brokers?page=3",
  ])("%s is the site's 404 page with noindex", async (url) => {
    const res = await server.get(url);
    expect(res.status).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("redirects a malformed ?page= to the tag's first page", async () => {
    const res = await fetch(`${server.url}/blog/tag/kyc?page=0`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/blog/tag/kyc");
  });

  it("serves the tag pages from the page cache like /blog (inline code allowed by hash)", async () => {
    await server.get("/blog/tag/kyc");
    await expect
      .poll(async () => (await fetch(`${server.url}/blog/tag/kyc`)).headers.get("content-security-policy"), {
        timeout: 10_000,
      })
      .toMatch(/script-src 'sha256-/);
    const cached = await fetch(`${server.url}/blog/tag/kyc`);
    expect(cached.headers.get("cache-control")).toBe("public, no-cache");
    expect(cached.headers.get("content-security-policy")).not.toContain("wasm-unsafe-eval");
  });

  it("answers an RSS feed per tag with only its posts", async () => {
    const res = await server.get("/blog/tag/kyc/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(res.body).toContain("<title>DocSleeve Blog: KYC</title>");
    expect(res.body).toContain(`${PUBLIC_URL}/blog/tag/kyc/rss.xml`);
    const items = [...(res.body as string).matchAll(/<link>[^<]*\/blog\/(post-\d+)<\/link>/g)].map((m) => m[1]);
    expect(items).toEqual(["post-13", "post-12", "post-00"]);
    expect((await server.get("/blog/tag/drafted/rss.xml")).status).toBe(404);
  });

  it("lists one sitemap URL per tag in use (not the drafts' tags)", async () => {
    const res = await server.get("/sitemap.xml");
    const locs = [...(res.body as string).matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((loc) => loc.includes("/blog/tag/"));
    expect(locs.sort()).toEqual([`${PUBLIC_URL}/blog/tag/kyc`, `${PUBLIC_URL}/blog/tag/mortgage-brokers`]);
  });

  it("serves the search index as static files: hashed ones immutable, the worker allowed its wasm", async () => {
    const script = await fetch(`${server.url}/pagefind/pagefind.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.headers.get("cache-control")).toBe("public, max-age=3600");
    const worker = await fetch(`${server.url}/pagefind/pagefind-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-security-policy")).toContain("script-src 'self' 'wasm-unsafe-eval'");
    const entry = (await (await fetch(`${server.url}/pagefind/pagefind-entry.json`)).json()) as {
      languages: Record<string, { hash: string }>;
    };
    const meta = await fetch(`${server.url}/pagefind/pagefind.${entry.languages.en!.hash}.pf_meta`);
    expect(meta.status).toBe(200);
    expect(meta.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${server.url}/pagefind/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/pagefind/pagefind-ui.js`)).status).toBe(404);
  });
});
