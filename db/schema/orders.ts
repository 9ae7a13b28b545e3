/**
 * The operator console's order records (decision 0028): the sandbox provider's refunds (Stripe keeps its
 * own) and each order's timeline entries that no other table holds (refunds issued from the console and
 * the provider events that concern the order).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A refund of a sandbox charge (`re_sandbox_…`), possibly partial. Like Stripe's, the idempotency key
 * makes a retried refund return the first one; the refunds of a charge never add up to more than it.
 */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    chargeId: text("charge_id").notNull(),
    /** Minor units of the charge's currency. */
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_refunds_charge_idx").on(t.chargeId)],
);

/** What a timeline entry records (ids, amounts and the operator's own words; never card data). */
export type OrderEventDetail = Record<string, string | number | boolean | null>;

/**
 * One entry of an order's timeline, by the sign-up key of the order: `refund` (issued from the console,
 * keyed by the provider's refund id so a repeated submit records it once) and `provider_event` (an event
 * of the payment provider about the order, keyed by the event id; `cancellation_scheduled` and
 * `cancellation_withdrawn` are such events that scheduled or withdrew a cancellation at the period's end,
 * `users_changed` and `card_updated` such events that changed the number of users or the default card).
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    signupKey: text("signup_key").notNull(),
    kind: text("kind", {
      enum: [
        "refund",
        "provider_event",
        "cancellation_scheduled",
        "cancellation_withdrawn",
        "users_changed",
        "card_updated",
      ],
    }).notNull(),
    /** The provider's id of what happened (refund or event id): one entry each. */
    sourceId: text("source_id").notNull().unique(),
    /** The operator who did it (console actions), null for the provider's own events. */
    operatorId: integer("operator_id"),
    detail: jsonb("detail").$type<OrderEventDetail>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("order_events_signup_key_idx").on(t.signupKey, t.at)],
);
