/** The /blog pages' shared list read (issue 7): the same pages as a fresh read, new posts within seconds. */
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { blogPosts } from "../../db/schema";
import { createTestDatabase } from "../../tests/support/databases";
import type { DatabaseHandle } from "../db/client";
import { BLOG_LIST_REUSE_MS, listPublishedPosts, listPublishedPostsShared } from "./queries";

const DAY_MS = 86_400_000;
const BASE = Date.parse("2026-01-01T09:00:00Z");

function post(i: number, fields: Partial<typeof blogPosts.$inferInsert> = {}): typeof blogPosts.$inferInsert {
  return {
    blogUrl: `shared-${String(i).padStart(2, "0")}`,
    title: `Post ${i}`,
    displayName: `Post ${i}`,
    image: "/images/blog/tax-season-document-checklist.svg",
    authorName: "Priya Raman",
    // Two posts share a timestamp: the id breaks the tie in both reads.
    createdAt: new Date(BASE + Math.min(i, 10) * DAY_MS),
    description: `<p>Body ${i}</p>`,
    tags: ["Tax"],
    metaTitle: `Post ${i}`,
    metaDescription: `About post ${i}`,
    metaKeywords: "post",
    published: i % 5 !== 4,
    contentHash: `hash-${i}`,
    ...fields,
  };
}

describe("listPublishedPostsShared", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await database.db.delete(blogPosts);
    await database.db.insert(blogPosts).values(Array.from({ length: 12 }, (_, i) => post(i)));
  });
  afterAll(() => database.close());
  afterEach(() => vi.restoreAllMocks());

  it("answers every page exactly as a fresh read does (drafts hidden, ties broken, past the end empty)", async () => {
    for (const limit of [1, 2, 4, 9, 50]) {
      for (let page = 1; page <= Math.ceil(12 / limit) + 1; page++) {
        expect(await listPublishedPostsShared(database.db, { limit, page })).toEqual(await listPublishedPosts(database.db, { limit, page }));
      }
    }
  });

  it("reads once for BLOG_LIST_REUSE_MS, then shows a newly published post", async () => {
    // A database of its own: the list is shared per database handle, so the first call reads.
    const own = await createTestDatabase("pglite");
    onTestFinished(() => own.close());
    let clock = 1_000_000;
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    const page = () => listPublishedPostsShared(own.db, { limit: 50, page: 1 });
    const before = await page();
    await own.db.insert(blogPosts).values(post(40, { createdAt: new Date("2031-01-01T09:00:00Z") }));
    clock += BLOG_LIST_REUSE_MS - 1;
    expect(await page()).toEqual(before);
    clock += 1;
    // The read that replaces the expired list runs meanwhile; the new post shows once it is done.
    await expect.poll(async () => (await page()).data[0]?.blog_url).toBe("shared-40");
    expect((await page()).count).toBe(before.count + 1);
  });
});
