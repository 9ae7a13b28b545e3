/**
 * Customer accounts created by the paid sign-up: the company, its first user (the owner) and
 * the subscription bought. All three are written in one transaction by POST /api/register-plan, after
 * the payment succeeded. Money in integer minor units of `currency_code`.
 */
import { sql } from "drizzle-orm";
import { boolean, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { countries } from "./core";
import { currencies, plans, planTypes } from "./plans";

/** A customer company. */
export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  countryId: integer("country_id")
    .notNull()
    .references(() => countries.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user. `email` is stored trimmed and lower-cased and is unique: the last line of defence that makes
 * two concurrent sign-ups of one address end with one account. `password_hash` is argon2id (PHC string).
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["owner", "member"] }).notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

/** The plan a company pays for, with the figures charged (exactly what the order summary showed). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    planTypeId: integer("plan_type_id")
      .notNull()
      .references(() => planTypes.id),
    envelopeId: integer("envelope_id").notNull(),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    users: integer("users").notNull(),
    amount: integer("amount").notNull(),
    /**
     * The net price of a whole period now, when a change of users set another one (decision 0072); null:
     * `amount`. The order's own figures (`amount`, `tax_amount`, `total`: what was bought and paid) stay.
     */
    periodAmount: integer("period_amount"),
    saveAmount: integer("save_amount").notNull(),
    taxPercent: numeric("tax_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    taxAmount: integer("tax_amount").notNull(),
    total: integer("total").notNull(),
    /**
     * Why `tax_percent` applies to this buyer (app/domain/tax.ts `TaxReason`): decided once, at purchase,
     * from the billing country, the tax ID and the seller's registrations; renewals and invoices reuse it.
     */
    taxReason: text("tax_reason", { enum: ["standard", "reverse_charge", "not_collected", "abn"] })
      .notNull()
      .default("standard"),
    /** The buyer's tax ID as given and checked (compact form, country prefix kept), if any. */
    taxId: text("tax_id"),
    /** Its kind (Stripe's tax ID types: `eu_vat`, `gb_vat`, `au_abn`, `sg_gst`, `sg_uen`), if any. */
    taxIdType: text("tax_id_type"),
    /** ISO 3166-1 alpha-2 country of the buyer's IP at purchase: evidence of the place of supply. */
    ipCountryCode: text("ip_country_code"),
    /** Stripe's subscription status, kept current by the payment provider's events. */
    status: text("status", {
      enum: ["active", "trialing", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "paused"],
    }).notNull(),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    /** The charge (sandbox) or PaymentIntent (Stripe) of the first payment. */
    providerPaymentId: text("provider_payment_id"),
    /** The idempotency key of the sign-up that created it: one subscription per key. */
    signupKey: text("signup_key").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /**
     * When the provider produced the state written last (an event's `created`): an event older than it
     * never overwrites status or period, whatever order the events arrive in.
     */
    stateAt: timestamp("state_at", { withTimezone: true }),
    /**
     * Minor units refunded so far (refunds made at the provider, e.g. in Stripe's dashboard): the sum of
     * its charges' `subscription_charges.amount_refunded`.
     */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /**
     * Whether the subscription ends at `current_period_end` instead of renewing (Stripe's
     * `cancel_at_period_end`), kept current by the provider's `customer.subscription.updated` events.
     */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /**
     * Why the customer cancelled (Stripe's `cancellation_details.feedback`: app/domain/cancellation.ts),
     * kept after a resume for the analytics; null when never given.
     */
    cancellationReason: text("cancellation_reason"),
    /** When the cancellation now scheduled was asked for (the event's time); null when none is. */
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    /** When a dispute (chargeback) was opened on one of its payments. */
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_provider_subscription_key").on(t.providerSubscriptionId),
    uniqueIndex("subscriptions_company_key").on(t.companyId),
    uniqueIndex("subscriptions_signup_key").on(t.signupKey),
  ],
);

/**
 * A payment (Stripe charge, or sandbox charge) of a subscription as its provider last reported it,
 * one row per charge: `amount_refunded` is the absolute amount refunded on that charge (Stripe's
 * `charge.amount_refunded`, minor units of the subscription's currency), so a redelivered or reordered
 * `charge.refunded` event can never count a refund twice. `subscription_id` is null for a charge of no
 * known subscription.
 */
export const subscriptionCharges = pgTable("subscription_charges", {
  /** The provider's charge id (`ch_…`). */
  providerChargeId: text("provider_charge_id").primaryKey(),
  subscriptionId: integer("subscription_id").references(() => subscriptions.id),
  /** The PaymentIntent the charge belongs to (Stripe), if any. */
  providerPaymentId: text("provider_payment_id"),
  /** Minor units charged. */
  amount: integer("amount").notNull(),
  /** Minor units refunded on this charge so far (absolute, never a delta). */
  amountRefunded: integer("amount_refunded").notNull().default(0),
  /** The provider event (its `created`) that wrote `amount_refunded` last: older events change nothing. */
  stateAt: timestamp("state_at", { withTimezone: true }).notNull(),
});
