/**
 * The payment provider's events, one handler for both providers: Stripe's deliveries on
 * POST /api/stripe/webhook and the sandbox's in-process ones (server/payments/sandbox-events.ts) reach it
 * through server/payments/webhook.ts, which verified and de-duplicated them. It narrows each
 * `Stripe.Event` by its `type` to the typed object (`Stripe.Invoice`, `Stripe.Subscription`,
 * `Stripe.Customer`, `Stripe.Charge`, `Stripe.CreditNote`, `Stripe.Dispute`) and hands what it read to the
 * services:
 * - the first invoice of a sign-up paid or failed: the attempt waiting for 3-D Secure is settled
 *   (server/signup/settle.ts), so a buyer who closed the tab still gets exactly one account and mails;
 * - `invoice.paid` of a renewal: the period moves on (server/billing/subscription-state.ts), an invoice is
 *   issued (server/invoices/events.ts; Stripe's own is recorded in Stripe mode) and the customer gets a
 *   receipt linking it;
 * - `invoice.payment_failed` of a renewal: status `past_due`, the customer is asked to update the card;
 * - `invoice.paid` of a change of users (`subscription_update`): its invoice, nothing else;
 * - `customer.subscription.created` / `updated` / `deleted`: Stripe's status and period are copied; a
 *   changed quantity is the new number of users (with the price the metadata names), mailed; a scheduled
 *   or withdrawn cancellation and a new default card are mailed (server/billing/change-events.ts);
 * - `customer.updated` with a new default card (Stripe's portal): mailed;
 * - `charge.refunded` (e.g. from Stripe's dashboard): the charge's absolute refunded amount is stored, and
 *   each refund the charge lists gets its credit note; `credit_note.created`: Stripe's is recorded, the
 *   sandbox's (a credit to the account) issued;
 * - `charge.dispute.created`: the subscription is flagged and the dispute logged for a person.
 * Then every one of these events goes on its order's timeline (server/orders/timeline.ts). Events of any
 * other type are acknowledged and left alone. Idempotent and order-tolerant (a late older event changes
 * nothing). Objects are read as the pinned API version shapes them; a field the sandbox or an older
 * event leaves out is treated as absent.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions, type OrderEventDetail } from "../../db/schema";
import { creditNoteOfEvent, creditNotesOfRefundedCharge, invoiceOfPaidEvent } from "../invoices/events";
import { invoiceLinkOfCharge } from "../invoices/queries";
import { recordOrderEvent, type OrderConcerned, type OrderEventEntry } from "../orders/timeline";
import { idOf } from "../payments/expandable";
import type { EventOutcome } from "../payments/webhook";
import type { Services } from "../services";
import { paymentFailedMail, renewalReceiptMail } from "../signup/mails";
import { referenceOf } from "../signup/reference";
import { settleOnProviderEvent } from "../signup/settle";
import { subscriptionWithOwner } from "../signup/subscription-owner";
import {
  cancellationOf,
  cardChangeOf,
  changedPriceOf,
  mailCancellationChange,
  mailCardChange,
  mailUsersChange,
  usersChangeOf,
} from "./change-events";
import { billingUrl } from "./links";
import {
  markDisputed,
  recordChargeRefunds,
  writeSubscriptionState,
  type SubscriptionStatus,
} from "./subscription-state";

/** Unix seconds (Stripe's timestamps) as a date; undefined when absent. */
const fromSeconds = (s: number | null | undefined) => (typeof s === "number" ? new Date(s * 1000) : undefined);

/** The subscription and the sign-up key an invoice names (`parent.subscription_details`). */
function invoiceSubscription(invoice: Stripe.Invoice): { subscriptionId?: string; signupKey?: string } {
  const details = invoice.parent?.subscription_details;
  return { subscriptionId: idOf(details?.subscription), signupKey: details?.metadata?.signup_key };
}

/** The period an invoice's first line covers. */
function invoicePeriod(invoice: Stripe.Invoice): { start?: Date; end?: Date } {
  const period = invoice.lines?.data[0]?.period;
  return { start: fromSeconds(period?.start), end: fromSeconds(period?.end) };
}

/** The current period of a subscription (on its item). */
function subscriptionPeriod(subscription: Stripe.Subscription): { start?: Date; end?: Date } {
  const item = subscription.items?.data[0];
  return { start: fromSeconds(item?.current_period_start), end: fromSeconds(item?.current_period_end) };
}

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

/** A paid or failed invoice: a sign-up's first, a change of users' proration, or a renewal. */
async function onInvoice(services: Services, invoice: Stripe.Invoice, paid: boolean, at: Date): Promise<EventOutcome> {
  const { subscriptionId, signupKey } = invoiceSubscription(invoice);
  if (invoice.billing_reason === "subscription_update") {
    // A change of users' proration: its invoice; the change itself comes as the subscription's update.
    const issued = paid && subscriptionId ? await invoiceOfPaidEvent(services, invoice, subscriptionId, at) : null;
    return issued ? { invoice: issued.number } : { ignored: "proration not paid" };
  }
  if (invoice.billing_reason === "subscription_create") {
    const settled = await settleOnProviderEvent(services, signupKey);
    // The sandbox's first invoice was issued with the account; Stripe's is recorded here.
    const issued = paid && subscriptionId ? await invoiceOfPaidEvent(services, invoice, subscriptionId, at) : null;
    return { ...settled, ...(issued ? { invoice: issued.number } : {}) };
  }
  if (!subscriptionId) return { ignored: "invoice without subscription" };
  // Issued before the mail, which links it; a redelivered event finds the same invoice.
  const issued = paid ? await invoiceOfPaidEvent(services, invoice, subscriptionId, at) : null;
  const period = invoicePeriod(invoice);
  const moved = await writeSubscriptionState(
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
    amount: (paid ? invoice.amount_paid : invoice.amount_due) ?? s.total,
    currency: { code: s.currencyCode, symbol: owner.symbol, minor_unit: owner.minorUnit },
    periodEnd: period.end ?? s.currentPeriodEnd,
    reference: referenceOf(s.id),
    loginUrl: `${services.config.appUrl}/login`,
    invoiceUrl: issued ? await invoiceLinkOfCharge(services, issued.chargeRef) : undefined,
    billingUrl: await billingUrl(services, s.id),
  };
  const mail = paid ? renewalReceiptMail(facts) : paymentFailedMail(facts);
  await services.mailer
    .send({ to: owner.email, ...mail, kind: paid ? "renewal-receipt" : "payment-failed" })
    .catch((error: unknown) => services.log.error({ err: error }, "could not queue a billing mail"));
  if (!paid) services.log.warn({ subscriptionId: s.id }, "renewal payment failed: subscription past due");
  return { subscription: s.id, moved, mailed: true, ...(issued ? { invoice: issued.number } : {}) };
}

type SubscriptionEvent =
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent;

/** A subscription created, updated or deleted: its state copied, the customer's own changes mailed. */
async function onSubscription(services: Services, event: SubscriptionEvent, at: Date): Promise<EventOutcome> {
  const subscription = event.data.object;
  const { id } = subscription;
  const status = STATUSES.find((s) => s === subscription.status);
  if (!id || !status) return { ignored: "no subscription" };
  const cancellation = cancellationOf(subscription, event.data.previous_attributes);
  const users = usersChangeOf(event);
  const card = cardChangeOf(event);
  const written = await writeSubscriptionState(services, id, at, {
    status,
    ...subscriptionPeriod(subscription),
    cancellation,
    users: users?.to,
    price: users ? changedPriceOf(event) : undefined,
  });
  if (written && cancellation?.changed && event.type === "customer.subscription.updated")
    await mailCancellationChange(services, id, cancellation);
  if (written && users) await mailUsersChange(services, id, users);
  if (card) await mailCardChange(services, { providerId: id }, card.paymentMethodId);
  // An incomplete subscription that Stripe expired or that was cancelled ends its waiting sign-up.
  const settled =
    status === "incomplete_expired" || status === "canceled"
      ? await settleOnProviderEvent(services, subscription.metadata?.signup_key)
      : {};
  return {
    written,
    status,
    ...settled,
    ...(users ? { users: users.to } : {}),
    ...(card ? { cardChanged: true } : {}),
  };
}

/** What the event does to the subscription, the sign-up, the documents and the mails. */
async function lifecycle(services: Services, event: Stripe.Event, at: Date): Promise<EventOutcome> {
  switch (event.type) {
    case "invoice.paid":
    case "invoice.payment_failed":
      return onInvoice(services, event.data.object, event.type === "invoice.paid", at);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return onSubscription(services, event, at);
    case "customer.updated": {
      // Stripe's portal sets the customer's default card; the sandbox changes the subscription's instead.
      const card = cardChangeOf(event);
      const customer = event.data.object.id;
      if (!card || !customer) return { ignored: "no card change" };
      return { mailed: await mailCardChange(services, { customerId: customer }, card.paymentMethodId) };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      let outcome: EventOutcome = { ignored: "no charge" };
      if (charge.id && typeof charge.amount_refunded === "number") {
        const owner = await recordChargeRefunds(
          services,
          {
            chargeId: charge.id,
            amount: charge.amount ?? 0,
            amountRefunded: charge.amount_refunded,
            customerId: idOf(charge.customer),
            paymentIntentId: idOf(charge.payment_intent),
          },
          at,
        );
        outcome = { charge: charge.id, amountRefunded: charge.amount_refunded, subscriptions: owner ? 1 : 0 };
      }
      const notes = await creditNotesOfRefundedCharge(services, charge, at);
      return { ...outcome, creditNotes: notes.map((n) => n.number).join(",") };
    }
    case "credit_note.created": {
      const note = await creditNoteOfEvent(services, event.data.object, at);
      return note ? { creditNote: note.number } : { ignored: "credit note of no known invoice" };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const paymentIntent = idOf(dispute.payment_intent);
      const disputed = paymentIntent ? await markDisputed(services, paymentIntent, at) : [];
      services.log.error(
        { dispute: dispute.id, charge: idOf(dispute.charge), subscriptions: disputed, amount: dispute.amount },
        "DISPUTE OPENED: answer it in the Stripe dashboard",
      );
      return { disputed: disputed.length };
    }
    default:
      return { ignored: event.type };
  }
}

/** The fields every timeline entry carries (null when the event's object has none). */
const NO_FIGURES = {
  status: null,
  amountPaid: null,
  amountDue: null,
  amountRefunded: null,
  amount: null,
  billingReason: null,
} satisfies OrderEventDetail;

/**
 * The order's timeline entry of an event the lifecycle knows, or undefined for any other: its type, the
 * amounts and status its object carries, what names its order, and for a change by the customer, its kind
 * (a scheduled or withdrawn cancellation, the users before and after, the new card's payment method id;
 * no card data).
 */
function timelineEntry(event: Stripe.Event): OrderEventEntry | undefined {
  const entry = (kind: OrderEventEntry["kind"], detail: OrderEventDetail, concerns: OrderConcerned) => ({
    sourceId: event.id,
    at: new Date(event.created * 1000),
    kind,
    detail: { type: event.type, ...NO_FIGURES, ...detail },
    concerns,
  });
  const card = cardChangeOf(event);
  const cardDetail: OrderEventDetail = card ? { paymentMethod: card.paymentMethodId } : {};
  switch (event.type) {
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const { subscriptionId, signupKey } = invoiceSubscription(invoice);
      const detail = {
        status: invoice.status ?? null,
        amountPaid: invoice.amount_paid ?? null,
        amountDue: invoice.amount_due ?? null,
        billingReason: invoice.billing_reason ?? null,
      };
      return entry("provider_event", detail, {
        signupKey: signupKey ?? invoice.metadata?.signup_key,
        subscriptionId,
      });
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const cancellation =
        event.type === "customer.subscription.updated"
          ? cancellationOf(subscription, event.data.previous_attributes)
          : undefined;
      const changed = cancellation?.changed ? cancellation : undefined;
      const users = usersChangeOf(event);
      const detail = {
        status: subscription.status ?? null,
        ...(changed ? { cancelAtPeriodEnd: changed.atPeriodEnd, reason: changed.feedback ?? null } : {}),
        ...(changed?.atPeriodEnd && typeof subscription.cancel_at === "number"
          ? { cancelAt: subscription.cancel_at }
          : {}),
        ...(users ? { usersFrom: users.from, usersTo: users.to } : {}),
        ...cardDetail,
      };
      const kind = changed
        ? changed.atPeriodEnd
          ? "cancellation_scheduled"
          : "cancellation_withdrawn"
        : users
          ? "users_changed"
          : card
            ? "card_updated"
            : "provider_event";
      return entry(kind, detail, { signupKey: subscription.metadata?.signup_key, subscriptionId: subscription.id });
    }
    case "customer.updated": {
      const customer = event.data.object;
      return entry(card ? "card_updated" : "provider_event", cardDetail, {
        signupKey: customer.metadata?.signup_key,
        customerId: customer.id,
      });
    }
    case "charge.refunded": {
      const charge = event.data.object;
      return entry(
        "provider_event",
        { status: charge.status ?? null, amountRefunded: charge.amount_refunded ?? null },
        {
          signupKey: charge.metadata?.signup_key,
          customerId: idOf(charge.customer),
          paymentIntentId: idOf(charge.payment_intent),
        },
      );
    }
    case "credit_note.created": {
      const note = event.data.object;
      return entry(
        "provider_event",
        { status: note.status ?? null, amountCredited: note.total ?? null },
        { signupKey: note.metadata?.signup_key, customerId: idOf(note.customer) },
      );
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      return entry(
        "provider_event",
        { status: dispute.status ?? null, amount: dispute.amount ?? null },
        { signupKey: dispute.metadata?.signup_key, paymentIntentId: idOf(dispute.payment_intent) },
      );
    }
    default:
      return undefined;
  }
}

/**
 * Handles one verified provider event (Stripe's or the sandbox's): the subscription lifecycle, then the
 * order's timeline. Idempotent and order-tolerant (see the module comment). A timeline that cannot be
 * written is logged and does not fail the event (the lifecycle is what matters to the customer).
 * @returns what it did, stored with the event (ids and states only)
 * @throws database or provider errors of the lifecycle (the delivery is retried)
 */
export async function handleProviderEvent(services: Services, event: Stripe.Event): Promise<EventOutcome> {
  const outcome = await lifecycle(services, event, new Date(event.created * 1000));
  const entry = timelineEntry(event);
  if (entry) {
    try {
      await recordOrderEvent(services, entry);
    } catch (error) {
      services.log.error(
        { err: error, eventId: event.id, type: event.type },
        "could not add a provider event to its order's timeline",
      );
    }
  }
  return outcome;
}
