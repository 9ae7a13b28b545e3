/** The compact "Your plan" card beside the details and code stages: what is being bought, for how much. */
import { formatMoney } from "../../domain/money";
import type { Currency } from "../../domain/plan-list";
import { PLAN_TYPE } from "../../domain/plan-ids";
import { paidPlan, priceOf, quote, type PriceBook } from "../../domain/pricing";
import { totalWithTax } from "../../domain/tax";
import type { Order } from "./flow-state";

/** Props: the order, its currency, and the way back to the plan table. */
export interface OrderBriefProps {
  book: PriceBook;
  order: Order;
  currency: Currency;
  onChangePlan(): void;
  /** The GET form "Change plan" sends before the app has loaded (plan-choices.ts's `TO_PLANS_FORM_ID`). */
  changePlanForm?: string;
  /** The buyer's tax in the order summary's words ("VAT 19%"), once the details step decided it. */
  taxLabel?: string;
}

export function OrderBrief({ book, order, currency, onChangePlan, changePlanForm, taxLabel }: OrderBriefProps) {
  const plan = paidPlan(book, order.plan_id);
  const price = priceOf(book, order.plan_id, order.plan_type_id, currency.code);
  const tier = price?.envelope.find((e) => e.id === order.envelope_id);
  const result = quote(book, { ...order, currency: currency.code });
  if (!plan || !tier || !result.ok) return null;
  const period = order.plan_type_id === PLAN_TYPE.monthly ? "Monthly" : "Yearly";
  return (
    <aside aria-labelledby="brief-heading" className="card bg-surface-muted p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="brief-heading" className="text-sm font-semibold text-ink-subtle">
            Your plan
          </h2>
          <p className="mt-1 text-lg font-bold">
            DocSleeve {plan.name} · {period}
          </p>
        </div>
        <button
          type={changePlanForm ? "submit" : "button"}
          form={changePlanForm}
          onClick={(event) => {
            event.preventDefault();
            onChangePlan();
          }}
          className="shrink-0 text-sm font-semibold whitespace-nowrap text-accent underline underline-offset-2"
        >
          Change plan
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {tier.text}
        {plan.max_users > 1 ? ` · ${order.users} ${order.users === 1 ? "user" : "users"}` : ""}
      </p>
      <p className="mt-4 flex items-baseline justify-between border-t border-line pt-4 text-sm text-ink-muted">
        <span>{totalWithTax({ reason: result.quote.tax_reason, percent: result.quote.tax_percent }, taxLabel)}</span>
        <span className="text-lg font-bold text-ink tabular-nums">{formatMoney(result.quote.total, currency)}</span>
      </p>
      <p className="mt-1 text-xs text-ink-subtle">You can adjust the period, credit and users at payment.</p>
    </aside>
  );
}
