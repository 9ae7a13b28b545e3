/**
 * The order summary of the payment stage: its own Monthly/Yearly switch, the tier,
 * Team users (at least 1), then subtotal, saving, tax and total, recomputed on every change with the
 * shared pricing module: the very figures the server will charge.
 */
import { CHECKOUT_COPY } from "../../content/pricing";
import { formatMoney } from "../../domain/money";
import type { Currency } from "../../domain/plan-list";
import type { PlanTypeId } from "../../domain/plan-ids";
import { paidPlan, priceOf, quote, type PriceBook } from "../../domain/pricing";
import { BillingToggle } from "./billing-toggle";
import type { Order } from "./flow-state";
import { TierSelect } from "./tier-select";
import { UsersStepper } from "./users-stepper";

/** Props: the price book, the order, its currency, the change handler. */
export interface OrderSummaryProps {
  book: PriceBook;
  order: Order;
  currency: Currency;
  onChange(order: Order): void;
  disabled?: boolean;
}

function Line({ label, value, strong, accent }: { label: string; value: string; strong?: boolean; accent?: boolean }) {
  // Each dt/dd pair sits in one div directly under the dl (the only wrapper HTML allows there).
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "mt-1 border-t border-line pt-3 text-base font-bold text-ink" : "text-sm text-ink-muted"}`}>
      <dt>{label}</dt>
      <dd className={`tabular-nums ${accent ? "font-semibold text-success" : strong ? "" : "text-ink"}`}>{value}</dd>
    </div>
  );
}

export function OrderSummary({ book, order, currency, onChange, disabled }: OrderSummaryProps) {
  const plan = paidPlan(book, order.plan_id);
  const price = priceOf(book, order.plan_id, order.plan_type_id, currency.code);
  const result = quote(book, { ...order, currency: currency.code });
  if (!plan || !price || !result.ok) return null;
  const q = result.quote;
  const money = (n: number) => formatMoney(n, currency);
  const unit = order.plan_type_id === 1 ? "month" : "year";
  const setPeriod = (plan_type_id: PlanTypeId) => onChange({ ...order, plan_type_id });
  return (
    <section aria-labelledby="summary-heading" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="summary-heading" className="text-lg font-bold">
          {CHECKOUT_COPY.summaryHeading}
        </h2>
        <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">DocSleeve {plan.name}</span>
      </div>
      <div className="mt-5 space-y-4">
        <BillingToggle name="summary-period" value={order.plan_type_id} onChange={setPeriod} size="sm" disabled={disabled} />
        <TierSelect id="summary-tier" envelopes={price.envelope} value={order.envelope_id} onChange={(envelope_id) => onChange({ ...order, envelope_id })} disabled={disabled} />
        {plan.max_users > 1 ? (
          <UsersStepper value={order.users} min={plan.min_users} max={plan.max_users} onChange={(users) => onChange({ ...order, users })} disabled={disabled} />
        ) : null}
      </div>
      <dl className="mt-6 space-y-2.5 border-t border-line pt-5" aria-live="polite" aria-atomic="true">
        <Line label={`${plan.name} plan${plan.max_users > 1 ? ", first user" : ""}`} value={money(q.base_amount)} />
        {q.extra_users > 0 ? <Line label={`${q.extra_users} additional ${q.extra_users === 1 ? "user" : "users"} × ${money(q.extra_user_amount)}`} value={money(q.extra_users * q.extra_user_amount)} /> : null}
        <Line label="Subtotal" value={money(q.amount)} />
        {q.save_amount > 0 ? <Line label={`You save vs. monthly (${q.save_percent}%)`} value={money(q.save_amount)} accent /> : null}
        <Line label={`Tax (${q.tax_percent}%)`} value={money(q.tax_amount)} />
        <Line label="Total due today" value={money(q.total)} strong />
      </dl>
      <p className="mt-3 text-xs text-ink-subtle">
        Renews every {unit} at {money(q.total)} ({currency.code}) until you cancel.
      </p>
    </section>
  );
}
