/**
 * Reading published blog posts, shaped as the API answers them (CONTRACT.md). Shared by the API handlers
 * and the page loaders (through app/routes/blog/posts.server.ts), so pages and API always agree.
 * Must not import server/paths.ts: this module is also bundled into the React Router server build.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema";
import { pageOffset, type BlogDetail, type BlogListItem } from "../../app/domain/blog";
import type { Database } from "../db/client";
import { sharedRead } from "../shared-read";

/** A page of published posts, newest first, and the number of published posts. */
export async function listPublishedPosts(db: Database, paging: { limit: number; page: number }): Promise<{ data: BlogListItem[]; count: number }> {
  const [rows, total] = await Promise.all([
    publishedPostsNewestFirst(db).limit(paging.limit).offset(pageOffset(paging.page, paging.limit)),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.published, true)),
  ]);
  return { data: rows.map(listItem), count: total[0]?.n ?? 0 };
}

/** The list fields of the published posts, newest first (a query to narrow or run). */
function publishedPostsNewestFirst(db: Database) {
  return (
    db
      .select({
        blog_url: blogPosts.blogUrl,
        title: blogPosts.title,
        image: blogPosts.image,
        author_name: blogPosts.authorName,
        created_at: blogPosts.createdAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      // id breaks ties between posts with the same timestamp, so pages never overlap or skip.
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .$dynamic()
  );
}

const listItem = (row: Omit<BlogListItem, "created_at"> & { created_at: Date }): BlogListItem => ({ ...row, created_at: row.created_at.toISOString() });

/**
 * How long one read of the post list answers the /blog pages (ms): a newly published post shows there
 * within this long (plus one read). Rendered per request, the page would otherwise query the database
 * twice per view, which on the embedded database costs milliseconds of its single thread (issue 7).
 */
export const BLOG_LIST_REUSE_MS = 5_000;

/** Every published post's list fields, newest first: what the /blog pages are cut from. */
async function allPublishedPosts(db: Database): Promise<BlogListItem[]> {
  return (await publishedPostsNewestFirst(db)).map(listItem);
}

// The site publishes tens of posts: the whole list is smaller than one rendered page.
const sharedPostList = sharedRead(allPublishedPosts, { reuseMs: BLOG_LIST_REUSE_MS, staleWhileRefreshing: true });

/**
 * The same answer as `listPublishedPosts`, cut from one list read shared by every request for up to
 * BLOG_LIST_REUSE_MS (the /blog pages; the API reads afresh).
 */
export async function listPublishedPostsShared(db: Database, paging: { limit: number; page: number }): Promise<{ data: BlogListItem[]; count: number }> {
  const all = await sharedPostList(db);
  const offset = pageOffset(paging.page, paging.limit);
  return { data: all.slice(offset, offset + paging.limit), count: all.length };
}

/** A published post with the fields only the page needs (cover, dates for meta). */
export interface PublishedPost extends BlogDetail {
  blog_url: string;
  image: string;
  updated_at: string;
}

/** The published post with this blog_url, or undefined. */
export async function findPublishedPost(db: Database, blogUrl: string): Promise<PublishedPost | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.blogUrl, blogUrl), eq(blogPosts.published, true)))
    .limit(1);
  if (!row) return undefined;
  return {
    blog_url: row.blogUrl,
    title: row.title,
    display_name: row.displayName,
    author_name: row.authorName,
    created_at: row.createdAt.toISOString(),
    description: row.description,
    tags: row.tags,
    twitter_url: row.twitterUrl,
    facebook_url: row.facebookUrl,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    image: row.image,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The API's view of a post (CONTRACT.md /api/blog-detail): exactly the contract's fields. */
export function toBlogDetail(post: PublishedPost): BlogDetail {
  const { blog_url: _url, image: _image, updated_at: _updated, ...detail } = post;
  return detail;
}

/** A feed or sitemap entry. */
export interface FeedEntry {
  blog_url: string;
  title: string;
  author_name: string;
  meta_description: string;
  tags: string[];
  created_at: Date;
  updated_at: Date;
}

/** The newest `limit` published posts for RSS and the sitemap. */
export async function feedEntries(db: Database, limit = 1000): Promise<FeedEntry[]> {
  return db
    .select({
      blog_url: blogPosts.blogUrl,
      title: blogPosts.title,
      author_name: blogPosts.authorName,
      meta_description: blogPosts.metaDescription,
      tags: blogPosts.tags,
      created_at: blogPosts.createdAt,
      updated_at: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit);
}
