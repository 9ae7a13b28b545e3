CREATE TABLE "newsletter_erasures" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_reviews" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_by_id" integer,
	"status_by_email" text,
	"status_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"note_by_id" integer,
	"note_by_email" text,
	"note_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_reviews" ADD CONSTRAINT "lead_reviews_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_reviews_status_idx" ON "lead_reviews" USING btree ("status");