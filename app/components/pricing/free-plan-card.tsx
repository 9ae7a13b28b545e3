/** The Free column of the plan table: no price, "Try Free" opens the app's sign-up in a new tab. */
import { PLAN_CARDS } from "../../content/pricing";
import { SLEEVE_LIMITS } from "../../content/plan-facts";
import type { FreePlan } from "../../domain/plan-list";
import { NewTabLink } from "../product/new-tab-link";
import { PlanFactsList } from "./plan-facts-list";

/** Props: the server's free plan and the app's sign-up URL. */
export interface FreePlanCardProps {
  plan: FreePlan;
  signUpUrl: string;
}

export function FreePlanCard({ plan, signUpUrl }: FreePlanCardProps) {
  const facts = [
    `${plan.user} user`,
    `${plan.envelope} Sleeves per month`,
    `Up to ${SLEEVE_LIMITS.free.documents} documents and ${SLEEVE_LIMITS.free.recipients} recipients per Sleeve`,
    `${plan.storage} GB secure storage`,
    `${plan.sms} SMS reminders per month`,
  ];
  return (
    <article aria-labelledby="plan-free" className="card flex flex-col p-6 sm:p-8">
      <h2 id="plan-free" className="text-h3 font-bold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-ink-muted lg:min-h-10">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight">Free</span>
      </p>
      <p className="mt-1 text-sm text-ink-subtle lg:min-h-10">{PLAN_CARDS.free.tagline}</p>
      <p className="mt-6 flex min-h-[4.4rem] items-center rounded-control bg-surface-muted px-4 text-sm text-ink-muted">
        {PLAN_CARDS.free.upgrade}
      </p>
      <NewTabLink href={signUpUrl} className="btn btn-secondary mt-6 w-full" hiddenSuffix={PLAN_CARDS.free.ctaHint}>
        {PLAN_CARDS.free.cta}
      </NewTabLink>
      <PlanFactsList facts={facts} />
    </article>
  );
}
