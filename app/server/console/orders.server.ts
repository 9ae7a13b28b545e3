/**
 * What the Orders pages' loaders and actions ask of the server: the list and the order page
 * with every amount already formatted for display (the browser shows what the server computed), and
 * the refund action's answer. Server-only (decision 0028).
 */
import { randomBytes } from "node:crypto";
import { ORDER_STATUS_LABELS, orderFilterSchema, refundFormSchema } from "../../domain/admin-orders";
import { parseAdminList } from "../../domain/admin-list";
import { formatMoney, majorString } from "../../domain/money";
import { describeTerms } from "../../domain/promotion-pricing";
import { getOrderDetail, type OrderDetail } from "../../../server/orders/detail";
import { listOrders, type OrderRow } from "../../../server/orders/queries";
import { refundOrder } from "../../../server/orders/refund";
import { documentsOfSubscription, type OrderDocument } from "../../../server/invoices/queries";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import type { AdminContext } from "./guard.server";

const money = (minor: number | null, row: OrderRow) =>
  minor === null || !row.currency
    ? "—"
    : formatMoney(minor, { symbol: row.currency.symbol, minor_unit: row.currency.minorUnit });

/** An order as the pages show it: text and numbers only. */
function view(row: OrderRow) {
  return {
    key: row.key,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    buyerName: row.buyerName ?? "—",
    company: row.company ?? "—",
    plan: row.plan ?? "—",
    period: row.period ?? "—",
    users: row.users,
    currency: row.currency?.code ?? "—",
    subtotal: money(row.subtotal, row),
    tax: money(row.tax, row),
    total: money(row.total, row),
    refunded: money(row.refunded, row),
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    provider: row.provider,
    providerCustomerId: row.providerCustomerId,
    providerSubscriptionId: row.providerSubscriptionId,
    providerPaymentId: row.providerPaymentId,
  };
}

/** The Orders list for `url`'s parameters. */
export async function ordersPage(ctx: AdminContext, url: URL) {
  const params = parseAdminList(url);
  const { status } = orderFilterSchema.parse({ status: url.searchParams.get("status") ?? undefined });
  const page = await listOrders(ctx.services.db, { ...params, status });
  return { page: { ...page, rows: page.rows.map(view) }, status: status ?? "" };
}

/**
 * The order's promotion code as the order page shows it: "LAUNCH20 (20% off the first payment)", the
 * discount as money ("-S$134.00") and, when the discount ends, what the renewals cost; null without a code.
 */
function promotionView(detail: OrderDetail, order: OrderRow) {
  const p = detail.promotion;
  if (!p) return null;
  const format = (minor: number) => money(minor, order);
  const renewal =
    p.terms.duration === "forever"
      ? null
      : p.discountedPayments !== null && p.discountedPayments > 1
        ? `${format(p.total)} for the first ${p.discountedPayments} payments, then ${format(p.fullTotal)} per payment`
        : `${format(p.fullTotal)} per payment after the discount`;
  return {
    code: p.terms.code,
    terms: describeTerms(p.terms, format, p.currencyCode),
    discount: `-${format(p.discountAmount)}`,
    renewal,
    redeemed: p.status === "redeemed",
  };
}

/** An invoice or credit note as the order page lists it: its number, date, amount and PDF link. */
function documentView(key: string, d: OrderDocument, order: OrderRow) {
  const path = d.kind === "invoice" ? "invoice" : "credit-note";
  return {
    kind: d.kind === "invoice" ? "Invoice" : "Credit note",
    number: d.number,
    issuedAt: d.issuedAt.toISOString(),
    amount: d.kind === "invoice" ? money(d.total, order) : `-${money(d.total, order)}`,
    corrects: d.corrects,
    href: d.pdfUrl ?? `/admin/orders/${encodeURIComponent(key)}/documents/${path}/${d.id}.pdf`,
  };
}

/** The order page of `key`, with a fresh refund form nonce (one refund per form shown). */
export async function orderPage(ctx: AdminContext, key: string) {
  const detail = await getOrderDetail(ctx.services.db, key);
  if (!detail) throw new Response("This order does not exist.", { status: 404 });
  const { order } = detail;
  return {
    order: view(order),
    reference: detail.reference,
    taxPercent: detail.taxPercent,
    saveAmount: detail.saveAmount ? money(detail.saveAmount, order) : null,
    periodPrice: detail.periodPrice === null ? null : money(detail.periodPrice, order),
    periodStart: detail.periodStart?.toISOString() ?? null,
    periodEnd: detail.periodEnd?.toISOString() ?? null,
    disputedAt: detail.disputedAt?.toISOString() ?? null,
    cancellation: detail.cancellation
      ? { endsAt: detail.cancellation.endsAt.toISOString(), reason: detail.cancellation.reason }
      : null,
    card: detail.card,
    refundable: detail.refundable,
    refundableText: money(detail.refundable, order),
    /** The refund form's default: what is left, in major units as typed ("730.30"). */
    refundDefault: order.currency ? majorString(detail.refundable, order.currency.minorUnit) : "",
    promotion: promotionView(detail, order),
    nonce: randomBytes(16).toString("base64url"),
    timeline: detail.timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
    documents: order.subscriptionId
      ? (await documentsOfSubscription(ctx.services.db, order.subscriptionId)).map((d) => documentView(key, d, order))
      : [],
  };
}

/**
 * The refund action of the order `key` (a Conform form parsed with `refundFormSchema`). A refusal answers
 * 4xx/5xx, so the page is not reloaded and the form keeps its nonce: sending it again cannot refund twice.
 */
export async function refundAction(ctx: AdminContext, key: string, form: FormData) {
  const submission = parseForm(form, refundFormSchema);
  if (submission.status !== "success") return formRefusal(submission);
  const result = await refundOrder(ctx.services, {
    key,
    operator: { id: ctx.operator.id, email: ctx.operator.email },
    ipHash: ctx.ipHash,
    form: submission.value,
  });
  if (!result.ok) return formRefusal(submission, result);
  const made = result.value;
  const detail = await getOrderDetail(ctx.services.db, key);
  const amount = detail ? money(made.amount, detail.order) : String(made.amount);
  const message = made.replayed
    ? `This refund of ${amount} was already made.`
    : `Refunded ${amount}. The customer has been mailed.`;
  return formAccepted(form, submission, { message });
}
