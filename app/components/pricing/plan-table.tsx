/**
 * Stage 1: the billing period switch (Monthly by default), the currency, the Free,
 * Pro and Team columns and the feature comparison. Buy Now keeps the period and tier chosen here.
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

/** Props of the plan table. */
export interface PlanTableProps {
  planList: PlanList;
  currency: Currency;
  period: PlanTypeId;
  tiers: { pro: number; team: number };
  signUpUrl: string;
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
  onPeriod,
  onCurrency,
  onTier,
  onBuy,
}: PlanTableProps) {
  return (
    <div>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        <BillingToggle name="plan-period" value={period} onChange={onPeriod} yearlyBadge={PRICING_PAGE.yearlyBadge} />
        <CurrencySelect currencies={planList.currencies} value={currency.code} onChange={onCurrency} />
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-3 lg:gap-6">
        <FreePlanCard plan={planList.free_plan} signUpUrl={signUpUrl} />
        <PaidPlanCard
          book={planList}
          planId={1}
          period={period}
          currency={currency}
          tierId={tiers.pro}
          onTier={(id) => onTier("pro", id)}
          onBuy={() => onBuy(1)}
        />
        <PaidPlanCard
          book={planList}
          planId={2}
          period={period}
          currency={currency}
          tierId={tiers.team}
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
