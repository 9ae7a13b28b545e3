/**
 * The blog import against every test database: upsert by blog_url, unchanged files left alone,
 * and the error paths: a bad file names the file and the field and nothing at all is written.
 */
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema";
import type { DatabaseHandle } from "../../server/db/client";
import {
  BLOG_CONTENT_DIR,
  BlogImportError,
  importPostFiles,
  importPosts,
  listPostFiles,
} from "../../server/blog/import";
import { postSource } from "../support/blog-fixtures";
import { createTestDatabase, DATABASES } from "../support/databases";

describe.each(DATABASES)("blog import on %s", (kind) => {
  let database: DatabaseHandle;
  const db = () => database.db;
  const snapshot = () => db().select().from(blogPosts).orderBy(asc(blogPosts.blogUrl));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await db().delete(blogPosts);
  });

  it("imports every file of content/blog, the draft unpublished (as the start-up seed does)", async () => {
    const files = await listPostFiles(BLOG_CONTENT_DIR);
    const summary = await importPostFiles(db());
    expect(summary.inserted).toHaveLength(files.length);
    const rows = await snapshot();
    expect(rows.filter((r) => r.published).length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => !r.published).map((r) => r.blogUrl)).toEqual([
      "building-a-template-library-for-client-requests",
    ]);
    expect(rows.every((r) => r.image === `/images/blog/${r.blogUrl}.svg`)).toBe(true);
    const again = await importPostFiles(db());
    expect(again).toEqual({ inserted: [], updated: [], unchanged: summary.inserted });
  });

  it("updates a changed post by blog_url and leaves unchanged ones (and their updated_at) alone", async () => {
    await importPosts(db(), [postSource("a/first-post.md"), postSource("a/second-post.md")]);
    const before = await snapshot();
    const summary = await importPosts(db(), [
      postSource("b/first-post.md", { title: '"A better title"', published: "false" }),
      postSource("b/second-post.md"),
    ]);
    expect(summary).toEqual({ inserted: [], updated: ["first-post"], unchanged: ["second-post"] });
    const after = await snapshot();
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      blogUrl: "first-post",
      title: "A better title",
      published: false,
      id: before[0]!.id,
    });
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before[0]!.updatedAt.getTime());
    expect(after[0]!.contentHash).not.toBe(before[0]!.contentHash);
    expect(after[1]).toEqual(before[1]);
  });

  it("changes nothing when one file of the batch has bad front matter, and names it", async () => {
    await importPosts(db(), [postSource("a/existing-post.md")]);
    const before = await snapshot();
    const batch = [
      postSource("content/blog/existing-post.md", { title: '"Changed title"' }),
      postSource("content/blog/brand-new-post.md"),
      postSource("content/blog/broken-post.md", { created_at: '"next Tuesday"' }),
      postSource("content/blog/another-new-post.md"),
    ];
    const error = await importPosts(db(), batch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlogImportError);
    expect((error as BlogImportError).message).toMatch(
      /^content\/blog\/broken-post\.md: front matter field "created_at" must be an ISO 8601 date-time/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("rejects two files with the same slug and writes neither", async () => {
    const error = await importPosts(db(), [postSource("a/twin-post.md"), postSource("b/twin-post.md")]).catch(
      (e: unknown) => e,
    );
    expect((error as BlogImportError).message).toBe("b/twin-post.md: blog_url duplicates a/twin-post.md");
    expect(await snapshot()).toEqual([]);
  });

  it("rolls the whole batch back when the database fails half-way", async () => {
    // A title the column accepts on neither database: NUL bytes are not valid in PostgreSQL text.
    const batch = [postSource("a/good-post.md"), postSource("a/nul-post.md", { title: '"Bad \\0 title"' })];
    await expect(importPosts(db(), batch)).rejects.toThrow();
    expect(await snapshot()).toEqual([]);
  });
});
