/**
 * The sandbox payment provider (PAYMENT_PROVIDER=sandbox, the default): offline, with Stripe's test card
 * behaviour. Cards are turned into payment methods by POST /api/sandbox/payment-methods; subscriptions
 * and charges are rows (`sandbox_subscriptions`, `sandbox_charges`), so any instance can continue what
 * another started. Like Stripe's idempotency keys, a charge retried with the same key (by any instance,
 * after any crash) returns the first charge and charges nothing more, and the same key with other
 * parameters is an error.
 *
 * Like Stripe, it reports what happens to a subscription as signed events posted to the webhook
 * (`invoice.paid`, `invoice.payment_failed`, `customer.subscription.updated` / `deleted`,
 * `charge.refunded`), shaped like Stripe's objects of the pinned API version, through `events` (see
 * server/payments/webhook.ts for why delivery is in-process). A 3-D Secure card leaves its first charge
 * `requires_action` until the buyer answers the challenge (`answerChallenge`); `renewSandboxSubscription`
 * moves a subscription to its next period, paid or failed, as Stripe's billing would.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { sandboxCharges, sandboxPaymentMethods, sandboxSubscriptions } from "../../db/schema";
import type { Database } from "../../db/database";
import { addMonths } from "../../app/domain/calendar";
import { CARD_MESSAGES, DECLINES, isExpired, type SandboxCard } from "./sandbox-cards";
import { answerSetupChallenge, isSetupSecret, sandboxCardOf } from "./sandbox-changes";
import {
  chargeObject,
  clientSecretOf,
  invoiceObject,
  newId,
  refundsOf,
  SandboxIdempotencyError,
  subscriptionObject,
  type Charge,
  type SandboxEvent,
  type SandboxEventSink,
  type Subscription,
} from "./sandbox-objects";
import { partialRefundsOf, refundSandboxCharge } from "./sandbox-refunds";
import type { ChargeOutcome, ChargeRequest, PaymentProvider, PaymentRecord } from "./types";
import { emailIs } from "../db/email";

export type { SandboxEvent, SandboxEventSink } from "./sandbox-objects";

export { SandboxIdempotencyError } from "./sandbox-objects";

/** Stores an accepted card as a payment method; returns its id (`pm_sandbox_…`). */
export async function createSandboxPaymentMethod(
  db: Database,
  card: SandboxCard,
  expiry: { month: number; year: number },
): Promise<string> {
  const id = newId("pm_sandbox");
  await db.insert(sandboxPaymentMethods).values({
    id,
    brand: card.brand,
    last4: card.last4,
    expMonth: expiry.month,
    expYear: expiry.year,
    behavior: card.behavior,
  });
  return id;
}

/**
 * A promotion's discount on a new sandbox subscription, ending as a Stripe coupon's does: `once` after
 * the first payment, `repeating` N months after the start, `forever` never (null).
 */
function discountColumns(
  request: ChargeRequest,
  start: Date,
): { discountAmountOff: number | null; discountEndsAt: Date | null } {
  const d = request.discount;
  if (!d || d.amountOff <= 0) return { discountAmountOff: null, discountEndsAt: null };
  const endsAt =
    d.duration === "forever" ? null : d.duration === "once" ? start : addMonths(start, d.durationInMonths ?? 1);
  return { discountAmountOff: d.amountOff, discountEndsAt: endsAt };
}

/** What a renewal starting at `periodStart` charges: the price, less the discount while it lasts. */
export function renewalAmount(
  s: Pick<Subscription, "amount" | "discountAmountOff" | "discountEndsAt">,
  periodStart: Date,
): number {
  const discounted = s.discountAmountOff !== null && (s.discountEndsAt === null || periodStart < s.discountEndsAt);
  return discounted ? Math.max(0, s.amount - s.discountAmountOff!) : s.amount;
}

/** The sandbox provider over `db`; `events` receives what a Stripe account would post to its webhook. */
export function createSandboxProvider(
  db: Database,
  options: { events?: SandboxEventSink; now?: () => Date } = {},
): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const emit = (events: SandboxEvent[]) => options.events?.emit(events) ?? Promise.resolve();

  async function chargeByKey(idempotencyKey: string) {
    const [row] = await db
      .select({ charge: sandboxCharges, method: sandboxPaymentMethods })
      .from(sandboxCharges)
      .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxCharges.paymentMethodId))
      .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row;
  }

  const recordOf = (
    charge: Charge,
    card: { brand: string; last4: string },
    s: Subscription | undefined,
  ): PaymentRecord => ({
    provider: "sandbox",
    paymentId: charge.id,
    ...(s ? { subscriptionId: s.id, customerId: s.customerId } : {}),
    card: { brand: card.brand, last4: card.last4 },
  });

  async function subscriptionOf(charge: Charge): Promise<Subscription | undefined> {
    if (!charge.subscriptionId) return undefined;
    const [s] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, charge.subscriptionId));
    return s;
  }

  /** The outcome a first charge stands at. */
  async function outcomeOf(charge: Charge, card: { brand: string; last4: string }): Promise<ChargeOutcome> {
    const record = recordOf(charge, card, await subscriptionOf(charge));
    if (charge.status === "succeeded") return { status: "succeeded", record };
    if (charge.status === "requires_action")
      return {
        status: "requires_action",
        clientSecret: clientSecretOf(charge),
        record: { ...record, clientSecret: clientSecretOf(charge) },
      };
    const code = charge.failureCode ?? "card_declined";
    return {
      status: "failed",
      code,
      message: code === "authentication_failed" ? CARD_MESSAGES.authenticationFailed : CARD_MESSAGES.declined,
      record,
    };
  }

  return {
    name: "sandbox",
    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const earlier = await chargeByKey(request.idempotencyKey);
      if (earlier) {
        const c = earlier.charge;
        if (
          c.paymentMethodId !== request.paymentMethodId ||
          c.amount !== request.total ||
          c.currency !== request.currency
        )
          throw new SandboxIdempotencyError(request.idempotencyKey);
        return outcomeOf(c, earlier.method);
      }
      const [method] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, request.paymentMethodId));
      if (!method) return { status: "failed", code: "payment_method_missing", message: CARD_MESSAGES.missing };
      const decline = DECLINES[method.behavior];
      if (decline) return { status: "failed", code: decline.code, message: decline.message };
      if (isExpired(method.expMonth, method.expYear))
        return { status: "failed", code: "expired_card", message: CARD_MESSAGES.expired };
      // Whole seconds, as Stripe's timestamps are.
      const start = new Date(Math.floor(now().getTime() / 1000) * 1000);
      const waiting = method.behavior === "requires_action";
      const subscriptionId = newId("sub_sandbox");
      // Two instances charging the same key at once: the unique keys let one insert win; both then
      // answer with that one charge.
      const created = await db.transaction(async (tx) => {
        const [sub] = await tx
          .insert(sandboxSubscriptions)
          .values({
            id: subscriptionId,
            customerId: newId("cus_sandbox"),
            customerEmail: request.email,
            paymentMethodId: method.id,
            signupKey: request.idempotencyKey,
            // The price without the discount; the discount stays on the subscription (as a coupon
            // does at Stripe) and the renewals apply it while it lasts.
            amount: request.total + (request.discount?.amountOff ?? 0),
            currency: request.currency,
            interval: request.interval,
            description: request.description,
            status: waiting ? "incomplete" : "active",
            currentPeriodStart: start,
            currentPeriodEnd: addMonths(start, request.interval === "year" ? 12 : 1),
            quantity: request.users ?? 1,
            // As the site's Stripe subscriptions carry them (./stripe.ts).
            metadata: {
              amount: String(request.amount),
              tax_amount: String(request.taxAmount),
              total: String(request.total),
            },
            ...discountColumns(request, start),
          })
          .onConflictDoNothing({ target: sandboxSubscriptions.signupKey })
          .returning();
        if (!sub) return undefined;
        const [charge] = await tx
          .insert(sandboxCharges)
          .values({
            id: newId("ch_sandbox"),
            idempotencyKey: request.idempotencyKey,
            subscriptionId,
            paymentMethodId: method.id,
            amount: request.total,
            currency: request.currency,
            description: request.description,
            status: waiting ? "requires_action" : "succeeded",
          })
          .returning();
        return { sub, charge: charge! };
      });
      if (created && !waiting) {
        await emit([
          { type: "invoice.paid", object: invoiceObject(created.sub, created.charge, "subscription_create") },
          {
            type: "customer.subscription.updated",
            object: subscriptionObject(created.sub),
            previousAttributes: { status: "incomplete" },
          },
        ]);
      }
      const row = await chargeByKey(request.idempotencyKey);
      if (!row) throw new Error("sandbox charge vanished");
      return outcomeOf(row.charge, row.method);
    },
    async resume(record) {
      const [row] = record.paymentId
        ? await db
            .select({ charge: sandboxCharges, method: sandboxPaymentMethods })
            .from(sandboxCharges)
            .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxCharges.paymentMethodId))
            .where(eq(sandboxCharges.id, record.paymentId))
        : [];
      if (!row) return { status: "failed", code: "card_declined", message: CARD_MESSAGES.declined, record };
      if (row.charge.status === "refunded")
        return { status: "failed", code: "subscription_canceled", message: CARD_MESSAGES.declined, record };
      return outcomeOf(row.charge, row.method);
    },
    async refund(record) {
      const events: SandboxEvent[] = [];
      if (record.paymentId) {
        // Only a charge not yet refunded changes, so a repeated refund keeps the first refund's time.
        const [refunded] = await db
          .update(sandboxCharges)
          .set({ status: "refunded", refundedAt: now() })
          .where(and(eq(sandboxCharges.id, record.paymentId), eq(sandboxCharges.status, "succeeded")))
          .returning();
        // A payment still waiting for 3-D Secure is cancelled: nothing was taken, and it can no longer be.
        await db
          .update(sandboxCharges)
          .set({ status: "failed", failureCode: "payment_intent_canceled" })
          .where(and(eq(sandboxCharges.id, record.paymentId), eq(sandboxCharges.status, "requires_action")));
        const s = refunded && (await subscriptionOf(refunded));
        // Partial refunds made from the console before this one were reported already.
        const previous = refunded ? await partialRefundsOf(db, refunded.id) : 0;
        if (refunded && s)
          events.push({
            type: "charge.refunded",
            object: chargeObject(s, refunded, refunded.amount, await refundsOf(db, refunded, refunded.amount)),
            previousAttributes: { amount_refunded: previous, refunded: false },
          });
      }
      if (record.subscriptionId) {
        const [before] = await db
          .select()
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.id, record.subscriptionId));
        if (before && before.status !== "canceled" && before.status !== "incomplete_expired") {
          const status = before.status === "incomplete" ? "incomplete_expired" : "canceled";
          const [after] = await db
            .update(sandboxSubscriptions)
            .set({ status })
            .where(and(eq(sandboxSubscriptions.id, before.id), eq(sandboxSubscriptions.status, before.status)))
            .returning();
          if (after)
            events.push({
              type: status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated",
              object: subscriptionObject(after),
              previousAttributes: { status: before.status },
            });
        }
      }
      await emit(events);
    },
    async refundAmount(request) {
      const { outcome, refunded } = await refundSandboxCharge(db, request, now());
      const s = refunded && (await subscriptionOf(refunded.charge));
      if (refunded && s) {
        await emit([
          {
            type: "charge.refunded",
            object: chargeObject(
              s,
              refunded.charge,
              refunded.amountRefunded,
              await refundsOf(db, refunded.charge, refunded.amountRefunded),
            ),
            previousAttributes: { amount_refunded: refunded.previous, refunded: false },
          },
        ]);
      }
      return outcome;
    },
    async findCharge({ idempotencyKey }) {
      const row = await chargeByKey(idempotencyKey);
      return row ? recordOf(row.charge, row.method, await subscriptionOf(row.charge)) : null;
    },
    cardOf: (paymentMethodId) => sandboxCardOf(db, paymentMethodId),
  };
}

/**
 * The buyer's answer to the sandbox's 3-D Secure challenge for the payment with `clientSecret`:
 * completing it takes the money and activates the subscription; failing it leaves the subscription
 * incomplete with nothing charged, as Stripe does. Emits the matching events. Answering twice changes
 * nothing. A card being saved (a setup intent's secret, ./sandbox-changes.ts) is authenticated or not.
 * @returns false when no payment waits under that secret
 */
export async function answerChallenge(
  db: Database,
  events: SandboxEventSink | undefined,
  clientSecret: string,
  answer: "complete" | "fail",
): Promise<boolean> {
  if (isSetupSecret(clientSecret)) return answerSetupChallenge(db, clientSecret, answer);
  const chargeId = clientSecret.split("_secret_")[0] ?? "";
  const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
  if (!charge || clientSecretOf(charge) !== clientSecret) return false;
  if (charge.status !== "requires_action") return true;
  const complete = answer === "complete";
  const [changed] = await db
    .update(sandboxCharges)
    .set(complete ? { status: "succeeded" } : { status: "failed", failureCode: "authentication_failed" })
    .where(and(eq(sandboxCharges.id, charge.id), eq(sandboxCharges.status, "requires_action")))
    .returning();
  if (!changed || !changed.subscriptionId) return true;
  const [sub] = complete
    ? await db
        .update(sandboxSubscriptions)
        .set({ status: "active" })
        .where(and(eq(sandboxSubscriptions.id, changed.subscriptionId), eq(sandboxSubscriptions.status, "incomplete")))
        .returning()
    : await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, changed.subscriptionId));
  if (!sub) return true;
  await events?.emit(
    complete
      ? [
          { type: "invoice.paid", object: invoiceObject(sub, changed, "subscription_create") },
          {
            type: "customer.subscription.updated",
            object: subscriptionObject(sub),
            previousAttributes: { status: "incomplete" },
          },
        ]
      : [{ type: "invoice.payment_failed", object: invoiceObject(sub, changed, "subscription_create") }],
  );
  return true;
}

/**
 * Moves the sandbox subscription of `email` (the newest one that is active or past due) to its next
 * period, as Stripe's billing does at a renewal: the renewal is charged on the saved card, less what the
 * customer's credit balance pays first (or, with `fail`, declined), and the events Stripe would send are emitted: `invoice.paid` and
 * `customer.subscription.updated` (period moved), or `invoice.payment_failed` and
 * `customer.subscription.updated` (status `past_due`).
 * @returns the subscription after the renewal, or null if the address has none to renew
 */
export async function renewSandboxSubscription(
  db: Database,
  events: SandboxEventSink | undefined,
  email: string,
  options: { fail?: boolean } = {},
): Promise<Subscription | null> {
  const [sub] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        emailIs(sandboxSubscriptions.customerEmail, email),
        sql`${sandboxSubscriptions.status} in ('active', 'past_due')`,
      ),
    )
    .orderBy(desc(sandboxSubscriptions.createdAt))
    .limit(1);
  if (!sub) return null;
  if (sub.cancelAtPeriodEnd) {
    // Cancelled at the period's end: the period ends without a charge, as Stripe ends it.
    const [ended] = await db
      .update(sandboxSubscriptions)
      .set({ status: "canceled" })
      .where(eq(sandboxSubscriptions.id, sub.id))
      .returning();
    await events?.emit([
      {
        type: "customer.subscription.deleted",
        object: subscriptionObject(ended!),
        previousAttributes: { status: sub.status },
      },
    ]);
    return ended!;
  }
  const periodStart = sub.currentPeriodEnd;
  const periodEnd = addMonths(periodStart, sub.interval === "year" ? 12 : 1);
  const paid = !options.fail;
  const due = renewalAmount(sub, periodStart);
  // The customer's credit (a change to fewer users) pays first, as Stripe's customer balance does.
  const fromBalance = paid ? Math.min(sub.creditBalance, due) : 0;
  const { charge, after } = await db.transaction(async (tx) => {
    const [charge] = await tx
      .insert(sandboxCharges)
      .values({
        id: newId("ch_sandbox"),
        idempotencyKey: `renewal:${sub.id}:${periodStart.toISOString()}:${randomBytes(4).toString("hex")}`,
        subscriptionId: sub.id,
        paymentMethodId: sub.paymentMethodId,
        amount: due - fromBalance,
        currency: sub.currency,
        description: sub.description,
        status: paid ? "succeeded" : "failed",
        failureCode: paid ? null : "card_declined",
      })
      .returning();
    const [after] = await tx
      .update(sandboxSubscriptions)
      .set(
        paid
          ? {
              status: "active",
              currentPeriodStart: periodStart,
              currentPeriodEnd: periodEnd,
              creditBalance: sub.creditBalance - fromBalance,
            }
          : { status: "past_due" },
      )
      .where(eq(sandboxSubscriptions.id, sub.id))
      .returning();
    return { charge: charge!, after: after! };
  });
  // The invoice covers the new period whether or not it was paid.
  const invoiceSub = { ...after, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd };
  await events?.emit([
    {
      type: paid ? "invoice.paid" : "invoice.payment_failed",
      object: invoiceObject(invoiceSub, charge, "subscription_cycle", { fromBalance }),
    },
    {
      type: "customer.subscription.updated",
      object: subscriptionObject(after),
      previousAttributes: paid ? { items: subscriptionObject(sub).items } : { status: sub.status },
    },
  ]);
  return after;
}

/**
 * Schedules (`cancel: true`, with Stripe's `feedback`) or withdraws the cancellation of the sandbox
 * subscription `id` at its period's end, as Stripe's customer portal does, and emits
 * `customer.subscription.updated` with `cancel_at_period_end` and its previous value. Asking for the
 * state the subscription is already in changes nothing and emits nothing (a repeated press).
 * @returns the subscription, whether it changed; null when there is no live subscription `id`
 */
export async function setSandboxCancellation(
  db: Database,
  events: SandboxEventSink | undefined,
  id: string,
  input: { cancel: boolean; feedback?: string },
): Promise<{ subscription: Subscription; changed: boolean } | null> {
  const [after] = await db
    .update(sandboxSubscriptions)
    .set({ cancelAtPeriodEnd: input.cancel, cancellationFeedback: input.cancel ? (input.feedback ?? null) : null })
    .where(
      and(
        eq(sandboxSubscriptions.id, id),
        eq(sandboxSubscriptions.cancelAtPeriodEnd, !input.cancel),
        sql`${sandboxSubscriptions.status} in ('active', 'past_due', 'trialing')`,
      ),
    )
    .returning();
  if (!after) {
    const [now] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    return now ? { subscription: now, changed: false } : null;
  }
  await events?.emit([
    {
      type: "customer.subscription.updated",
      object: subscriptionObject(after),
      previousAttributes: { cancel_at_period_end: !input.cancel },
    },
  ]);
  return { subscription: after, changed: true };
}
