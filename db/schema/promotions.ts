/**
 * Promotion codes and their redemptions. A code is created in the console and never deleted
 * once redeemed, only deactivated. A redemption is one per paid order (its sign-up key): it is
 * `reserved` while the order is being charged (it then counts against `max_redemptions`, so the last
 * use cannot be sold twice) and becomes `redeemed` in the account's own transaction. A reservation
 * whose sign-up attempt failed or was abandoned no longer counts (server/promotions/redemptions.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { subscriptions } from "./accounts";

/** A promotion code. Money in minor units. */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    /** Upper case; letters, digits, "-" and "_" (codes compare case-insensitively). */
    code: text("code").notNull(),
    /** Whole percent 1–100, or null for an amount-off code. */
    percentOff: integer("percent_off"),
    /** Minor units off per ISO currency code, or null for a percent-off code. */
    amountOff: jsonb("amount_off").$type<Record<string, number>>(),
    duration: text("duration", { enum: ["once", "forever", "repeating"] }).notNull(),
    durationInMonths: integer("duration_in_months"),
    /** Plan ids (1 Pro, 2 Team) and billing periods (1 Monthly, 2 Yearly) it applies to. */
    planIds: jsonb("plan_ids").$type<number[]>().notNull(),
    planTypeIds: jsonb("plan_type_ids").$type<number[]>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Paid orders it may discount; null for no limit. */
    maxRedemptions: integer("max_redemptions"),
    active: boolean("active").notNull().default(true),
    /** The console operator who created it (no foreign key: operators live in the console's schema). */
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("promotions_code_key").on(sql`upper(${t.code})`)],
);

/** One use of a code by one paid order, with the discount given (the order's record of it). */
export const promotionRedemptions = pgTable(
  "promotion_redemptions",
  {
    id: serial("id").primaryKey(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id),
    /** The sign-up attempt (idempotency key) of the order: one redemption per order. */
    signupKey: text("signup_key").notNull(),
    status: text("status", { enum: ["reserved", "redeemed"] }).notNull(),
    /** Set when redeemed: the subscription the order created. */
    subscriptionId: integer("subscription_id").references(() => subscriptions.id),
    currencyCode: text("currency_code").notNull(),
    /** Minor units taken off the first payment's subtotal, before tax. */
    discountAmount: integer("discount_amount").notNull(),
    /** The first payment's total after the discount and tax, and what it would have been without. */
    total: integer("total").notNull(),
    fullTotal: integer("full_total").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("promotion_redemptions_signup_key").on(t.signupKey),
    index("promotion_redemptions_promotion_idx").on(t.promotionId),
    uniqueIndex("promotion_redemptions_subscription_key").on(t.subscriptionId),
  ],
);
