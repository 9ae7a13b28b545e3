ALTER TABLE "signup_requests" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "lease_expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "charge_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "signup_requests_open_lease_idx" ON "signup_requests" USING btree ("lease_expires_at") WHERE "signup_requests"."status" in ('processing', 'refunding');--> statement-breakpoint
-- Hand-written: attempts open before this migration keep the 10 minutes they had (from their last
-- update), and, since nothing recorded whether their charge had started, are treated as if it had,
-- so the recovery looks their charge up instead of assuming there is none.
UPDATE "signup_requests" SET "lease_expires_at" = "updated_at" + interval '10 minutes', "charge_started_at" = "created_at" WHERE "status" = 'processing';
