/**
 * The subscription's record as the payment provider's events move it (server/billing/provider-events.ts
 * reads the events): status, period, scheduled cancellation, users and price; the amounts refunded on
 * its charges; a dispute. Order-tolerant: a status or period is written only from an event at least as
 * new as the one that wrote the current state (`subscriptions.state_at`), so a late older event changes
 * nothing.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { subscriptionCharges, subscriptions } from "../../db/schema";
import type { Services } from "../services";
import type { Cancellation, PeriodPrice } from "./change-events";

/** A subscription's status as the provider names it. */
export type SubscriptionStatus = (typeof subscriptions.$inferSelect)["status"];

/** What an event says of a subscription; fields left out are not written. */
export interface SubscriptionState {
  status?: SubscriptionStatus;
  start?: Date;
  end?: Date;
  cancellation?: Cancellation;
  users?: number;
  price?: PeriodPrice;
}

/**
 * Writes the given state of the subscription with provider id `providerId`, as of `at` (the event's
 * creation), unless a newer event already wrote it. @returns whether the row changed
 */
export async function writeSubscriptionState(
  services: Services,
  providerId: string,
  at: Date,
  state: SubscriptionState,
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

/** A charge's refunds as the provider reports them (amounts in minor units). */
export interface ChargeRefunds {
  chargeId: string;
  /** What was charged. */
  amount: number;
  /** The absolute amount refunded so far. */
  amountRefunded: number;
  customerId?: string;
  paymentIntentId?: string;
}

/**
 * Stores the absolute amount refunded on a charge in `subscription_charges` (the subscription found by
 * the charge's customer or payment), and the subscription's `refunded_amount` as the sum over its
 * charges. Stripe documents `previous_attributes` only for `*.updated` events, so no delta is derived
 * from one: a redelivered, reordered or repeated event sets the same figure again (an older event
 * changes nothing). @returns the subscription's id, if one was found
 */
export async function recordChargeRefunds(
  services: Services,
  charge: ChargeRefunds,
  at: Date,
): Promise<number | undefined> {
  const { chargeId, customerId, paymentIntentId, amountRefunded } = charge;
  const owners = [
    customerId && eq(subscriptions.providerCustomerId, customerId),
    paymentIntentId && eq(subscriptions.providerPaymentId, paymentIntentId),
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
      providerPaymentId: paymentIntentId ?? null,
      amount: charge.amount,
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
  return owner?.id;
}

/** Flags the subscriptions paid by `paymentIntentId` as disputed at `at`. @returns their ids */
export async function markDisputed(services: Services, paymentIntentId: string, at: Date): Promise<number[]> {
  const rows = await services.db
    .update(subscriptions)
    .set({ disputedAt: at })
    .where(eq(subscriptions.providerPaymentId, paymentIntentId))
    .returning({ id: subscriptions.id });
  return rows.map((r) => r.id);
}
