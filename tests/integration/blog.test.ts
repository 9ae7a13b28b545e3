/**
 * Blog API (/api/blog-list, /api/blog-detail, /api/file-download) on every test
 * database: paging maths and bounds, newest first, drafts hidden, 404s, sanitisation of imported
 * Markdown against XSS payloads, and the download allow-list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema";
import { importPosts } from "../../server/blog/import";
import { postSource } from "../support/blog-fixtures";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";
import { FORBIDDEN, XSS_PAYLOADS } from "../support/xss-payloads";

const PUBLIC_URL = "https://docsleeve.test";
const PUBLISHED = 23;
const DAY_MS = 86_400_000;
const BASE = Date.parse("2026-01-01T09:00:00Z");

/** Published post i (0 = oldest); two drafts are newer than every published post. */
function rows() {
  const published = Array.from({ length: PUBLISHED }, (_, i) => ({
    blogUrl: `post-${String(i).padStart(2, "0")}`,
    title: `Post ${i}`,
    displayName: `Post ${i}`,
    image: "/images/blog/tax-season-document-checklist.svg",
    authorName: i % 2 ? "Priya Raman" : "Daniel Whitcombe",
    // posts 21 and 22 share a timestamp: the id must break the tie so that pages never overlap.
    createdAt: new Date(BASE + Math.min(i, 21) * DAY_MS),
    description: `<p>Body ${i}</p>`,
    tags: ["Tax"],
    metaTitle: `Post ${i}`,
    metaDescription: `About post ${i}`,
    metaKeywords: "post",
    published: true,
    contentHash: `hash-${i}`,
  }));
  const drafts = [0, 1].map((i) => ({
    ...published[0]!,
    blogUrl: `draft-${i}`,
    title: `Draft ${i}`,
    createdAt: new Date(BASE + (100 + i) * DAY_MS),
    published: false,
  }));
  return [...published, ...drafts];
}

describe.each(DATABASES)("blog API on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000", PUBLIC_URL } });
    await server.services.db.delete(blogPosts);
    await server.services.db.insert(blogPosts).values(rows());
  });
  afterAll(() => server.close());

  const list = (body: unknown) => server.post("/api/blog-list", body);

  describe("POST /api/blog-list", () => {
    it("answers a page of published posts, newest first, with the count of all published posts", async () => {
      const res = await list({ limit: 9, page: 1 });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(PUBLISHED);
      expect(res.body.data).toHaveLength(9);
      expect(res.body.data[0]).toEqual({
        blog_url: expect.stringMatching(/^post-2[12]$/),
        title: expect.any(String),
        image: "/images/blog/tax-season-document-checklist.svg",
        author_name: expect.any(String),
        created_at: new Date(BASE + 21 * DAY_MS).toISOString(),
      });
      expect(Object.keys(res.body).sort()).toEqual(["count", "data"]);
      const dates = res.body.data.map((p: { created_at: string }) => Date.parse(p.created_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it("pages through every published post exactly once and hides drafts", async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = await list({ limit: 5, page });
        expect(res.body.count).toBe(PUBLISHED);
        seen.push(...res.body.data.map((p: { blog_url: string }) => p.blog_url));
      }
      expect(seen).toHaveLength(PUBLISHED);
      expect(new Set(seen).size).toBe(PUBLISHED);
      expect(seen.some((slug) => slug.startsWith("draft-"))).toBe(false);
      expect(seen.slice(2)).toEqual(
        Array.from({ length: PUBLISHED - 2 }, (_, i) => `post-${String(20 - i).padStart(2, "0")}`),
      );
    });

    it.each([
      [9, 1, 9],
      [9, 2, 9],
      [9, 3, 5],
      [9, 4, 0],
      [50, 1, 23],
      [1, 23, 1],
      [1, 24, 0],
    ])("limit %i page %i gives %i posts (the last page is partial, past it is empty)", async (limit, page, n) => {
      const res = await list({ limit, page });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(n);
      expect(res.body.count).toBe(PUBLISHED);
    });

    it.each([
      [{ limit: 0, page: 1 }, "limit"],
      [{ limit: 51, page: 1 }, "limit"],
      [{ limit: -1, page: 1 }, "limit"],
      [{ limit: 2.5, page: 1 }, "limit"],
      [{ limit: "9", page: 1 }, "limit"],
      [{ limit: null, page: 1 }, "limit"],
      [{ page: 1 }, "limit"],
      [{ limit: 9, page: 0 }, "page"],
      [{ limit: 9, page: -2 }, "page"],
      [{ limit: 9, page: 1.5 }, "page"],
      [{ limit: 9, page: "2" }, "page"],
      [{ limit: 9 }, "page"],
      [{ limit: 9, page: 1e300 }, "page"],
      [{ limit: 9, page: 1, sort: "asc" }, "sort"],
    ])("rejects %j with 400 naming %s", async (body, field) => {
      const res = await list(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(Object.keys(res.body.errors)).toContain(field);
    });
  });

  describe("POST /api/blog-detail", () => {
    it("answers exactly the documented fields for a published post", async () => {
      const res = await server.post("/api/blog-detail", { id: "post-05" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: {
          title: "Post 5",
          display_name: "Post 5",
          author_name: "Priya Raman",
          created_at: new Date(BASE + 5 * DAY_MS).toISOString(),
          description: "<p>Body 5</p>",
          tags: ["Tax"],
          twitter_url: null,
          facebook_url: null,
          meta_title: "Post 5",
          meta_description: "About post 5",
          meta_keywords: "post",
        },
      });
    });

    it.each(["draft-0", "no-such-post", "POST-05", "../post-05", "post-05/"])(
      "answers 404 with a message for %j",
      async (id) => {
        const res = await server.post("/api/blog-detail", { id });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: "Blog post not found.", code: "not_found" });
      },
    );

    it.each([[{}], [{ id: "" }], [{ id: 5 }], [{ id: "x".repeat(201) }], [{ id: "post-05", extra: true }]])(
      "rejects %j with 400",
      async (body) => {
        const res = await server.post("/api/blog-detail", body);
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      },
    );
  });

  describe("sanitisation of imported posts", () => {
    it.each(XSS_PAYLOADS.map((payload, i) => [i, payload] as const))(
      "payload %i (%s) never reaches the API",
      async (i, payload) => {
        const slug = `xss-${i}`;
        await importPosts(server.services.db, [
          postSource(`content/blog/${slug}.md`, {}, `Intro.\n\n${payload}\n\n[Safe link](https://example.com)\n`),
        ]);
        const res = await server.post("/api/blog-detail", { id: slug });
        expect(res.status).toBe(200);
        const html: string = res.body.data.description;
        for (const pattern of FORBIDDEN) expect(html).not.toMatch(pattern);
        expect(html).toContain("<p>Intro.</p>");
      },
    );

    it("keeps safe Markdown and marks external links noopener", async () => {
      await importPosts(server.services.db, [
        postSource(
          "content/blog/safe-post.md",
          {},
          "## Steps\n\n[Safe link](https://example.com) and [ours](/features)\n",
        ),
      ]);
      const res = await server.post("/api/blog-detail", { id: "safe-post" });
      expect(res.body.data.description).toBe(
        '<h2>Steps</h2>\n<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">Safe link</a> and <a href="/features">ours</a></p>',
      );
    });
  });

  describe("POST /api/file-download", () => {
    const download = (url: unknown) => server.post("/api/file-download", { url });

    it.each(["/files/client-document-checklist.pdf", `${PUBLIC_URL}/files/client-document-checklist.pdf`])(
      "answers the absolute URL for %s",
      async (url) => {
        const res = await download(url);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ data: { url: `${PUBLIC_URL}/files/client-document-checklist.pdf` } });
        const file = await fetch(server.url + new URL(res.body.data.url).pathname);
        expect(file.status).toBe(200);
        expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      },
    );

    it.each([
      "/files/../package.json",
      "/files/../../package.json",
      "/files/%2e%2e/package.json",
      "/files/%2E%2E%2Fpackage.json",
      "/files/..%2fpackage.json",
      "/files/%252e%252e/package.json",
      "/files/..\\package.json",
      `${PUBLIC_URL}/files/../package.json`,
      `${PUBLIC_URL}/files/%2e%2e/package.json`,
      "/../files/client-document-checklist.pdf",
      "/package.json",
      "/images/blog/tax-season-document-checklist.svg",
      "http://evil.example/files/client-document-checklist.pdf",
      "https://evil.example/files/client-document-checklist.pdf",
      "//evil.example/files/client-document-checklist.pdf",
      "https://docsleeve.test.evil.example/files/client-document-checklist.pdf",
      "https://user@evil.example/files/client-document-checklist.pdf",
      "http://docsleeve.test/files/client-document-checklist.pdf",
      "javascript:alert(1)",
      "JavaScript:alert(document.domain)//files/x.pdf",
      "data:application/pdf;base64,JVBERi0=",
      "file:///etc/passwd",
      "ftp://docsleeve.test/files/client-document-checklist.pdf",
      "/files/missing.pdf",
      "/files/",
      "/files",
      "/files/client-document-checklist.pdf?x=1",
    ])("refuses %s with 400 and a message", async (url) => {
      const res = await download(url);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.data).toBeUndefined();
    });

    it.each([[""], [42], [null]])("rejects url %j as invalid input", async (url) => {
      const res = await download(url);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty("url");
    });
  });
});
