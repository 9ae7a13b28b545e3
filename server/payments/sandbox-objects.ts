/**
 * The sandbox's records as Stripe's objects of the pinned API version (the fields the site reads), for the
 * events the sandbox emits: subscriptions, invoices and charges with their refunds. Shared by the
 * sandbox's charges, renewals and refunds (./sandbox.ts) and its changes of users and cards
 * (./sandbox-changes.ts).
 */
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { sandboxRefunds, type sandboxCharges, type sandboxSubscriptions } from "../../db/schema";
import type { Database } from "../../db/database";

export type Charge = typeof sandboxCharges.$inferSelect;
export type Subscription = typeof sandboxSubscriptions.$inferSelect;

/** A Stripe-shaped event the sandbox emits (`data.object` as Stripe would send it). */
export interface SandboxEvent {
  type: string;
  object: Record<string, unknown>;
  previousAttributes?: Record<string, unknown>;
}

/** Where the sandbox's events go: signed and handed to the webhook endpoint's handler. */
export interface SandboxEventSink {
  emit(events: SandboxEvent[]): Promise<void>;
}

/** Stripe's `idempotency_error`: a key reused with different parameters (a bug in the caller). */
export class SandboxIdempotencyError extends Error {
  constructor(key: string) {
    super(
      `Keys for idempotent requests can only be used with the same parameters they were first used with (key ${key})`,
    );
    this.name = "SandboxIdempotencyError";
  }
}

/** A new sandbox id with Stripe's kind of prefix, e.g. `ch_sandbox_…`. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

/** Unix seconds, as Stripe's timestamps. */
export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The client secret of a payment waiting for 3-D Secure (Stripe's `<id>_secret_…`). */
export const clientSecretOf = (charge: Pick<Charge, "id" | "idempotencyKey">) =>
  `${charge.id}_secret_${charge.idempotencyKey.length.toString(36)}${charge.id.slice(-6)}`;

/** The id of the sandbox's invoice of charge `chargeId` (`ch_sandbox_x` → `in_sandbox_x`): one invoice per charge. */
export const invoiceIdOf = (chargeId: string) => `in_${chargeId.slice(3)}`;

/** The charge a sandbox invoice id stands for (the inverse of `invoiceIdOf`), or undefined for any other id. */
export const chargeIdOfInvoice = (invoiceId: string) =>
  invoiceId.startsWith("in_sandbox_") ? `ch_${invoiceId.slice(3)}` : undefined;

/** Stripe's subscription object. */
export function subscriptionObject(s: Subscription): Record<string, unknown> {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customerId,
    status: s.status,
    default_payment_method: s.paymentMethodId,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? seconds(s.currentPeriodEnd) : null,
    cancellation_details: {
      reason: s.cancelAtPeriodEnd ? "cancellation_requested" : null,
      feedback: s.cancelAtPeriodEnd ? s.cancellationFeedback : null,
      comment: null,
    },
    metadata: { ...s.metadata, signup_key: s.signupKey },
    items: {
      object: "list",
      data: [
        {
          object: "subscription_item",
          quantity: s.quantity,
          current_period_start: seconds(s.currentPeriodStart),
          current_period_end: seconds(s.currentPeriodEnd),
        },
      ],
    },
  };
}

/**
 * The line of a proration invoice (a change of users): the net amount for the rest of the period from
 * `periodStart`, with the new quantity, as Stripe's `proration: true` line.
 */
export interface ProrationLine {
  net: number;
  periodStart: Date;
  description: string;
}

/**
 * Stripe's invoice object for a charge of `s`: over its current period, or with `proration` over the rest
 * of it (`billing_reason` `subscription_update`, with its `subtotal` before tax). `fromBalance` is what the
 * customer's credit paid of it (Stripe's negative `starting_balance`): its `total` is the charge and that.
 */
export function invoiceObject(
  s: Subscription,
  charge: Charge,
  reason: "subscription_create" | "subscription_cycle" | "subscription_update",
  options: { proration?: ProrationLine; fromBalance?: number } = {},
): Record<string, unknown> {
  const { proration, fromBalance = 0 } = options;
  const paid = charge.status === "succeeded";
  const period = {
    start: seconds(proration?.periodStart ?? s.currentPeriodStart),
    end: seconds(s.currentPeriodEnd),
  };
  const line = proration
    ? { amount: proration.net, quantity: s.quantity, proration: true, description: proration.description }
    : { amount: charge.amount };
  return {
    id: invoiceIdOf(charge.id),
    object: "invoice",
    customer: s.customerId,
    customer_email: s.customerEmail,
    billing_reason: reason,
    currency: s.currency.toLowerCase(),
    amount_due: charge.amount,
    amount_paid: paid ? charge.amount : 0,
    ...(proration ? { subtotal: proration.net, total: charge.amount } : {}),
    ...(fromBalance > 0 ? { starting_balance: -fromBalance, total: charge.amount + fromBalance } : {}),
    status: paid ? "paid" : "open",
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: s.id, metadata: { signup_key: s.signupKey } },
    },
    lines: { object: "list", data: [{ object: "line_item", ...line, period }] },
    payments: { object: "list", data: [{ object: "invoice_payment", payment: { type: "charge", charge: charge.id } }] },
  };
}

/** A refund as the charge object lists it. */
export type RefundEntry = { id: string; amount: number; created: number };

/**
 * The refunds of `charge` as Stripe lists them on the charge (`refunds.data`, newest first): the partial
 * refunds (from the console, or a change of users' credit), and what a full refund (`refund()`, which keeps
 * no refund row) added beyond them, under an id derived from the charge so every report of it names the
 * same refund.
 */
export async function refundsOf(
  db: Pick<Database, "select">,
  charge: Charge,
  amountRefunded: number,
): Promise<RefundEntry[]> {
  const rows = await db
    .select({ id: sandboxRefunds.id, amount: sandboxRefunds.amount, created: sandboxRefunds.createdAt })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.chargeId, charge.id))
    .orderBy(desc(sandboxRefunds.createdAt));
  const entries = rows.map((r) => ({ id: r.id, amount: r.amount, created: seconds(r.created) }));
  const rest = amountRefunded - entries.reduce((sum, r) => sum + r.amount, 0);
  if (rest > 0)
    entries.unshift({
      id: `re_sandbox_full_${charge.id.replace(/^ch_sandbox_/, "")}`,
      amount: rest,
      created: seconds(charge.refundedAt ?? charge.createdAt),
    });
  return entries;
}

/** Stripe's charge object. */
export function chargeObject(
  s: Subscription,
  charge: Charge,
  amountRefunded: number,
  refunds: RefundEntry[] = [],
): Record<string, unknown> {
  return {
    refunds: { object: "list", data: refunds.map((r) => ({ object: "refund", ...r, status: "succeeded" })) },
    id: charge.id,
    object: "charge",
    customer: s.customerId,
    amount: charge.amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= charge.amount,
    currency: s.currency.toLowerCase(),
    payment_intent: charge.id,
  };
}

/**
 * Stripe's credit note object for `amount` credited to the customer's balance against the invoice of
 * `charge` (`credit_amount`; nothing refunded).
 */
export function creditNoteObject(
  s: Subscription,
  note: { id: string; chargeId: string; amount: number; memo: string; createdAt: Date },
): Record<string, unknown> {
  return {
    id: note.id,
    object: "credit_note",
    customer: s.customerId,
    invoice: invoiceIdOf(note.chargeId),
    currency: s.currency.toLowerCase(),
    total: note.amount,
    credit_amount: note.amount,
    refund_amount: 0,
    out_of_band_amount: 0,
    type: "post_payment",
    reason: "order_change",
    memo: note.memo,
    status: "issued",
    created: seconds(note.createdAt),
    metadata: { signup_key: s.signupKey },
  };
}
