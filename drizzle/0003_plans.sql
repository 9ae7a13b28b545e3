CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"minor_unit" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envelope_tiers" (
	"plan_id" integer NOT NULL,
	"plan_type_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"tier_id" integer NOT NULL,
	"text" text NOT NULL,
	"amount" integer NOT NULL,
	"total" integer NOT NULL,
	"sms" integer NOT NULL,
	"storage_gb" integer NOT NULL,
	CONSTRAINT "envelope_tiers_plan_id_plan_type_id_currency_code_tier_id_pk" PRIMARY KEY("plan_id","plan_type_id","currency_code","tier_id")
);
--> statement-breakpoint
CREATE TABLE "plan_features" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"free" text NOT NULL,
	"pro" text NOT NULL,
	"team" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"users" integer NOT NULL,
	"min_users" integer NOT NULL,
	"max_users" integer NOT NULL,
	"sleeves_per_month" integer,
	"sms" integer,
	"storage_gb" integer,
	"sort_order" integer NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pricing_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL,
	"month_discount" integer NOT NULL,
	"year_discount" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "envelope_tiers" ADD CONSTRAINT "envelope_tiers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_tiers" ADD CONSTRAINT "envelope_tiers_plan_type_id_plan_types_id_fk" FOREIGN KEY ("plan_type_id") REFERENCES "public"."plan_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_tiers" ADD CONSTRAINT "envelope_tiers_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;