CREATE TABLE "analytics_daily_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_funnel_day_step_plan_period_pk" PRIMARY KEY("day","step","plan","period")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_views_day_path_referrer_host_utm_source_utm_medium_utm_campaign_pk" PRIMARY KEY("day","path","referrer_host","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_hashes" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "analytics_visitor_hashes_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
CREATE INDEX "analytics_visitor_hashes_day_idx" ON "analytics_visitor_hashes" USING btree ("day");