/**
 * Stage 1: the billing period switch (Monthly by default), the currency, the Free,
 * Pro and Team columns and the feature comparison. Buy Now keeps the period and tier chosen here.
 * The period, currency and tiers are one GET form (plan-choices.ts): before the app has loaded, a change
 * sends it (the inline script, app/body-scripts/plan-choices.ts) and the server renders the choice;
 * without script, "Show prices" does.
 */
import { PRICING_PAGE } from "../../content/pricing";
import type { Currency, PlanList } from "../../domain/plan-list";
import type { PlanTypeId } from "../../domain/plan-ids";
import { paidPlan } from "../../domain/pricing";
import { BillingToggle } from "./billing-toggle";
import { CurrencySelect } from "./currency-select";
import { FeatureTable } from "./feature-table";
import { FreePlanCard } from "./free-plan-card";
import { PaidPlanCard } from "./paid-plan-card";
import { CHOICES_FORM_ID } from "./plan-choices";
import { useNonce } from "../../lib/nonce";
import submitOnChangeScript from "virtual:body-script/plan-choices";

/** Props of the plan table. */
export interface PlanTableProps {
  planList: PlanList;
  currency: Currency;
  period: PlanTypeId;
  tiers: { pro: number; team: number };
  signUpUrl: string;
  /** The promotion code of `/pricing?promo=`, kept by the forms. */
  promo?: string | null;
  onPeriod(period: PlanTypeId): void;
  onCurrency(code: string): void;
  onTier(plan: "pro" | "team", id: number): void;
  onBuy(planId: 1 | 2): void;
}

export function PlanTable({
  planList,
  currency,
  period,
  tiers,
  signUpUrl,
  promo,
  onPeriod,
  onCurrency,
  onTier,
  onBuy,
}: PlanTableProps) {
  const nonce = useNonce();
  return (
    <div>
      <form
        id={CHOICES_FORM_ID}
        method="get"
        action="/pricing"
        data-submit-on-change=""
        aria-label="Plan choices"
        className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between"
        // The app answers each change itself; a submit (Enter, or the inline script racing hydration) stays here.
        onSubmit={(event) => event.preventDefault()}
      >
        {promo ? <input type="hidden" name="promo" value={promo} /> : null}
        <BillingToggle name="period" value={period} onChange={onPeriod} yearlyBadge={PRICING_PAGE.yearlyBadge} />
        <div className="flex flex-wrap items-center justify-center gap-3">
          <CurrencySelect currencies={planList.currencies} value={currency.code} onChange={onCurrency} />
          <noscript>
            <button type="submit" className="btn btn-secondary py-2">
              {PRICING_PAGE.showPrices}
            </button>
          </noscript>
        </div>
      </form>
      <script
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: submitOnChangeScript }}
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-3 lg:gap-6">
        <FreePlanCard plan={planList.free_plan} signUpUrl={signUpUrl} />
        <PaidPlanCard
          book={planList}
          planId={1}
          period={period}
          currency={currency}
          tierId={tiers.pro}
          promo={promo}
          onTier={(id) => onTier("pro", id)}
          onBuy={() => onBuy(1)}
        />
        <PaidPlanCard
          book={planList}
          planId={2}
          period={period}
          currency={currency}
          tierId={tiers.team}
          promo={promo}
          onTier={(id) => onTier("team", id)}
          onBuy={() => onBuy(2)}
        />
      </div>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-ink-subtle">{PRICING_PAGE.guarantee}</p>
      <section aria-labelledby="compare-plans" className="mt-16 sm:mt-20">
        <h2 id="compare-plans" className="text-center text-h2 font-bold tracking-tight">
          {PRICING_PAGE.compareHeading}
        </h2>
        <p className="mx-auto mt-3 mb-8 max-w-2xl text-center text-ink-muted">{PRICING_PAGE.compareLead}</p>
        <FeatureTable
          features={planList.plan_features_list}
          names={{
            free: planList.free_plan.name,
            pro: paidPlan(planList, 1)?.name ?? "Pro",
            team: paidPlan(planList, 2)?.name ?? "Team",
          }}
        />
      </section>
    </div>
  );
}
