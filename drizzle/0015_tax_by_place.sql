ALTER TABLE "subscriptions" ADD COLUMN "tax_reason" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tax_id_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ip_country_code" text;