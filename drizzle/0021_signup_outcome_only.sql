DROP INDEX "signup_requests_declines_idx";--> statement-breakpoint
CREATE INDEX "signup_requests_declines_idx" ON "signup_requests" USING btree ("created_at") WHERE "signup_requests"."outcome" = 'card_declined';--> statement-breakpoint
ALTER TABLE "signup_requests" DROP COLUMN "response_status";