CREATE TABLE "newsletter_deliveries" (
	"issue_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"mail_id" integer,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_issue_id_subscriber_id_pk" PRIMARY KEY("issue_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_nonce" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "request_ip_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_ip_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_content_hash_key" ON "newsletter_issues" USING btree ("content_hash");