/** The posts snapshot: the same pages as a fresh read, read once per posts version, changes within a check. */
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { blogPosts } from "../../db/schema";
import { createTestDatabase } from "../../tests/support/databases";
import type { DatabaseHandle } from "../db/client";
import { eq } from "drizzle-orm";
import {
  findPublishedPost,
  listPublishedPosts,
  listPublishedPostsShared,
  POSTS_CHECK_MS,
  postsVersion,
} from "./queries";

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
        expect(await listPublishedPostsShared(database.db, { limit, page })).toEqual(
          await listPublishedPosts(database.db, { limit, page }),
        );
      }
    }
  });

  it("reads the posts once per version: a change shows after the next check, unchanged versions read nothing more", async () => {
    // A database of its own: the snapshot is kept per database handle, so the first call reads.
    const own = await createTestDatabase("pglite");
    onTestFinished(() => own.close());
    let clock = 1_000_000;
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    const page = () => listPublishedPostsShared(own.db, { limit: 50, page: 1 });
    const before = await page();
    const select = vi.spyOn(own.db, "select");
    await own.db.insert(blogPosts).values(post(40, { createdAt: new Date("2031-01-01T09:00:00Z") }));
    clock += POSTS_CHECK_MS - 1;
    expect(await page()).toEqual(before);
    clock += 1;
    const after = await page();
    expect(after.data[0]?.blog_url).toBe("shared-40");
    expect(after.count).toBe(before.count + 1);
    expect(select).toHaveBeenCalledTimes(1);
    // Same version: the check runs, the posts are not read again.
    clock += POSTS_CHECK_MS;
    expect(await page()).toEqual(after);
    expect(select).toHaveBeenCalledTimes(1);
    // Unpublishing (an update bumps updated_at) is a new version too.
    await own.db
      .update(blogPosts)
      .set({ published: false, updatedAt: new Date() })
      .where(eq(blogPosts.blogUrl, "shared-40"));
    clock += POSTS_CHECK_MS;
    expect(await findPublishedPost(own.db, "shared-40")).toBeUndefined();
    expect(await page()).toEqual(before);
  });

  it("postsVersion changes with every insert, update and delete (the same rows give the same version)", async () => {
    const own = await createTestDatabase("pglite");
    onTestFinished(() => own.close());
    const versions = [await postsVersion(own.db)];
    await own.db.insert(blogPosts).values(post(50));
    versions.push(await postsVersion(own.db));
    await own.db
      .update(blogPosts)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(blogPosts.blogUrl, "shared-50"));
    versions.push(await postsVersion(own.db));
    await own.db.delete(blogPosts).where(eq(blogPosts.blogUrl, "shared-50"));
    versions.push(await postsVersion(own.db));
    expect(new Set(versions.slice(0, 3)).size).toBe(3);
    expect(versions[3]).toBe(versions[0]);
  });
});
