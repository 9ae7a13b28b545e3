CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"signup_key" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"operator_id" integer,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "order_events_signup_key_idx" ON "order_events" USING btree ("signup_key","at");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_idx" ON "sandbox_refunds" USING btree ("charge_id");