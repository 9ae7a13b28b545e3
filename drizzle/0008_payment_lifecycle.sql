CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"signup_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_subscriptions_signup_key_unique" UNIQUE("signup_key")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" jsonb
);
--> statement-breakpoint
DROP INDEX "signup_requests_processing_email_key";--> statement-breakpoint
DROP INDEX "signup_requests_open_lease_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_payment_method_id_sandbox_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."sandbox_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_open_email_key" ON "signup_requests" USING btree (lower("email")) WHERE "signup_requests"."status" in ('processing', 'requires_action');--> statement-breakpoint
CREATE INDEX "signup_requests_declines_idx" ON "signup_requests" USING btree ("created_at") WHERE "signup_requests"."response_status" = 402;--> statement-breakpoint
CREATE INDEX "signup_requests_open_lease_idx" ON "signup_requests" USING btree ("lease_expires_at") WHERE "signup_requests"."status" in ('processing', 'refunding', 'requires_action');