/**
 * What the payment provider's events do to the site's records (POST /api/stripe/webhook, after
 * server/payments/webhook.ts verified and de-duplicated them):
 * - the first invoice of a sign-up paid or failed: the attempt waiting for 3-D Secure is settled
 *   (server/signup/settle.ts), so a buyer who closed the tab still gets exactly one account and mails;
 * - `invoice.paid` of a renewal: the period moves on, an invoice is issued (server/invoices/events.ts;
 *   Stripe's own is recorded in Stripe mode) and the customer gets a receipt linking it;
 * - `invoice.payment_failed` of a renewal: status `past_due`, the customer is asked to update the card;
 * - `invoice.paid` of a change of users (`subscription_update`): its invoice, nothing else;
 * - `customer.subscription.updated` / `deleted`: Stripe's status and period are copied; a changed quantity
 *   is the new number of users (with the price the metadata names), mailed; a new default card is mailed;
 * - `customer.updated` with a new default card (Stripe's portal): mailed;
 * - `charge.refunded` (e.g. from Stripe's dashboard): the charge's absolute refunded amount is stored, and
 *   each refund the charge lists gets its credit note; `credit_note.created`: Stripe's is recorded, the
 *   sandbox's (a credit to the account) issued;
 * - `charge.dispute.created`: the subscription is flagged and the dispute logged for a person.
 * Order-tolerant: a status or period is written only from an event at least as new as the one that
 * wrote the current state (`subscriptions.state_at`), so a late older event changes nothing.
 */
import { billingUrl } from "../billing/links";
import {
  cardChangeOf,
  changedPriceOf,
  mailCardChange,
  mailUsersChange,
  usersChangeOf,
  type PeriodPrice,
} from "../billing/change-events";
import { cancellationScheduledMail, cancellationWithdrawnMail } from "../billing/mails";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { signupRequests, subscriptionCharges, subscriptions } from "../../db/schema";
import type { EventOutcome, ProviderEvent } from "../payments/webhook";
import type { Services } from "../services";
import { LeaseLostError, LEASE_MS, later } from "./lease";
import { paymentFailedMail, renewalReceiptMail } from "./mails";
import { referenceOf, settleWaitingAttempt } from "./settle";
import { creditNoteOfEvent, creditNotesOfRefundedCharge, invoiceOfPaidEvent } from "../invoices/events";
import { invoiceLinkOfCharge } from "../invoices/queries";
import { subscriptionWithOwner } from "./subscription-owner";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});
const str = (v: unknown): string | undefined =>
  typeof v === "string"
    ? v
    : typeof v === "object" && v && typeof (v as Obj).id === "string"
      ? ((v as Obj).id as string)
      : undefined;
const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);
const fromSeconds = (s: number | undefined) => (s === undefined ? undefined : new Date(s * 1000));

/** The subscription id and sign-up key of an invoice (current API: `parent.subscription_details`). */
function invoiceSubscription(invoice: Obj): { subscriptionId?: string; signupKey?: string } {
  const details = obj(obj(invoice.parent).subscription_details);
  const subscriptionId = str(details.subscription) ?? str(invoice.subscription);
  const metadata = obj(details.metadata ?? invoice.subscription_details);
  return { subscriptionId, signupKey: typeof metadata.signup_key === "string" ? metadata.signup_key : undefined };
}

/** The period an invoice's first line covers. */
function invoicePeriod(invoice: Obj): { start?: Date; end?: Date } {
  const line = obj((obj(invoice.lines).data as unknown[] | undefined)?.[0]);
  const period = obj(line.period);
  return { start: fromSeconds(num(period.start)), end: fromSeconds(num(period.end)) };
}

/** The current period of a subscription (current API: on its items). */
function subscriptionPeriod(subscription: Obj): { start?: Date; end?: Date } {
  const item = obj((obj(subscription.items).data as unknown[] | undefined)?.[0]);
  return {
    start: fromSeconds(num(item.current_period_start ?? subscription.current_period_start)),
    end: fromSeconds(num(item.current_period_end ?? subscription.current_period_end)),
  };
}

type SubscriptionStatus = (typeof subscriptions.$inferSelect)["status"];
const STATUSES: readonly SubscriptionStatus[] = [
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "paused",
];

/**
 * Writes status, period, cancellation, users and price per period (those given) of the subscription with provider
 * id `providerId`, unless a newer event already did. @returns whether the row changed
 */
async function writeState(
  services: Services,
  providerId: string,
  at: Date,
  state: {
    status?: SubscriptionStatus;
    start?: Date;
    end?: Date;
    cancellation?: Cancellation;
    users?: number;
    price?: PeriodPrice;
  },
): Promise<boolean> {
  const set: Partial<typeof subscriptions.$inferInsert> = { stateAt: at, users: state.users, ...state.price };
  if (state.cancellation) {
    set.cancelAtPeriodEnd = state.cancellation.atPeriodEnd;
    if (state.cancellation.changed) set.cancelRequestedAt = state.cancellation.atPeriodEnd ? at : null;
    if (state.cancellation.atPeriodEnd && state.cancellation.feedback)
      set.cancellationReason = state.cancellation.feedback;
  }
  if (state.status) set.status = state.status;
  if (state.start) set.currentPeriodStart = state.start;
  if (state.end) set.currentPeriodEnd = state.end;
  const rows = await services.db
    .update(subscriptions)
    .set(set)
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, providerId),
        or(isNull(subscriptions.stateAt), lte(subscriptions.stateAt, at)),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** A subscription's scheduled cancellation as an event reports it. */
interface Cancellation {
  atPeriodEnd: boolean;
  /** Stripe's `cancellation_details.feedback`, if given. */
  feedback?: string;
  /** Whether the event changed it (`previous_attributes.cancel_at_period_end` is present). */
  changed: boolean;
}

/** The cancellation fields of a subscription event, if the object carries them. */
export function cancellationOf(subscription: Obj, previous: Obj | undefined): Cancellation | undefined {
  if (typeof subscription.cancel_at_period_end !== "boolean") return undefined;
  const feedback = obj(subscription.cancellation_details).feedback;
  return {
    atPeriodEnd: subscription.cancel_at_period_end,
    feedback: typeof feedback === "string" ? feedback : undefined,
    changed: !!previous && typeof previous.cancel_at_period_end === "boolean",
  };
}

/**
 * Settles the sign-up attempt of `signupKey` if it waits for 3-D Secure: takes it over (whatever its
 * lease says: the provider reported the payment) and asks the provider how it stands. An attempt
 * someone else is working on, or already settled, is left alone.
 */
async function settleSignup(services: Services, signupKey: string | undefined): Promise<EventOutcome> {
  if (!signupKey) return { signup: "none" };
  const now = services.clock();
  const [row] = await services.db
    .update(signupRequests)
    .set({
      status: "processing",
      attempt: sql`${signupRequests.attempt} + 1`,
      leaseExpiresAt: later(now, LEASE_MS),
      updatedAt: now,
    })
    .where(and(eq(signupRequests.idempotencyKey, signupKey), eq(signupRequests.status, "requires_action")))
    .returning();
  if (!row) return { signup: "not waiting" };
  const before = { ...row, status: "requires_action" as const };
  try {
    const answer = await settleWaitingAttempt(services, { key: row.idempotencyKey, attempt: row.attempt }, before);
    return { signup: !answer.ok ? "closed" : answer.value.kind === "paid" ? "completed" : "still waiting" };
  } catch (error) {
    if (error instanceof LeaseLostError) return { signup: "taken over" };
    throw error;
  }
}

/**
 * Stores the absolute amount refunded on a charge (`charge.amount_refunded`, minor units) in
 * `subscription_charges`, and its subscription's `refunded_amount` as the sum over its charges. Stripe
 * documents `previous_attributes` only for `*.updated` events, so no delta is derived from it: a
 * redelivered, reordered or repeated event sets the same figure again (an older event changes nothing).
 */
async function recordRefund(services: Services, charge: Obj, at: Date): Promise<EventOutcome> {
  const chargeId = str(charge.id);
  const amountRefunded = num(charge.amount_refunded);
  if (!chargeId || amountRefunded === undefined) return { ignored: "no charge" };
  const customer = str(charge.customer);
  const paymentIntent = str(charge.payment_intent);
  const owners = [
    customer && eq(subscriptions.providerCustomerId, customer),
    paymentIntent && eq(subscriptions.providerPaymentId, paymentIntent),
  ].filter((c) => !!c);
  const [owner] =
    owners.length > 0
      ? await services.db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(or(...owners))
          .limit(1)
      : [];
  const t = subscriptionCharges;
  await services.db
    .insert(t)
    .values({
      providerChargeId: chargeId,
      subscriptionId: owner?.id ?? null,
      providerPaymentId: paymentIntent ?? null,
      amount: num(charge.amount) ?? 0,
      amountRefunded,
      stateAt: at,
    })
    .onConflictDoUpdate({
      target: t.providerChargeId,
      set: {
        // The newest event's figure; two events of the same second: the larger (refunds only add up).
        amountRefunded: sql`case when excluded.state_at > ${t.stateAt} then excluded.amount_refunded when excluded.state_at = ${t.stateAt} then greatest(${t.amountRefunded}, excluded.amount_refunded) else ${t.amountRefunded} end`,
        stateAt: sql`greatest(${t.stateAt}, excluded.state_at)`,
        subscriptionId: sql`coalesce(${t.subscriptionId}, excluded.subscription_id)`,
      },
    });
  if (owner) {
    const total = sql<number>`(select coalesce(sum(${t.amountRefunded}), 0)::integer from ${t} where ${t.subscriptionId} = ${owner.id})`;
    await services.db.update(subscriptions).set({ refundedAmount: total }).where(eq(subscriptions.id, owner.id));
  }
  services.log.warn({ charge: chargeId, subscription: owner?.id, amountRefunded }, "payment refunded at the provider");
  return { charge: chargeId, amountRefunded, subscriptions: owner ? 1 : 0 };
}

/** Confirms a scheduled or withdrawn cancellation to the account owner; a failure is logged, not thrown. */
async function mailCancellationChange(services: Services, providerId: string, cancellation: Cancellation) {
  const owner = await subscriptionWithOwner(services, eq(subscriptions.providerSubscriptionId, providerId));
  if (!owner) return;
  const s = owner.subscription;
  const facts = {
    firstName: owner.firstName,
    companyName: owner.companyName,
    periodEnd: s.currentPeriodEnd,
    reference: referenceOf(s.id),
    billingUrl: await billingUrl(services, s.id),
  };
  const mail = cancellation.atPeriodEnd ? cancellationScheduledMail(facts) : cancellationWithdrawnMail(facts);
  await services.mailer
    .send({
      to: owner.email,
      ...mail,
      kind: cancellation.atPeriodEnd ? "cancellation-scheduled" : "cancellation-withdrawn",
    })
    .catch((error: unknown) => services.log.error({ err: error }, "could not queue a billing mail"));
}

/** Handles one verified provider event; idempotent and order-tolerant (see the module comment). */
export async function handleProviderEvent(services: Services, event: ProviderEvent): Promise<EventOutcome> {
  const at = new Date(event.created * 1000);
  const object = obj(event.data.object);
  switch (event.type) {
    case "invoice.paid":
    case "invoice.payment_failed": {
      const paid = event.type === "invoice.paid";
      const { subscriptionId, signupKey } = invoiceSubscription(object);
      if (object.billing_reason === "subscription_update") {
        // A change of users' proration: its invoice; the change itself comes as the subscription's update.
        const invoice = paid && subscriptionId ? await invoiceOfPaidEvent(services, object, subscriptionId, at) : null;
        return invoice ? { invoice: invoice.number } : { ignored: "proration not paid" };
      }
      if (object.billing_reason === "subscription_create") {
        const settled = await settleSignup(services, signupKey);
        // The sandbox's first invoice was issued with the account; Stripe's is recorded here.
        const invoice = paid && subscriptionId ? await invoiceOfPaidEvent(services, object, subscriptionId, at) : null;
        return { ...settled, ...(invoice ? { invoice: invoice.number } : {}) };
      }
      if (!subscriptionId) return { ignored: "invoice without subscription" };
      // Issued before the mail, which links it; a redelivered event finds the same invoice.
      const invoice = paid ? await invoiceOfPaidEvent(services, object, subscriptionId, at) : null;
      const period = invoicePeriod(object);
      const moved = await writeState(
        services,
        subscriptionId,
        at,
        paid ? { status: "active", ...period } : { status: "past_due" },
      );
      const owner = await subscriptionWithOwner(services, eq(subscriptions.providerSubscriptionId, subscriptionId));
      if (!owner) return { ignored: "unknown subscription" };
      const s = owner.subscription;
      const facts = {
        firstName: owner.firstName,
        companyName: owner.companyName,
        amount: num(paid ? object.amount_paid : object.amount_due) ?? s.total,
        currency: { code: s.currencyCode, symbol: owner.symbol, minor_unit: owner.minorUnit },
        periodEnd: period.end ?? s.currentPeriodEnd,
        reference: referenceOf(s.id),
        loginUrl: `${services.config.appUrl}/login`,
        invoiceUrl: invoice ? await invoiceLinkOfCharge(services, invoice.chargeRef) : undefined,
        billingUrl: await billingUrl(services, s.id),
      };
      const mail = paid ? renewalReceiptMail(facts) : paymentFailedMail(facts);
      await services.mailer
        .send({ to: owner.email, ...mail, kind: paid ? "renewal-receipt" : "payment-failed" })
        .catch((error: unknown) => services.log.error({ err: error }, "could not queue a billing mail"));
      if (!paid) services.log.warn({ subscriptionId: s.id }, "renewal payment failed: subscription past due");
      return { subscription: s.id, moved, mailed: true, ...(invoice ? { invoice: invoice.number } : {}) };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const id = str(object.id);
      const status = STATUSES.find((s) => s === object.status);
      if (!id || !status) return { ignored: "no subscription" };
      const previous = obj(event.data.previous_attributes);
      const cancellation = cancellationOf(object, previous);
      const users = usersChangeOf(event);
      const card = cardChangeOf(event);
      const written = await writeState(services, id, at, {
        status,
        ...subscriptionPeriod(object),
        cancellation,
        users: users?.to,
        price: users ? changedPriceOf(event) : undefined,
      });
      if (written && cancellation?.changed && event.type === "customer.subscription.updated")
        await mailCancellationChange(services, id, cancellation);
      if (written && users) await mailUsersChange(services, id, users);
      if (card) await mailCardChange(services, { providerId: id }, card.paymentMethodId);
      // An incomplete subscription that Stripe expired or that was cancelled ends its waiting sign-up.
      const signupKey = str(obj(object.metadata).signup_key);
      const settled =
        status === "incomplete_expired" || status === "canceled" ? await settleSignup(services, signupKey) : {};
      return {
        written,
        status,
        ...settled,
        ...(users ? { users: users.to } : {}),
        ...(card ? { cardChanged: true } : {}),
      };
    }
    case "customer.updated": {
      // Stripe's portal sets the customer's default card; the sandbox changes the subscription's instead.
      const card = cardChangeOf(event);
      const customer = str(object.id);
      if (!card || !customer) return { ignored: "no card change" };
      return { mailed: await mailCardChange(services, { customerId: customer }, card.paymentMethodId) };
    }
    case "charge.refunded": {
      const outcome = await recordRefund(services, object, at);
      const notes = await creditNotesOfRefundedCharge(services, object, at);
      return { ...outcome, creditNotes: notes.map((n) => n.number).join(",") };
    }
    case "credit_note.created": {
      const note = await creditNoteOfEvent(services, object, at);
      return note ? { creditNote: note.number } : { ignored: "credit note of no known invoice" };
    }
    case "charge.dispute.created": {
      const paymentIntent = str(object.payment_intent);
      const rows = paymentIntent
        ? await services.db
            .update(subscriptions)
            .set({ disputedAt: at })
            .where(eq(subscriptions.providerPaymentId, paymentIntent))
            .returning({ id: subscriptions.id })
        : [];
      services.log.error(
        {
          dispute: str(object.id),
          charge: str(object.charge),
          subscriptions: rows.map((r) => r.id),
          amount: num(object.amount),
        },
        "DISPUTE OPENED: answer it in the Stripe dashboard",
      );
      return { disputed: rows.length };
    }
    default:
      return { ignored: event.type };
  }
}
