CREATE TABLE "extra_user_prices" (
	"plan_id" integer NOT NULL,
	"plan_type_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "extra_user_prices_plan_id_plan_type_id_currency_code_pk" PRIMARY KEY("plan_id","plan_type_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"provider_charge_id" text PRIMARY KEY NOT NULL,
	"subscription_id" integer,
	"provider_payment_id" text,
	"amount" integer NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"state_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "deliveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "extra_user_prices" ADD CONSTRAINT "extra_user_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_user_prices" ADD CONSTRAINT "extra_user_prices_plan_type_id_plan_types_id_fk" FOREIGN KEY ("plan_type_id") REFERENCES "public"."plan_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_user_prices" ADD CONSTRAINT "extra_user_prices_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;