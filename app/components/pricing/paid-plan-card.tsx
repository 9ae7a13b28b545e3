/**
 * A paid column of the plan table (Pro or Team): the price of the chosen tier for the chosen period and
 * currency (from the shared pricing module), the tier picker, and Buy Now, which starts the sign-up
 * with this plan, tier and period: a GET form to the details step, so the first press opens it even
 * before the app has loaded (the app then answers the submit itself, plan-choices.ts).
 */
import { SLEEVE_LIMITS } from "../../content/plan-facts";
import { PLAN_CARDS } from "../../content/pricing";
import { formatMoney } from "../../domain/money";
import type { Currency } from "../../domain/plan-list";
import { PLAN_ID, PLAN_TYPE, type PaidPlanId, type PlanTypeId } from "../../domain/plan-ids";
import { paidPlan, priceOf, quote, type PriceBook } from "../../domain/pricing";
import { CHOICES_FORM_ID, PERIOD_PARAM, PLAN_PARAM, TIER_PARAM } from "./plan-choices";
import { PlanFactsList } from "./plan-facts-list";
import { TierSelect } from "./tier-select";

/** Props of a paid plan card. */
export interface PaidPlanCardProps {
  book: PriceBook;
  planId: PaidPlanId;
  period: PlanTypeId;
  currency: Currency;
  tierId: number;
  /** The promotion code of `/pricing?promo=`, carried to the details step. */
  promo?: string | null;
  onTier(id: number): void;
  onBuy(): void;
}

export function PaidPlanCard({ book, planId, period, currency, tierId, promo, onTier, onBuy }: PaidPlanCardProps) {
  const code = planId === PLAN_ID.pro ? "pro" : "team";
  const copy = PLAN_CARDS[code];
  const plan = paidPlan(book, planId);
  const price = priceOf(book, planId, period, currency.code);
  const result = quote(book, {
    plan_id: planId,
    plan_type_id: period,
    envelope_id: tierId,
    currency: currency.code,
    users: 1,
  });
  if (!plan || !price || !result.ok) return null;
  const q = result.quote;
  const tier = price.envelope.find((e) => e.id === tierId)!;
  const unit = period === PLAN_TYPE.monthly ? "month" : "year";
  const money = (n: number, compact = true) => formatMoney(n, currency, { compact });
  const limits = SLEEVE_LIMITS[code];
  const facts = [
    code === "pro" ? "1 user" : "As many users as you need",
    code === "team" ? `${tier.text}, shared by the team` : tier.text,
    `Up to ${limits.documents} documents and ${limits.recipients} recipients per Sleeve`,
    `${tier.storage} GB secure storage`,
    `${tier.sms.toLocaleString("en-US")} SMS reminders per ${unit}`,
  ];
  const highlighted = code === "team";
  return (
    <article
      aria-labelledby={`plan-${code}`}
      className={`card relative flex flex-col p-6 sm:p-8 ${highlighted ? "border-accent shadow-raised ring-2 ring-brand-600" : ""}`}
    >
      {copy.badge ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          {copy.badge}
        </p>
      ) : null}
      <h2 id={`plan-${code}`} className="text-h3 font-bold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-ink-muted lg:min-h-10">{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-bold tracking-tight" data-testid={`price-${code}`}>
          {money(q.amount)}
        </span>
        <span className="text-ink-muted">/ {unit}</span>
      </p>
      <p className="mt-1 text-sm text-ink-subtle lg:min-h-10">
        {period === PLAN_TYPE.yearly && q.save_amount > 0 ? (
          <span className="font-semibold text-success">Save {money(q.save_amount)} a year · </span>
        ) : null}
        {code === "team"
          ? `First user included; +${money(q.extra_user_amount)} per additional user / ${unit}`
          : copy.tagline}
      </p>
      <div className="mt-6">
        <TierSelect
          id={`tier-${code}`}
          name={TIER_PARAM[code]}
          form={CHOICES_FORM_ID}
          envelopes={price.envelope}
          value={tierId}
          onChange={onTier}
        />
      </div>
      <form
        method="get"
        action="/pricing"
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          onBuy();
        }}
      >
        <input type="hidden" name="step" value="details" />
        <input type="hidden" name="plan" value={PLAN_PARAM[planId]} />
        <input type="hidden" name="period" value={PERIOD_PARAM[period]} />
        <input type="hidden" name="tier" value={tierId} />
        <input type="hidden" name="currency" value={currency.code} />
        {promo ? <input type="hidden" name="promo" value={promo} /> : null}
        <button type="submit" className={`btn w-full ${highlighted ? "btn-primary" : "btn-secondary"}`}>
          {copy.cta}
          <span className="sr-only"> {plan.name}</span>
        </button>
      </form>
      <PlanFactsList facts={facts} />
    </article>
  );
}
