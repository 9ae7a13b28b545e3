/**
 * One order for the console's order page: its figures, what is left to refund, and its
 * timeline: the buyer's attempts, the provider's events, refunds issued from the console and the mails
 * sent to the buyer (while the outbox keeps them, 7 days after delivery; decision 0015). Timeline texts
 * are plain text built here; pages render them as text, never as HTML.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { cancellationReasonLabel } from "../../app/domain/cancellation";
import { formatMoney } from "../../app/domain/money";
import type { PlanTypeId } from "../../app/domain/plan-ids";
import { applyTax } from "../../app/domain/pricing";
import { discountedPayments } from "../../app/domain/promotion-pricing";
import { mailOutbox, orderEvents, signupRequests, subscriptions, type OrderEventDetail } from "../../db/schema";
import type { Database } from "../../db/database";
import { referenceOf } from "../signup/reference";
import { promotionOfOrder, type OrderPromotion } from "../promotions/admin";
import { findOrder, type OrderRow } from "./queries";
import { attemptOutcome } from "./status";
import { emailIs } from "../db/email";

/** One line of the timeline. */
export interface TimelineEntry {
  at: Date;
  kind: "attempt" | "provider_event" | "refund" | "mail" | "cancellation" | "billing";
  title: string;
  detail: string | null;
}

/** An order with what only its page shows. Money in minor units of `order.currency`. */
export interface OrderDetail {
  order: OrderRow;
  /** "DS-000123" once the sign-up became an account. */
  reference: string | null;
  taxPercent: number | null;
  /** Saved against paying monthly (yearly plans), informative. */
  saveAmount: number | null;
  /** What a period costs now (tax included) when a change of users set another price than the order's. */
  periodPrice: number | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  disputedAt: Date | null;
  /** When a scheduled cancellation ends the subscription (the period's end), and why; null when none is. */
  cancellation: { endsAt: Date; reason: string } | null;
  card: { brand: string; last4: string } | null;
  /** Minor units that can still be refunded (0: nothing to refund). */
  refundable: number;
  /** The promotion code the order carries, with the discount recorded for it; null without one. */
  promotion: (OrderPromotion & { discountedPayments: number | null }) | null;
  timeline: TimelineEntry[];
}

/** The sum of the refunds issued from the console for the order `key` (minor units). */
export async function consoleRefunded(db: Pick<Database, "select">, key: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum((${orderEvents.detail} ->> 'amount')::int), 0)` })
    .from(orderEvents)
    .where(and(eq(orderEvents.signupKey, key), eq(orderEvents.kind, "refund")));
  return Number(row?.total ?? 0);
}

/**
 * What is left to refund of `order`: its total less what was refunded, counting both the provider's
 * events and the console's own refunds (an event may arrive after the page is shown again). Only a
 * paid order (an account with a recorded payment) has anything to refund.
 */
export function refundableOf(order: OrderRow, refundedFromConsole: number): number {
  if (order.subscriptionId === null || !order.providerPaymentId || order.total === null) return 0;
  return Math.max(0, order.total - Math.max(order.refunded, refundedFromConsole));
}

const money = (minor: number | null, order: OrderRow) =>
  minor === null || !order.currency
    ? null
    : formatMoney(minor, { symbol: order.currency.symbol, minor_unit: order.currency.minorUnit });

/** The words of a provider event on the timeline. */
function providerEventEntry(detail: OrderEventDetail, order: OrderRow): Pick<TimelineEntry, "title" | "detail"> {
  const amount = (v: unknown) => (typeof v === "number" ? money(v, order) : null);
  switch (detail.type) {
    case "invoice.paid":
      return {
        title:
          detail.billingReason === "subscription_cycle"
            ? "Renewal paid"
            : detail.billingReason === "subscription_update"
              ? "Change of users paid"
              : "First payment confirmed by the provider",
        detail: amount(detail.amountPaid),
      };
    case "invoice.payment_failed":
      return {
        title: detail.billingReason === "subscription_cycle" ? "Renewal payment failed" : "Payment failed",
        detail: amount(detail.amountDue),
      };
    case "customer.subscription.deleted":
      return { title: "Subscription cancelled at the provider", detail: null };
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return {
        title: "Subscription updated at the provider",
        detail: typeof detail.status === "string" ? `Status: ${detail.status}` : null,
      };
    case "charge.refunded":
      return {
        title: "Refund recorded by the provider",
        detail: amount(detail.amountRefunded) ? `${amount(detail.amountRefunded)} refunded in total` : null,
      };
    case "credit_note.created":
      return {
        title: "Credit note issued by the provider",
        detail: amount(detail.amountCredited) ? `${amount(detail.amountCredited)} credited` : null,
      };
    case "charge.dispute.created":
      return { title: "Dispute opened (answer it in the provider's dashboard)", detail: amount(detail.amount) };
    default:
      return { title: `Provider event ${String(detail.type)}`, detail: null };
  }
}

/** A date as the billing page and mails write it: "March 2, 2026" (UTC). */
const formatDate = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The words of a scheduled or withdrawn cancellation on the timeline (the customer's own billing change). */
function cancellationEntry(
  kind: "cancellation_scheduled" | "cancellation_withdrawn",
  detail: OrderEventDetail,
): Pick<TimelineEntry, "title" | "detail"> {
  if (kind === "cancellation_withdrawn") return { title: "Cancellation withdrawn by the customer", detail: null };
  const ends = typeof detail.cancelAt === "number" ? formatDate(new Date(detail.cancelAt * 1000)) : null;
  return {
    title: ends
      ? `Cancellation scheduled by the customer: cancels on ${ends}`
      : "Cancellation scheduled by the customer",
    detail: `Reason: ${cancellationReasonLabel(typeof detail.reason === "string" ? detail.reason : null)}`,
  };
}

/** The words of a change of users or of the default card on the timeline (the customer's own billing change). */
function changeEntry(kind: "users_changed" | "card_updated", detail: OrderEventDetail) {
  if (kind === "card_updated")
    return {
      title: "Card updated by the customer",
      detail: typeof detail.paymentMethod === "string" ? `Payment method ${detail.paymentMethod}` : null,
    };
  return {
    title: `Users changed by the customer: ${String(detail.usersFrom)} → ${String(detail.usersTo)}`,
    detail: null,
  };
}

/** The timeline of `order`, oldest first. */
async function timelineOf(db: Database, order: OrderRow): Promise<TimelineEntry[]> {
  const [attempts, events, mails] = await Promise.all([
    db
      .select()
      .from(signupRequests)
      .where(emailIs(signupRequests.email, order.email))
      .orderBy(asc(signupRequests.createdAt)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.signupKey, order.key))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select({
        createdAt: mailOutbox.createdAt,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(emailIs(mailOutbox.to, order.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
  ]);
  const entries: TimelineEntry[] = [
    ...attempts.map((a) => ({
      at: a.createdAt,
      kind: "attempt" as const,
      title: `${a.idempotencyKey === order.key ? "This order's attempt" : "Another attempt by this buyer"}: ${attemptOutcome(a)}`,
      detail: a.payment?.card ? `${a.payment.card.brand} ending in ${a.payment.card.last4}` : null,
    })),
    ...events.map((e) =>
      e.kind === "refund"
        ? {
            at: e.at,
            kind: "refund" as const,
            title: `Refund of ${money(Number(e.detail.amount), order) ?? String(e.detail.amount)} issued by ${String(e.detail.operator)}`,
            detail: `Reason: ${String(e.detail.reason)}`,
          }
        : e.kind === "cancellation_scheduled" || e.kind === "cancellation_withdrawn"
          ? { at: e.at, kind: "cancellation" as const, ...cancellationEntry(e.kind, e.detail) }
          : e.kind === "users_changed" || e.kind === "card_updated"
            ? { at: e.at, kind: "billing" as const, ...changeEntry(e.kind, e.detail) }
            : { at: e.at, kind: "provider_event" as const, ...providerEventEntry(e.detail, order) },
    ),
    ...mails.map((m) => ({
      at: m.createdAt,
      kind: "mail" as const,
      title: `Mail: ${m.subject}`,
      detail: m.status === "sent" ? "Delivered" : m.status === "failed" ? "Delivery failed" : "Waiting in the outbox",
    })),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The order page's data for the sign-up key `key`, or null when there is no such order. */
export async function getOrderDetail(db: Database, key: string): Promise<OrderDetail | null> {
  const order = await findOrder(db, key);
  if (!order) return null;
  const [[extra], [attempt], fromConsole, timeline, promotion] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.signupKey, key)),
    db.select({ payment: signupRequests.payment }).from(signupRequests).where(eq(signupRequests.idempotencyKey, key)),
    consoleRefunded(db, key),
    timelineOf(db, order),
    promotionOfOrder(db, key),
  ]);
  return {
    order,
    reference: extra ? referenceOf(extra.id) : null,
    taxPercent: extra?.taxPercent ?? null,
    saveAmount: extra?.saveAmount ?? null,
    periodPrice: extra?.periodAmount != null ? applyTax(extra.periodAmount, extra.taxPercent).total : null,
    periodStart: extra?.currentPeriodStart ?? null,
    periodEnd: extra?.currentPeriodEnd ?? null,
    disputedAt: extra?.disputedAt ?? null,
    cancellation:
      extra?.cancelAtPeriodEnd && extra.status !== "canceled"
        ? { endsAt: extra.currentPeriodEnd, reason: cancellationReasonLabel(extra.cancellationReason) }
        : null,
    card: attempt?.payment?.card ?? null,
    refundable: refundableOf(order, fromConsole),
    // How many payments the discount covers depends on the billing period (known once it is an account).
    promotion: promotion
      ? {
          ...promotion,
          discountedPayments: extra ? discountedPayments(promotion.terms, extra.planTypeId as PlanTypeId) : null,
        }
      : null,
    timeline,
  };
}
