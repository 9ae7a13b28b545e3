/**
 * Plans and prices: currencies, the plans, Sleeve-credit tiers ("envelopes")
 * with their prices per plan, billing period and currency, the tax and discount settings, and the rows of
 * the plan comparison table. Money is always an integer in minor units; storage in GB. Written from
 * the price book (server/pricing/price-book.ts) by server/db/seed/plans.ts, read by
 * server/pricing/plan-list.ts, served by POST /api/plan-list.
 */
import { boolean, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Currencies the plans are sold in; exactly one has `is_default` (USD). */
export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  symbol: text("symbol").notNull(),
  name: text("name").notNull(),
  minorUnit: integer("minor_unit").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  sortOrder: integer("sort_order").notNull(),
});

/** Billing periods: 1 Monthly, 2 Yearly (the API's `plan_type_id`). */
export const planTypes = pgTable("plan_types", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  months: integer("months").notNull(),
});

/**
 * Plans: 0 Free, 1 Pro, 2 Team (the API's `plan_id`). The allowance columns describe the Free plan;
 * paid plans take theirs from the tier bought.
 */
export const plans = pgTable("plans", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** Users included in the base price. */
  users: integer("users").notNull(),
  minUsers: integer("min_users").notNull(),
  maxUsers: integer("max_users").notNull(),
  /** Free plan only: Sleeves per calendar month. */
  sleevesPerMonth: integer("sleeves_per_month"),
  /** Free plan only: SMS reminders per month. */
  sms: integer("sms"),
  /** Free plan only: storage in GB. */
  storageGb: integer("storage_gb"),
  sortOrder: integer("sort_order").notNull(),
});

/** A Sleeve-credit tier of a paid plan, priced for one period in one currency, first user included. */
export const envelopeTiers = pgTable(
  "envelope_tiers",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    planTypeId: integer("plan_type_id")
      .notNull()
      .references(() => planTypes.id),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    /** Tier id, shared across periods and currencies (1 = smallest). */
    tierId: integer("tier_id").notNull(),
    text: text("text").notNull(),
    /** Minor units per period. */
    amount: integer("amount").notNull(),
    /** Sleeves credited per period. */
    total: integer("total").notNull(),
    sms: integer("sms").notNull(),
    storageGb: integer("storage_gb").notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.planTypeId, t.currencyCode, t.tierId] })],
);

/**
 * The price of one user beyond the first, per paid plan, billing period and currency (minor units per
 * period): a local price point in each currency, like the tiers, never one number in every currency.
 * 0 for Pro (one user). Served in the plan list as each price's `extra_user_amount`.
 */
export const extraUserPrices = pgTable(
  "extra_user_prices",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    planTypeId: integer("plan_type_id")
      .notNull()
      .references(() => planTypes.id),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    /** Minor units per extra user per period. */
    amount: integer("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.planTypeId, t.currencyCode] })],
);

/** Pricing settings: one row (id 1). Percentages; tax has up to two decimals. */
export const pricingSettings = pgTable("pricing_settings", {
  id: integer("id").primaryKey(),
  taxPercent: numeric("tax_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
  monthDiscount: integer("month_discount").notNull(),
  yearDiscount: integer("year_discount").notNull(),
});

/**
 * A row of the plan comparison table: per plan a flag or a short value ("30"), stored as JSON text
 * (`true`, `"30"`). Text, not jsonb: PGlite sends a JS string parameter as untyped text, so "30" would
 * come back from a jsonb column as the number 30.
 */
export const planFeatures = pgTable("plan_features", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  free: text("free").notNull(),
  pro: text("pro").notNull(),
  team: text("team").notNull(),
  sortOrder: integer("sort_order").notNull(),
});
