/**
 * The sandbox payment provider's records (PAYMENT_PROVIDER=sandbox, the default): payment methods and
 * charges live in the database so any instance can charge a card another instance took. Card numbers
 * are never stored: only brand, last four digits, expiry and the test behaviour of the number.
 */
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A card entered on the payment form (`pm_sandbox_…`). */
export const sandboxPaymentMethods = pgTable("sandbox_payment_methods", {
  id: text("id").primaryKey(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  /** What charging it does: succeed, or decline (Stripe's 4000 0000 0000 0341 test card). */
  behavior: text("behavior", { enum: ["succeed", "decline_on_charge"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A charge (`ch_sandbox_…`); the idempotency key makes a retried charge return the first one. */
export const sandboxCharges = pgTable("sandbox_charges", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  paymentMethodId: text("payment_method_id").notNull().references(() => sandboxPaymentMethods.id),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  status: text("status", { enum: ["succeeded", "refunded"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
});
