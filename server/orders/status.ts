/**
 * An order's status, derived in SQL (so the list can filter and count by it): the subscription's state
 * and refunded amount when the sign-up became an account, otherwise the attempt's own state.
 */
import { sql, type SQL } from "drizzle-orm";
import type { OrderStatus } from "../../app/domain/admin-orders";
import { signupRequests, subscriptions } from "../../db/schema";

/** The SQL expression of an order's status over `signup_requests` left-joined with `subscriptions`. */
export function orderStatusSql(): SQL<OrderStatus> {
  return sql<OrderStatus>`(case
    when ${subscriptions.id} is not null and ${subscriptions.refundedAmount} >= ${subscriptions.total} then 'refunded'
    when ${subscriptions.id} is not null and ${subscriptions.refundedAmount} > 0 then 'partially_refunded'
    when ${subscriptions.status} in ('past_due', 'unpaid') then 'past_due'
    when ${subscriptions.status} in ('canceled', 'incomplete_expired', 'paused') then 'cancelled'
    when ${subscriptions.id} is not null then 'paid'
    when ${signupRequests.status} = 'requires_action' then 'waiting_3ds'
    when ${signupRequests.status} = 'processing' then 'processing'
    when ${signupRequests.status} = 'refunding' then 'refunded'
    when ${signupRequests.outcome} = 'card_declined' then 'declined'
    when ${signupRequests.status} = 'failed' and ${signupRequests.payment}->>'paymentId' is not null then 'refunded'
    else 'cancelled' end)`;
}

/** What one attempt of a buyer came to (the timeline's words), from the attempt's own columns. */
export function attemptOutcome(attempt: {
  status: string;
  outcome: string | null;
  payment: { paymentId?: string } | null;
}): string {
  switch (attempt.status) {
    case "succeeded":
      return "paid";
    case "requires_action":
      return "waiting for 3-D Secure";
    case "processing":
      return "in progress";
    case "refunding":
      return "payment being refunded";
    case "abandoned":
      return "abandoned: 3-D Secure never completed, nothing charged";
    default:
      if (attempt.outcome === "card_declined") return "declined";
      return attempt.payment?.paymentId ? "failed after payment: the payment was refunded" : "failed before payment";
  }
}
