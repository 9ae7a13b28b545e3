/**
 * The pricing page's single screen in four stages: plan table → details (+ Confirm Email) →
 * payment → success. The URL names the stage (browser Back moves between stages); the state lives in
 * sessionStorage (see flow-state.ts); a stage that cannot be shown (e.g. after a reload lost the
 * password) redirects to the one that can. Prices come from the server's plan list only.
 */
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { CHECKOUT_COPY, PRICING_PAGE } from "../../content/pricing";
import type { PlanList } from "../../domain/plan-list";
import { appLinks, type PublicEnv } from "../../lib/public-env";
import { PageHero } from "../ui/page-hero";
import { Spinner } from "../ui/spinner";
import { ConfirmEmailStage } from "./confirm-email-stage";
import { DetailsStage } from "./details-stage";
import { allowedStep, type Step } from "./flow-state";
import { OrderBrief } from "./order-brief";
import type { PaymentConfig } from "./payment-source";
import { PaymentStage } from "./payment-stage";
import { PlanTable } from "./plan-table";
import { StepIndicator } from "./step-indicator";
import { SuccessStage } from "./success-stage";
import { useFlowActions } from "./use-flow-actions";
import { usePricingFlow } from "./use-pricing-flow";
import { useCountries } from "./use-reference-data";
import type { VisitorDefaults } from "./visitor";
import { useStepNavigation } from "./use-step-navigation";

/** Props: the server's plan list, the payment provider, the visitor's defaults, the public URLs, and a plan-list reload. */
export interface PricingFlowProps {
  planList: PlanList;
  payment: PaymentConfig;
  /** Worked out by the server from the visitor's address, so the first HTML shows the right currency. */
  visitor: VisitorDefaults;
  env: PublicEnv;
  onPricesChanged(): void;
}

export function PricingFlow({ planList, payment, visitor, env, onPricesChanged }: PricingFlowProps) {
  const flow = usePricingFlow();
  const nav = useStepNavigation();
  const actions = useFlowActions(flow, nav);
  const { state, update, hydrated } = flow;
  const hasPassword = flow.passwords.password !== "";
  const shown: Step | null = hydrated ? allowedStep(nav.step, state, hasPassword) : nav.step === "plans" ? "plans" : null;
  const countries = useCountries(shown === "details");
  const fallback = planList.currencies.find((c) => c.is_default) ?? planList.currencies[0]!;
  // Until the visitor picks one, the currency is the one the server rendered: the same on the server,
  // at hydration and after the stored flow is restored, so no price changes under the visitor's eyes.
  const shownCode = state.currencyChosen ? state.currency : visitor.currency;
  const currency = planList.currencies.find((c) => c.code === shownCode) ?? fallback;

  // The visitor's country fills what the visitor has not chosen: the currency and the country.
  useEffect(() => {
    if (!hydrated) return;
    update((s) => ({
      currency: s.currencyChosen ? s.currency : visitor.currency,
      details: s.details.country_id === null ? { ...s.details, country_id: visitor.country_id } : s.details,
    }));
  }, [hydrated, visitor, update]);

  // Guards: show only a stage whose prerequisites exist; after a purchase, anything but success starts over.
  // Never while a navigation is under way: a stage's own move (e.g. Verify → Payment) changes the state a
  // render before the URL, and redirecting then would interrupt that navigation (and lose its history).
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (!hydrated || navigating) return;
    if (state.result?.seen && nav.step !== "success") return flow.reset();
    if (state.result && !state.result.seen && nav.step === "success") update((s) => ({ result: s.result && { ...s.result, seen: true } }));
    if (shown && shown !== nav.step && !nav.isHeadingTo(shown)) {
      const lostPassword = (nav.step === "verify" || nav.step === "payment") && !hasPassword && state.order !== null;
      nav.goTo(shown, { redirect: true, reason: lostPassword && shown === "details" ? "password" : undefined });
    }
  }, [hydrated, navigating, shown, nav, state.result, state.order, hasPassword, flow, update]);

  // Moving to another stage: bring its heading into view and give it focus (screen readers announce it).
  const previous = useRef<Step | null>(null);
  useEffect(() => {
    if (shown && previous.current && previous.current !== shown) {
      const heading = document.getElementById(shown === "plans" ? "main" : "stage-heading");
      heading?.focus({ preventScroll: true });
      document.getElementById("pricing-top")?.scrollIntoView({ block: "start" });
    }
    previous.current = shown;
  }, [shown]);

  if (shown === null) {
    return (
      <div id="pricing-top" className="container-page flex min-h-[60vh] items-center justify-center py-section text-ink-muted">
        <Spinner className="size-6" />
        <span className="sr-only">Loading your order…</span>
      </div>
    );
  }

  if (shown === "plans") {
    return (
      <div id="pricing-top" className="scroll-mt-16">
        <PageHero eyebrow={PRICING_PAGE.eyebrow} title={PRICING_PAGE.title} lead={PRICING_PAGE.lead} centered />
        <section aria-label="Plans" className="container-page py-12 sm:py-16">
          <PlanTable
            planList={planList}
            currency={currency}
            period={state.period}
            tiers={state.tiers}
            signUpUrl={appLinks(env).signUp}
            onPeriod={(period) => update({ period })}
            onCurrency={(code) => update({ currency: code, currencyChosen: true })}
            onTier={(plan, id) => update((s) => ({ tiers: { ...s.tiers, [plan]: id } }))}
            onBuy={actions.buy}
          />
        </section>
      </div>
    );
  }

  if (shown === "success" && state.result) {
    return (
      <section id="pricing-top" className="container-page scroll-mt-16 py-section">
        <SuccessStage message={state.result.message} email={state.result.email} loginUrl={appLinks(env).login} onStartOver={() => (flow.reset(), nav.goTo("plans"))} />
      </section>
    );
  }

  const order = state.order!;
  const brief = <OrderBrief book={planList} order={order} currency={currency} onChangePlan={() => nav.goTo("plans")} />;
  return (
    <section id="pricing-top" aria-label="Checkout" className="scroll-mt-16 bg-surface-brand/60">
      <div className="container-page py-8 sm:py-12">
        <StepIndicator current={shown === "payment" ? 2 : 1} />
        <div className="mt-8">
          {shown === "payment" ? (
            <PaymentStage
              flow={flow}
              order={order}
              book={planList}
              currency={currency}
              payment={payment}
              onBack={() => nav.back("details")}
              handlers={{ onSuccess: () => nav.goTo("success", { replace: true }), onPricesChanged, onDetailsNeeded: () => nav.goTo("details") }}
            />
          ) : (
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
              <div className="card p-5 sm:p-8">
                {shown === "verify" && state.verification ? (
                  <ConfirmEmailStage email={state.verification.email} sentAt={state.verification.sentAt} onVerify={actions.verify} onResend={actions.resend} onBack={() => nav.back("details")} />
                ) : (
                  <DetailsStage
                    flow={flow}
                    countries={countries}
                    notice={nav.historyState.reason === "password" && !hasPassword ? CHECKOUT_COPY.passwordAgain : undefined}
                    onBack={() => nav.back("plans")}
                    onSubmit={actions.sendCode}
                  />
                )}
              </div>
              <div className="lg:sticky lg:top-24">{brief}</div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
