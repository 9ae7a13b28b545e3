/**
 * `/admin/orders/:key` (owners and support): one order: buyer, plan, amounts (subtotal, tax,
 * total, refunded), provider ids, status, its timeline (attempts, provider events, refunds, mails), and
 * the refund (app/components/admin/order-refund.tsx). Everything a buyer typed is rendered as text.
 */
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/order";
import { formatDateTime } from "../../components/admin/format";
import { PageHeader } from "../../components/admin/page-header";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";
import { OrderStatusBadge } from "../../components/admin/order-status";
import { RefundPanel } from "../../components/admin/order-refund";
import { OrderDocuments } from "../../components/admin/order-documents";
import { orderPage, refundAction } from "../../server/console/orders.server";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta("Order");

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireOperator(args, "orders");
  return orderPage(ctx, args.params.key);
}

export async function action(args: Route.ActionArgs) {
  const ctx = await requireOperator(args, "orders");
  const form = await args.request.formData();
  if (form.get("intent") !== "refund") throw new Response("Unknown action.", { status: 400 });
  return refundAction(ctx, args.params.key, form);
}

const TIMELINE_KIND: Record<string, string> = {
  attempt: "Attempt",
  provider_event: "Provider",
  refund: "Refund",
  mail: "Mail",
  cancellation: "Billing",
  billing: "Billing",
};

export default function Order() {
  const d = useLoaderData<typeof loader>();
  const o = d.order;
  const facts: Array<[string, React.ReactNode]> = [
    ["Status", <OrderStatusBadge key="s" status={o.status} />],
    ["Buyer", o.buyerName],
    [
      "Email",
      <span key="e" className="break-all">
        {o.email}
      </span>,
    ],
    ["Company", o.company],
    ["Plan", o.plan],
    ["Period", o.period],
    ["Users", o.users ?? "—"],
    ["Currency", o.currency],
    ["Subtotal", o.subtotal],
    ["Tax", d.taxPercent === null ? o.tax : `${o.tax} (${d.taxPercent}%)`],
    ["Total", <strong key="t">{o.total}</strong>],
    ["Refunded", o.refunded],
    ["Reference", d.reference ?? "—"],
    ["Card", d.card ? `${d.card.brand} ending in ${d.card.last4}` : "—"],
    [
      "Paid period",
      d.periodStart && d.periodEnd ? `${formatDateTime(d.periodStart)} to ${formatDateTime(d.periodEnd)}` : "—",
    ],
    ["Provider", o.provider ?? "—"],
    [
      "Provider customer",
      <code key="c" className="break-all text-xs">
        {o.providerCustomerId ?? "—"}
      </code>,
    ],
    [
      "Provider subscription",
      <code key="sub" className="break-all text-xs">
        {o.providerSubscriptionId ?? "—"}
      </code>,
    ],
    [
      "Provider payment",
      <code key="p" className="break-all text-xs">
        {o.providerPaymentId ?? "—"}
      </code>,
    ],
    ["Ordered", formatDateTime(o.createdAt)],
  ];
  if (d.promotion) {
    // After the subtotal: the code, its discount as a line of its own (the tax is on the discounted amount).
    const lines: Array<[string, React.ReactNode]> = [
      [
        "Promotion code",
        <span key="pc">
          <span className="font-mono font-semibold">{d.promotion.code}</span> ({d.promotion.terms})
          {d.promotion.redeemed ? "" : ", not redeemed"}
        </span>,
      ],
      ["Discount", d.promotion.discount],
    ];
    if (d.promotion.renewal) lines.push(["Renewals", d.promotion.renewal]);
    facts.splice(facts.findIndex(([term]) => term === "Subtotal") + 1, 0, ...lines);
  }
  // After a change of users: what a period costs now (the figures above are the order's).
  if (d.periodPrice)
    facts.splice(
      facts.findIndex(([term]) => term === "Refunded"),
      0,
      ["Price now", `${d.periodPrice} per ${o.period?.toLowerCase() === "yearly" ? "year" : "month"}`],
    );
  if (d.saveAmount)
    facts.splice(
      facts.findIndex(([term]) => term === "Tax"),
      0,
      ["Yearly saving", d.saveAmount],
    );
  if (d.disputedAt) facts.push(["Dispute opened", formatDateTime(d.disputedAt)]);
  if (d.cancellation)
    facts.push(
      ["Cancellation", <strong key="c">Cancels on {formatDateTime(d.cancellation.endsAt)}</strong>],
      ["Cancellation reason", d.cancellation.reason],
    );
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-accent underline">
          Orders
        </Link>
      </p>
      <PageHeader
        title={`Order of ${o.buyerName === "—" ? o.email : o.buyerName}`}
        description={d.reference ? `Reference ${d.reference}` : "Not (yet) an account: the sign-up did not complete."}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="order-facts" className="rounded-lg border border-line bg-surface p-4">
          <h2 id="order-facts" className="text-lg font-semibold">
            Order
          </h2>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-ink-muted">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div>
          {d.refundable > 0 ? (
            <RefundPanel
              nonce={d.nonce}
              refundDefault={d.refundDefault}
              refundableText={d.refundableText}
              card={d.card}
            />
          ) : (
            <p className="rounded-lg border border-line bg-surface p-4 text-sm text-ink-muted">
              Nothing is left to refund on this order.
            </p>
          )}
        </div>
      </div>
      <OrderDocuments documents={d.documents} />
      <section aria-labelledby="timeline-heading" className="mt-6">
        <h2 id="timeline-heading" className="mb-2 text-lg font-semibold">
          Timeline
        </h2>
        {d.timeline.length === 0 ? (
          <p className="text-sm text-ink-muted">Nothing recorded yet.</p>
        ) : (
          <ol className="space-y-2 border-l-2 border-line pl-4 text-sm">
            {d.timeline.map((entry, i) => (
              <li key={i}>
                <p>
                  <time dateTime={entry.at} className="text-ink-muted">
                    {formatDateTime(entry.at)}
                  </time>{" "}
                  <span className="font-semibold">{TIMELINE_KIND[entry.kind]}:</span> {entry.title}
                </p>
                {entry.detail ? <p className="text-ink-muted">{entry.detail}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
