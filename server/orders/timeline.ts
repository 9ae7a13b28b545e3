/**
 * The payment provider's events on an order's timeline (decision 0028): the provider events handler
 * (server/billing/provider-events.ts) reads each event into an entry, linked to its order by the sign-up
 * key in the event's metadata or by the subscription, customer or payment it names, and kept here in
 * `order_events` (type, amounts, status; never personal data), once per event id.
 */
import { eq, or, type SQL } from "drizzle-orm";
import { orderEvents, subscriptions, type OrderEventDetail } from "../../db/schema";
import type { Services } from "../services";

/** What an event names of its order: the sign-up key itself, or ids the order's subscription has. */
export interface OrderConcerned {
  signupKey?: string;
  subscriptionId?: string;
  customerId?: string;
  paymentIntentId?: string;
}

/** One provider event as the order's timeline keeps it. */
export interface OrderEventEntry {
  /** The provider's event id (kept once). */
  sourceId: string;
  at: Date;
  kind: (typeof orderEvents.$inferInsert)["kind"];
  detail: OrderEventDetail;
  concerns: OrderConcerned;
}

/** The sign-up key of the order an event concerns: the one it names, else its subscription's. */
async function signupKeyOf(services: Services, concerns: OrderConcerned): Promise<string | undefined> {
  if (concerns.signupKey) return concerns.signupKey;
  const match: SQL[] = [];
  if (concerns.subscriptionId) match.push(eq(subscriptions.providerSubscriptionId, concerns.subscriptionId));
  if (concerns.customerId) match.push(eq(subscriptions.providerCustomerId, concerns.customerId));
  if (concerns.paymentIntentId) match.push(eq(subscriptions.providerPaymentId, concerns.paymentIntentId));
  if (match.length === 0) return undefined;
  const [row] = await services.db
    .select({ key: subscriptions.signupKey })
    .from(subscriptions)
    .where(or(...match))
    .limit(1);
  return row?.key;
}

/** Keeps `entry` on the timeline of its order (once per event id); an unknown order is skipped. */
export async function recordOrderEvent(services: Services, entry: OrderEventEntry): Promise<void> {
  const key = await signupKeyOf(services, entry.concerns);
  if (!key) return;
  await services.db
    .insert(orderEvents)
    .values({ signupKey: key, kind: entry.kind, sourceId: entry.sourceId, detail: entry.detail, at: entry.at })
    .onConflictDoNothing({ target: orderEvents.sourceId });
}
