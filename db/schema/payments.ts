/**
 * The sandbox payment provider's records (PAYMENT_PROVIDER=sandbox, the default): payment methods and
 * charges live in the database so any instance can charge a card another instance took. Card numbers
 * are never stored: only brand, last four digits, expiry and the test behaviour of the number.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A card entered on the payment form (`pm_sandbox_…`). */
export const sandboxPaymentMethods = pgTable("sandbox_payment_methods", {
  id: text("id").primaryKey(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  /** What charging it does: succeed, decline with a message, or ask for 3-D Secure first. */
  behavior: text("behavior", {
    enum: ["succeed", "decline_on_charge", "insufficient_funds", "requires_action"],
  }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A charge (`ch_sandbox_…`); the idempotency key makes a retried charge return the first one. A charge
 * on a 3-D Secure card starts `requires_action` and becomes `succeeded` or `failed` when the buyer
 * answers the challenge; `failed` ones took no money.
 */
export const sandboxCharges = pgTable("sandbox_charges", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** The sandbox subscription it pays for (first invoice or a renewal). */
  subscriptionId: text("subscription_id"),
  paymentMethodId: text("payment_method_id")
    .notNull()
    .references(() => sandboxPaymentMethods.id),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  status: text("status", { enum: ["succeeded", "refunded", "requires_action", "failed"] }).notNull(),
  /** Stripe-like decline code of a failed charge. */
  failureCode: text("failure_code"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
});

/**
 * A sandbox subscription (`sub_sandbox_…`), shaped like Stripe's: created `incomplete` with its first
 * charge, `active` once that is paid, `past_due` after a failed renewal, `canceled` at the end.
 */
export const sandboxSubscriptions = pgTable("sandbox_subscriptions", {
  id: text("id").primaryKey(),
  /** The customer (`cus_sandbox_…`), as Stripe's subscriptions have one. */
  customerId: text("customer_id").notNull(),
  customerEmail: text("customer_email").notNull(),
  paymentMethodId: text("payment_method_id")
    .notNull()
    .references(() => sandboxPaymentMethods.id),
  signupKey: text("signup_key").notNull().unique(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  interval: text("interval", { enum: ["month", "year"] }).notNull(),
  description: text("description").notNull(),
  status: text("status", {
    enum: ["incomplete", "incomplete_expired", "active", "past_due", "unpaid", "canceled"],
  }).notNull(),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  /**
   * A promotion code's discount, as Stripe keeps a coupon on the subscription: minor units off each
   * payment (tax included) while the discount lasts, until `discount_ends_at` (null: forever).
   */
  discountAmountOff: integer("discount_amount_off"),
  discountEndsAt: timestamp("discount_ends_at", { withTimezone: true }),
  /** Ends at the period's end instead of renewing, as Stripe's `cancel_at_period_end`. */
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** Stripe's `cancellation_details.feedback` given with the cancellation, if any. */
  cancellationFeedback: text("cancellation_feedback"),
  /**
   * Credit the customer has with the sandbox (minor units, tax included), as Stripe's customer balance: a
   * change to fewer users credits the rest of the period here, and the next payments are taken from it first.
   */
  creditBalance: integer("credit_balance").notNull().default(0),
  /** The item's quantity, as Stripe's `items.data[].quantity`: the number of users (1 on Pro). */
  quantity: integer("quantity").notNull().default(1),
  /**
   * Stripe's subscription `metadata`: the sign-up key and the order's figures before tax, tax and total
   * (minor units, as strings), kept current by a change of users as the site's Stripe subscriptions carry them.
   */
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A change of users of a sandbox subscription (docs/decisions/0072-proration-of-user-changes.md): one row per
 * idempotency key, written in the change's transaction, so a repeated or concurrent confirm finds the first
 * change instead of charging or crediting again. `charge_id` is the charge of an increase (the credit notes
 * of a decrease are keyed `<idempotency key>:<charge id>` in `sandbox_credit_notes`).
 */
export const sandboxSubscriptionChanges = pgTable(
  "sandbox_subscription_changes",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    subscriptionId: text("subscription_id").notNull(),
    fromQuantity: integer("from_quantity").notNull(),
    quantity: integer("quantity").notNull(),
    /** What the change took or gave back now: `charge`, `credit` or `none`. */
    kind: text("kind", { enum: ["charge", "credit", "none"] }).notNull(),
    /** Minor units charged or credited (tax included); 0 for `none`. */
    total: integer("total").notNull(),
    chargeId: text("charge_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_subscription_changes_subscription_idx").on(t.subscriptionId)],
);

/**
 * A credit note of the sandbox (`cn_sandbox_…`, Stripe's credit note credited to the customer's balance):
 * the part of a change of users' credit taken against one charge of the period, keyed
 * `<change's idempotency key>:<charge id>`. What a charge can still be credited is its amount less its
 * refunds and credit notes.
 */
export const sandboxCreditNotes = pgTable(
  "sandbox_credit_notes",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    subscriptionId: text("subscription_id").notNull(),
    chargeId: text("charge_id").notNull(),
    /** Minor units credited, tax included. */
    amount: integer("amount").notNull(),
    /** Its words (the change it credits). */
    memo: text("memo").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_credit_notes_charge_idx").on(t.chargeId)],
);

/**
 * A card saved as a subscription's default (`seti_sandbox_…`, Stripe's SetupIntent): a 3-D Secure card
 * waits `requires_action` until the customer answers the challenge; the idempotency key makes a repeated
 * post find the first one.
 */
export const sandboxSetupIntents = pgTable("sandbox_setup_intents", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  subscriptionId: text("subscription_id").notNull(),
  paymentMethodId: text("payment_method_id")
    .notNull()
    .references(() => sandboxPaymentMethods.id),
  status: text("status", { enum: ["requires_action", "succeeded", "failed"] }).notNull(),
  failureCode: text("failure_code"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every provider event received on POST /api/stripe/webhook, by its id: a redelivered event is
 * acknowledged and not processed again once `processed_at` is set, which happens only when its handler
 * succeeded. A delivery handles the event under a lease (`lease_expires_at`, fenced by `deliveries`):
 * while the lease runs, other deliveries are answered non-2xx so the provider retries; a lease left
 * behind by a crash or a hung handler expires, and the next delivery handles the event.
 */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** The event's own time (Stripe's `created`). */
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set once a delivery's handler succeeded; null while in work, after a failure or a crash. */
  processedAt: timestamp("processed_at", { withTimezone: true }),
  /** Until when the delivery handling the event holds it; null when nobody does. */
  leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
  /** Deliveries that claimed the event (the fencing token of the current lease). */
  deliveries: integer("deliveries").notNull().default(0),
  /** A short note on what the event changed (for support), never personal data. */
  outcome: jsonb("outcome").$type<Record<string, unknown>>(),
});
