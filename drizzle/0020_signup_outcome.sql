ALTER TABLE "signup_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
UPDATE "signup_requests" SET "outcome" = CASE
  WHEN "response_status" BETWEEN 200 AND 299 THEN 'paid'
  WHEN ("response_body"::jsonb ->> 'code') IS NOT NULL THEN "response_body"::jsonb ->> 'code'
  WHEN "response_status" = 400 THEN 'order_invalid'
  WHEN "response_status" = 402 THEN 'card_declined'
  WHEN "response_status" = 403 THEN 'email_not_verified'
  WHEN "response_status" = 409 THEN 'attempt_interrupted'
  WHEN "response_status" = 422 THEN 'idempotency_mismatch'
  WHEN "response_status" = 429 THEN 'too_many_declines'
  ELSE 'internal_error' END
WHERE "response_status" IS NOT NULL;
