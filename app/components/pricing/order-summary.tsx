/**
 * The order summary of the payment stage: its own Monthly/Yearly switch, the tier,
 * Team users (at least 1), then subtotal, saving, tax and total, recomputed on every change with the
 * shared pricing module: the very figures the server will charge.
 */
import { CHECKOUT_COPY } from "../../content/pricing";
import { formatMoney } from "../../domain/money";
import type { Currency } from "../../domain/plan-list";
import { PLAN_TYPE, type PlanTypeId } from "../../domain/plan-ids";
import { paidPlan, priceOf, quote, type PriceBook } from "../../domain/pricing";
import { taxLineLabel } from "../../domain/tax";
import type { PromotionQuote } from "../../domain/promotions";
import { BillingToggle } from "./billing-toggle";
import type { Order } from "./flow-state";
import { PromotionField } from "./promotion-field";
import type { PromotionState } from "./use-promotion";
import { TierSelect } from "./tier-select";
import { UsersStepper } from "./users-stepper";

/** Props: the price book, the order, its currency, the change handler. */
export interface OrderSummaryProps {
  book: PriceBook;
  order: Order;
  currency: Currency;
  onChange(order: Order): void;
  disabled?: boolean;
  /** The promotion code and the server's figures with it. */
  promotion: PromotionState;
  /** Why the tax is what it is, in the server's words ("VAT 19%", "Reverse charge"); absent: the rate alone. */
  taxLabel?: string;
}

function Line({ label, value, strong, accent }: { label: string; value: string; strong?: boolean; accent?: boolean }) {
  // Each dt/dd pair sits in one div directly under the dl (the only wrapper HTML allows there).
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? "mt-1 border-t border-line pt-3 text-base font-bold text-ink" : "text-sm text-ink-muted"}`}
    >
      <dt>{label}</dt>
      <dd className={`tabular-nums ${accent ? "font-semibold text-success" : strong ? "" : "text-ink"}`}>{value}</dd>
    </div>
  );
}

/** "20% off the first payment", "S$10.00 off for 3 months", "20% off every payment". */
function promotionTerms(p: PromotionQuote, money: (n: number) => string): string {
  const off = p.percent_off !== null ? `${p.percent_off}% off` : `${money(p.amount_off ?? 0)} off`;
  if (p.duration === "once") return `${off} the first payment`;
  if (p.duration === "forever") return `${off} every payment`;
  return `${off} for ${p.duration_in_months} ${p.duration_in_months === 1 ? "month" : "months"}`;
}

/** What the renewals cost: with a code of limited duration, the price once its discount has ended. */
function renewalNote(p: PromotionQuote | null, fullTotal: string, unit: string, code: string): string {
  if (!p) return `Renews every ${unit} at ${fullTotal} (${code}) until you cancel.`;
  if (!p.renewal) return `Renews every ${unit} at ${p.total_amount_show} (${code}) until you cancel.`;
  const discounted = p.renewal.discounted_payments;
  if (discounted <= 1) return `Renews every ${unit} at ${p.renewal.total_amount_show} (${code}) until you cancel.`;
  return `The first ${discounted} payments are ${p.total_amount_show}; then it renews every ${unit} at ${p.renewal.total_amount_show} (${code}) until you cancel.`;
}

export function OrderSummary({ book, order, currency, onChange, disabled, promotion, taxLabel }: OrderSummaryProps) {
  const plan = paidPlan(book, order.plan_id);
  const price = priceOf(book, order.plan_id, order.plan_type_id, currency.code);
  const result = quote(book, { ...order, currency: currency.code });
  if (!plan || !price || !result.ok) return null;
  const q = result.quote;
  const p = promotion.applied;
  const money = (n: number) => formatMoney(n, currency);
  const unit = order.plan_type_id === PLAN_TYPE.monthly ? "month" : "year";
  const setPeriod = (plan_type_id: PlanTypeId) => onChange({ ...order, plan_type_id });
  return (
    <section aria-labelledby="summary-heading" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="summary-heading" className="text-lg font-bold">
          {CHECKOUT_COPY.summaryHeading}
        </h2>
        <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
          DocSleeve {plan.name}
        </span>
      </div>
      <div className="mt-5 space-y-4">
        <BillingToggle
          name="summary-period"
          value={order.plan_type_id}
          onChange={setPeriod}
          size="sm"
          disabled={disabled}
        />
        <TierSelect
          id="summary-tier"
          envelopes={price.envelope}
          value={order.envelope_id}
          onChange={(envelope_id) => onChange({ ...order, envelope_id })}
          disabled={disabled}
        />
        {plan.max_users > 1 ? (
          <UsersStepper
            value={order.users}
            min={plan.min_users}
            max={plan.max_users}
            onChange={(users) => onChange({ ...order, users })}
            disabled={disabled}
          />
        ) : null}
      </div>
      <dl className="mt-6 space-y-2.5 border-t border-line pt-5" aria-live="polite" aria-atomic="true">
        <Line label={`${plan.name} plan${plan.max_users > 1 ? ", first user" : ""}`} value={money(q.base_amount)} />
        {q.extra_users > 0 ? (
          <Line
            label={`${q.extra_users} additional ${q.extra_users === 1 ? "user" : "users"} × ${money(q.extra_user_amount)}`}
            value={money(q.extra_users * q.extra_user_amount)}
          />
        ) : null}
        <Line label="Subtotal" value={money(q.amount)} />
        {q.save_amount > 0 ? (
          <Line label={`You save vs. monthly (${q.save_percent}%)`} value={money(q.save_amount)} accent />
        ) : null}
        {/* With a code: the discount is a line of its own and the tax is on the discounted amount (the server's figures). */}
        {p ? (
          <Line
            label={`Promotion code ${p.code} (${promotionTerms(p, money)})`}
            value={`-${money(p.discount_amount)}`}
            accent
          />
        ) : null}
        <Line
          label={
            taxLabel === undefined
              ? `Tax (${q.tax_percent}%)`
              : taxLineLabel(taxLabel, { reason: q.tax_reason, percent: q.tax_percent })
          }
          value={money(p ? p.tax_amount : q.tax_amount)}
        />
        <Line label="Total due today" value={p ? p.total_amount_show : money(q.total)} strong />
      </dl>
      <p className="mt-3 text-xs text-ink-subtle">{renewalNote(p, money(q.total), unit, currency.code)}</p>
      <div className="mt-4 border-t border-line pt-4">
        <PromotionField promotion={promotion} disabled={disabled} />
      </div>
    </section>
  );
}
