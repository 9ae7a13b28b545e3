/**
 * Reading published blog posts, shaped as the API answers them (CONTRACT.md). Shared by the API handlers
 * and the page loaders (through app/routes/blog/posts.server.ts), so pages and API always agree.
 * Must not import server/paths.ts: this module is also bundled into the React Router server build.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema";
import { pageOffset, type BlogDetail, type BlogListItem } from "../../app/domain/blog";
import type { Database } from "../db/client";

/** A page of published posts, newest first, and the number of published posts. */
export async function listPublishedPosts(db: Database, paging: { limit: number; page: number }): Promise<{ data: BlogListItem[]; count: number }> {
  const [rows, total] = await Promise.all([
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
      .limit(paging.limit)
      .offset(pageOffset(paging.page, paging.limit)),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.published, true)),
  ]);
  return {
    data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    count: total[0]?.n ?? 0,
  };
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
