/**
 * Blog posts: authored as Markdown in content/blog/*.md and upserted by slug at start and by
 * `npm run blog:import` (server/blog/import.ts). `description` holds the rendered, sanitised HTML.
 */
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** One post; `blog_url` is the slug (the Markdown file name) and the public id in URLs and the API. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    blogUrl: text("blog_url").notNull().unique(),
    title: text("title").notNull(),
    /** Short name for breadcrumbs and tight spaces. */
    displayName: text("display_name").notNull(),
    /** Site-relative cover image path, e.g. /images/blog/<slug>.svg (1200×630). */
    image: text("image").notNull(),
    authorName: text("author_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Sanitised HTML rendered from the Markdown body. */
    description: text("description").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    twitterUrl: text("twitter_url"),
    facebookUrl: text("facebook_url"),
    metaTitle: text("meta_title").notNull(),
    metaDescription: text("meta_description").notNull(),
    metaKeywords: text("meta_keywords").notNull(),
    published: boolean("published").notNull().default(false),
    /**
     * SHA-256 of the imported fields: an import only rewrites (and bumps `updated_at` of) rows whose
     * source changed, so restarts keep `updated_at` meaningful for the sitemap and feeds.
     */
    contentHash: text("content_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The list query: published posts, newest first (id breaks ties so paging is stable).
  (t) => [index("blog_posts_published_created_idx").on(t.published, t.createdAt.desc(), t.id.desc())],
);
