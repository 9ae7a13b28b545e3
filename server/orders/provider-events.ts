/**
 * The payment provider's events on an order's timeline (decision 0028): after the subscription
 * lifecycle handled an event (server/signup/subscription-events.ts), the event is linked to the order it
 * concerns by the sign-up key in its metadata, or by the subscription, customer or payment it names,
 * and kept in `order_events` (type, amounts, status; never personal data). Both the webhook endpoint
 * and the sandbox's in-process delivery use `handleOrderEvent`.
 */
import { eq, or, type SQL } from "drizzle-orm";
import { orderEvents, subscriptions, type OrderEventDetail } from "../../db/schema";
import { cardChangeOf, usersChangeOf } from "../billing/change-events";
import type { EventOutcome, ProviderEvent } from "../payments/webhook";
import type { Services } from "../services";
import { cancellationOf, handleProviderEvent } from "../signup/subscription-events";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});
const id = (v: unknown): string | undefined =>
  typeof v === "string" ? v : typeof obj(v).id === "string" ? (obj(v).id as string) : undefined;
const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

/** The sign-up key an event's object names, directly or through the subscription it names. */
async function signupKeyOf(services: Services, event: ProviderEvent): Promise<string | undefined> {
  const object = obj(event.data.object);
  const details = obj(obj(object.parent).subscription_details);
  const direct = id(obj(details.metadata).signup_key) ?? id(obj(object.metadata).signup_key);
  if (direct) return direct;
  const match: SQL[] = [];
  const subscription = event.type.startsWith("customer.subscription.") ? id(object.id) : id(details.subscription);
  if (subscription) match.push(eq(subscriptions.providerSubscriptionId, subscription));
  const customer = event.type === "customer.updated" ? id(object.id) : undefined;
  if (customer) match.push(eq(subscriptions.providerCustomerId, customer));
  if (event.type.startsWith("charge.") || event.type.startsWith("credit_note.")) {
    const customer = id(object.customer);
    const payment = id(object.payment_intent);
    if (customer) match.push(eq(subscriptions.providerCustomerId, customer));
    if (payment) match.push(eq(subscriptions.providerPaymentId, payment));
  }
  if (match.length === 0) return undefined;
  const [row] = await services.db
    .select({ key: subscriptions.signupKey })
    .from(subscriptions)
    .where(or(...match))
    .limit(1);
  return row?.key;
}

/**
 * What the timeline shows of an event: its type and the amounts and status it carries, and for a change
 * by the customer, the users before and after or the new card's payment method id (no card data).
 */
function detailOf(event: ProviderEvent): OrderEventDetail {
  const object = obj(event.data.object);
  const cancellation = cancellationChange(event);
  const users = usersChangeOf(event);
  const card = cardChangeOf(event);
  return {
    type: event.type,
    status: typeof object.status === "string" ? object.status : null,
    amountPaid: num(object.amount_paid),
    amountDue: num(object.amount_due),
    amountRefunded: num(object.amount_refunded),
    amount: event.type.startsWith("charge.dispute") ? num(object.amount) : null,
    ...(event.type === "credit_note.created" ? { amountCredited: num(object.total) } : {}),
    billingReason: typeof object.billing_reason === "string" ? object.billing_reason : null,
    ...(cancellation ? { cancelAtPeriodEnd: cancellation.atPeriodEnd, reason: cancellation.feedback ?? null } : {}),
    ...(cancellation?.atPeriodEnd && typeof object.cancel_at === "number" ? { cancelAt: object.cancel_at } : {}),
    ...(users ? { usersFrom: users.from, usersTo: users.to } : {}),
    ...(card ? { paymentMethod: card.paymentMethodId } : {}),
  };
}

/**
 * The timeline kind of an event: a change by the customer (the scheduled cancellation, the users, the
 * default card), or any provider event.
 */
function kindOf(event: ProviderEvent): (typeof orderEvents.$inferInsert)["kind"] {
  const cancellation = cancellationChange(event);
  if (cancellation) return cancellation.atPeriodEnd ? "cancellation_scheduled" : "cancellation_withdrawn";
  if (usersChangeOf(event)) return "users_changed";
  if (cardChangeOf(event)) return "card_updated";
  return "provider_event";
}

/** The cancellation a `customer.subscription.updated` event changed, if it changed one. */
function cancellationChange(event: ProviderEvent) {
  if (event.type !== "customer.subscription.updated") return undefined;
  const cancellation = cancellationOf(obj(event.data.object), obj(event.data.previous_attributes));
  return cancellation?.changed ? cancellation : undefined;
}

/** Keeps `event` on the timeline of its order (once per event id); an unknown order is skipped. */
export async function recordOrderEvent(services: Services, event: ProviderEvent): Promise<void> {
  const key = await signupKeyOf(services, event);
  if (!key) return;
  await services.db
    .insert(orderEvents)
    .values({
      signupKey: key,
      kind: kindOf(event),
      sourceId: event.id,
      detail: detailOf(event),
      at: new Date(event.created * 1000),
    })
    .onConflictDoNothing({ target: orderEvents.sourceId });
}

/**
 * The webhook's handler: the subscription lifecycle, then the order timeline. A timeline that cannot be
 * written is logged and does not fail the event (the lifecycle is what matters to the customer).
 */
export async function handleOrderEvent(services: Services, event: ProviderEvent): Promise<EventOutcome> {
  const outcome = await handleProviderEvent(services, event);
  try {
    await recordOrderEvent(services, event);
  } catch (error) {
    services.log.error(
      { err: error, eventId: event.id, type: event.type },
      "could not add a provider event to its order's timeline",
    );
  }
  return outcome;
}
