CREATE TABLE "sandbox_credit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"subscription_id" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"memo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_credit_notes_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"subscription_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_setup_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscription_changes" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"from_quantity" integer NOT NULL,
	"quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"total" integer NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_amount" integer;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "credit_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_setup_intents" ADD CONSTRAINT "sandbox_setup_intents_payment_method_id_sandbox_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."sandbox_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_credit_notes_charge_idx" ON "sandbox_credit_notes" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "sandbox_subscription_changes_subscription_idx" ON "sandbox_subscription_changes" USING btree ("subscription_id");--> statement-breakpoint
-- Existing sandbox subscriptions: the users and figures their site record holds (decision 0072).
UPDATE "sandbox_subscriptions" AS ss SET "quantity" = s."users", "metadata" = jsonb_build_object('amount', s."amount"::text, 'tax_amount', s."tax_amount"::text, 'total', s."total"::text) FROM "subscriptions" AS s WHERE s."provider_subscription_id" = ss."id";
