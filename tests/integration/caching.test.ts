/**
 * Data that changes only with a deploy or an import is read once and answered from memory with
 * validators: country-list and geo (ETag, 304 on If-None-Match), the blog API from the posts snapshot
 * (read once per posts version, a change visible after the next check).
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "../../db/schema";
import { blogPageKey } from "../../server/fast-pages/rendered-page-cache";
import type { PostsSnapshot } from "../../server/blog/queries";
import { DATABASES } from "../support/databases";
import { postSource } from "../support/blog-fixtures";
import { importPosts } from "../../server/blog/import";
import { rawRequest } from "../support/raw-http";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("answers from memory with validators on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    // The production interval between posts version checks is shortened so the test does not wait.
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" }, postsCheckMs: 200 });
  });
  afterAll(() => server.close());

  it("answers GET /api/country-list the same through the /api router and, once read, in front of Express", async () => {
    const select = vi.spyOn(server.services.db, "select");
    // The /api router answers the path with a trailing slash too; the answer in memory (server/api/
    // fast-answers.ts) takes only the exact path, once the list has been read.
    const variable = new Set(["date", "x-request-id", "content-security-policy"]);
    const fixed = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !variable.has(name)));
    const encodings: Array<Record<string, string>> = [
      {},
      { "accept-encoding": "gzip, deflate, br, zstd" },
      { "accept-encoding": "gzip" },
    ];
    for (const headers of encodings) {
      const routed = await rawRequest(`${server.url}/api/country-list/`, { headers });
      const fast = await rawRequest(`${server.url}/api/country-list`, { headers });
      expect(routed.status).toBe(200);
      expect(fixed(fast.headers)).toEqual(fixed(routed.headers));
      expect(fast.body.equals(routed.body)).toBe(true);
      const etag = String(fast.headers.etag);
      const [routed304, fast304] = [
        await rawRequest(`${server.url}/api/country-list/`, { headers: { ...headers, "if-none-match": etag } }),
        await rawRequest(`${server.url}/api/country-list`, { headers: { ...headers, "if-none-match": etag } }),
      ];
      expect([routed304.status, fast304.status]).toEqual([304, 304]);
      expect(fixed(fast304.headers)).toEqual(fixed(routed304.headers));
    }
    expect(select.mock.calls.length).toBeLessThanOrEqual(1);
    select.mockRestore();
    const head = await rawRequest(`${server.url}/api/country-list`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-type"]).toBe("application/json; charset=utf-8");
    // The /api router's conventions still apply to what the answer in memory does not take.
    const post = await rawRequest(`${server.url}/api/country-list`, { method: "POST" });
    expect(post.status).toBe(405);
  });

  it("GET /api/country-list reads the countries once and answers a matching If-None-Match with 304", async () => {
    const select = vi.spyOn(server.services.db, "select");
    const first = await server.get("/api/country-list");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"/);
    for (let i = 0; i < 3; i++) expect((await server.get("/api/country-list")).headers.get("etag")).toBe(etag);
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which forbids a 304.
    expect((await rawRequest(`${server.url}/api/country-list`, { headers: { "if-none-match": etag! } })).status).toBe(
      304,
    );
    // At most the first request read (another test may have read first on this server).
    expect(select.mock.calls.length).toBeLessThanOrEqual(1);
    select.mockRestore();
  });

  it("a shared answer goes compressed to a client that takes it (brotli first, else gzip), with the same ETag", async () => {
    const plain = await rawRequest(`${server.url}/api/country-list`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const json = JSON.parse(plain.body.toString()) as unknown;
    const br = await rawRequest(`${server.url}/api/country-list`, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);
    const gzip = await rawRequest(`${server.url}/api/country-list`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
    const refused = await rawRequest(`${server.url}/api/country-list`, {
      headers: { "accept-encoding": "br;q=0, gzip;q=0" },
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it("GET /api/geo carries an ETag and answers 304 to it", async () => {
    const first = await server.get("/api/geo");
    expect(first.body).toEqual({ data: { country_code: "SG", country_id: 192 } });
    expect(
      (await rawRequest(`${server.url}/api/geo`, { headers: { "if-none-match": first.headers.get("etag")! } })).status,
    ).toBe(304);
  });

  it("the blog API answers from one read per posts version, and shows an imported post after the next check", async () => {
    await server.services.db.delete(blogPosts);
    await importPosts(server.services.db, [postSource("cached-one.md")]);
    await expect
      .poll(async () => (await server.post("/api/blog-list", { limit: 9, page: 1 })).body.count, { timeout: 10_000 })
      .toBe(1);
    const select = vi.spyOn(server.services.db, "select");
    const list = await server.post("/api/blog-list", { limit: 9, page: 1 });
    const slug = list.body.data[0].blog_url as string;
    expect((await server.post("/api/blog-detail", { id: slug })).status).toBe(200);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();

    await importPosts(server.services.db, [postSource("cached-two.md", { created_at: '"2026-03-01T09:00:00Z"' })]);
    await expect
      .poll(async () => (await server.post("/api/blog-list", { limit: 9, page: 1 })).body.count, { timeout: 10_000 })
      .toBe(2);
    const newest = (await server.post("/api/blog-list", { limit: 9, page: 1 })).body.data[0].blog_url as string;
    expect((await server.post("/api/blog-detail", { id: newest })).status).toBe(200);
  });
});

describe("blogPageKey (which blog URLs are served from the page cache)", () => {
  const snapshot = {
    version: "v",
    list: Array.from({ length: 10 }, (_, i) => ({
      blog_url: `p${i}`,
      title: "",
      image: "",
      author_name: "",
      created_at: "",
    })),
    byUrl: new Map([["p0", {}]]),
  } as unknown as PostsSnapshot;

  it("caches the list pages that exist and published posts, nothing else", () => {
    expect(blogPageKey("/blog", snapshot)).toBe("/blog");
    expect(blogPageKey("/blog?page=2", snapshot)).toBe("/blog?page=2");
    expect(blogPageKey("/blog?page=3", snapshot)).toBeUndefined(); // 10 posts: 2 pages of 9
    expect(blogPageKey("/blog?page=02", snapshot)).toBeUndefined();
    expect(blogPageKey("/blog?utm_source=x", snapshot)).toBeUndefined();
    expect(blogPageKey("/blog/p0", snapshot)).toBe("/blog/p0");
    expect(blogPageKey("/blog/p0?x=1", snapshot)).toBeUndefined();
    expect(blogPageKey("/blog/unknown", snapshot)).toBeUndefined();
    expect(blogPageKey("/blog/rss.xml", snapshot)).toBeUndefined();
    expect(blogPageKey("/blog.data", snapshot)).toBeUndefined();
  });

  it("caches the pages of the tags in use, up to each tag's last page", () => {
    const tagged = {
      version: "v",
      list: snapshot.list,
      byUrl: new Map(
        snapshot.list.map((p, i) => [p.blog_url, { tags: i === 0 ? ["Compliance", "KYC"] : ["Compliance"] }]),
      ),
    } as unknown as PostsSnapshot;
    expect(blogPageKey("/blog/tag/compliance", tagged)).toBe("/blog/tag/compliance");
    expect(blogPageKey("/blog/tag/compliance?page=2", tagged)).toBe("/blog/tag/compliance?page=2");
    expect(blogPageKey("/blog/tag/compliance?page=3", tagged)).toBeUndefined();
    expect(blogPageKey("/blog/tag/kyc", tagged)).toBe("/blog/tag/kyc");
    expect(blogPageKey("/blog/tag/kyc?page=2", tagged)).toBeUndefined();
    expect(blogPageKey("/blog/tag/KYC", tagged)).toBeUndefined();
    expect(blogPageKey("/blog/tag/unknown", tagged)).toBeUndefined();
    expect(blogPageKey("/blog/tag/kyc/rss.xml", tagged)).toBeUndefined();
    expect(blogPageKey("/blog/tag/", tagged)).toBeUndefined();
  });
});
