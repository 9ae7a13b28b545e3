CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_url" text NOT NULL,
	"title" text NOT NULL,
	"display_name" text NOT NULL,
	"image" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"twitter_url" text,
	"facebook_url" text,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_keywords" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_blog_url_unique" UNIQUE("blog_url")
);
--> statement-breakpoint
CREATE INDEX "blog_posts_published_created_idx" ON "blog_posts" USING btree ("published","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);