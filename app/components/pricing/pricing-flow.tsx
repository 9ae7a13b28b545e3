/**
 * The pricing page's single screen in four stages: plan table → details (+ Confirm Email) →
 * payment → success. The URL names the stage (browser Back moves between stages); the state lives in
 * sessionStorage (see flow-state.ts); a stage that cannot be shown (e.g. after a reload lost the
 * password) redirects to the one that can. Prices come from the server's plan list only. The plan table
 * and a Buy Now's details form also work as the server renders them, before the app runs (plan-choices.ts,
 * decision 0044).
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { useNavigation } from "react-router";
import { PRICING_PAGE } from "../../content/pricing";
import type { PlanList } from "../../domain/plan-list";
import { promotionCodeOf } from "../../domain/promotion-code-shape";
import { appLinks, type PublicEnv } from "../../lib/public-env";
import { PageHero } from "../ui/page-hero";
import { Spinner } from "../ui/spinner";
import { CheckoutStages } from "./checkout-stages";
import { allowedStep, type Step } from "./flow-state";
import type { PaymentConfig } from "../payments/payment-source";
import { NoScriptSignup, type NoScriptSignupProps } from "./no-script-signup";
import { choicesPatch, hasChoices } from "./plan-choices";
import { PlanTable } from "./plan-table";
import type { SignupAnswer } from "./signup-answer";
import type { Country } from "./use-reference-data";
import { useFlowActions } from "./use-flow-actions";
import { usePricingFlow } from "./use-pricing-flow";
import type { VisitorDefaults } from "./visitor";
import { useStepNavigation } from "./use-step-navigation";

/** Where a stage appears while it is not ready (the stored flow or the stage's code is loading): a fixed-height box, as tall as a stage's first screen. */
function LoadingOrder() {
  return (
    <div
      id="pricing-top"
      className="container-page flex min-h-[60vh] items-center justify-center py-section text-ink-muted noscript:hidden"
    >
      <Spinner className="size-6" />
      <span className="sr-only">Loading your order…</span>
    </div>
  );
}

/**
 * Moving to another stage: brings its heading into view and gives it focus (screen readers announce it).
 * Rendered inside each stage, so that with a lazily loaded stage it runs once the heading is on screen.
 */
function StageFocus({ shown, previousRef }: { shown: Step; previousRef: RefObject<Step | null> }) {
  useEffect(() => {
    if (previousRef.current && previousRef.current !== shown) {
      const heading = document.getElementById(shown === "plans" ? "main" : "stage-heading");
      heading?.focus({ preventScroll: true });
      document.getElementById("pricing-top")?.scrollIntoView({ block: "start" });
    }
    previousRef.current = shown;
  }, [shown, previousRef]);
  return null;
}

/**
 * A sign-up stage for a page without script, as the server renders it: inside `<noscript>`, so a browser
 * running script neither shows nor renders it (React leaves `<noscript>` alone) and the flow above is untouched.
 */
function NoScriptStage(props: NoScriptSignupProps) {
  return (
    <noscript>
      <section aria-label="Checkout" className="bg-surface-brand/60">
        <div className="container-page py-8 sm:py-12">
          <div className="card max-w-3xl p-5 sm:p-8">
            <NoScriptSignup {...props} />
          </div>
        </div>
      </section>
    </noscript>
  );
}

/** Props: the server's plan list, the payment provider, the visitor's defaults, the public URLs, and a plan-list reload. */
export interface PricingFlowProps {
  /** The action's answer to a sign-up form posted without script (a fetcher's answers stay with the fetcher). */
  answer?: SignupAnswer;
  /** The countries, given with a sign-up stage's URL (for the form without script). */
  countries?: readonly Country[];
  planList: PlanList;
  payment: PaymentConfig;
  /** Worked out by the server from the visitor's address, so the first HTML shows the right currency. */
  visitor: VisitorDefaults;
  env: PublicEnv;
  onPricesChanged(): void;
}

export function PricingFlow({
  answer,
  countries = [],
  planList,
  payment,
  visitor,
  env,
  onPricesChanged,
}: PricingFlowProps) {
  const nav = useStepNavigation();
  // Choices made before the app had loaded (plan-choices.ts) come in the URL: the server renders them,
  // and so does the first render here; the flow then keeps them and the URL drops them.
  const [fromUrl] = useState(() => choicesPatch(nav.params));
  const flow = usePricingFlow(fromUrl);
  const actions = useFlowActions(flow, nav);
  const { state, update, hydrated } = flow;
  const hasPassword = flow.passwords.password !== "";
  // Before the stored flow is back, the server's stages: the plan table, and the details form of a Buy Now
  // pressed before the app had loaded (its order is in the URL). The later stages need the tab's flow.
  const shown: Step | null = hydrated
    ? allowedStep(nav.step, state, hasPassword)
    : nav.step === "plans"
      ? "plans"
      : nav.step === "details" && state.order && !answer
        ? "details"
        : null;
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
    if (state.result && !state.result.seen && nav.step === "success")
      update((s) => ({ result: s.result && { ...s.result, seen: true } }));
    if (shown && shown !== nav.step && !nav.isHeadingTo(shown)) {
      const lostPassword = (nav.step === "verify" || nav.step === "payment") && !hasPassword && state.order !== null;
      nav.goTo(shown, { redirect: true, reason: lostPassword && shown === "details" ? "password" : undefined });
    }
  }, [hydrated, navigating, shown, nav, state.result, state.order, hasPassword, flow, update]);

  // `/pricing?promo=CODE`: the code is kept in the flow, so it applies at payment, also after a reload.
  const promoParam = nav.promo;
  useEffect(() => {
    if (!hydrated || !promoParam) return;
    const code = promotionCodeOf(promoParam);
    if (code) update((s) => (s.promo === code ? {} : { promo: code }));
  }, [hydrated, promoParam, update]);

  // The flow holds the URL's choices once restored: the URL drops them (a reload then restores the flow).
  const carriesChoices = hasChoices(nav.params);
  const dropped = useRef(false);
  useEffect(() => {
    if (!hydrated || !carriesChoices || dropped.current) return;
    dropped.current = true;
    nav.dropChoices();
  }, [hydrated, carriesChoices, nav]);

  const previous = useRef<Step | null>(null);

  if (shown === null) {
    return (
      <>
        <LoadingOrder />
        <NoScriptStage answer={answer} step={nav.step} countries={countries} countryId={visitor.country_id} />
      </>
    );
  }

  if (shown === "plans") {
    return (
      <div id="pricing-top" className="scroll-mt-16">
        <StageFocus shown={shown} previousRef={previous} />
        <PageHero eyebrow={PRICING_PAGE.eyebrow} title={PRICING_PAGE.title} lead={PRICING_PAGE.lead} centered />
        <section aria-label="Plans" className="container-page py-12 sm:py-16">
          <PlanTable
            planList={planList}
            currency={currency}
            period={state.period}
            tiers={state.tiers}
            signUpUrl={appLinks(env).signUp}
            promo={nav.promo}
            onPeriod={(period) => update({ period })}
            onCurrency={(code) => update({ currency: code, currencyChosen: true })}
            onTier={(plan, id) => update((s) => ({ tiers: { ...s.tiers, [plan]: id } }))}
            onBuy={actions.buy}
          />
        </section>
      </div>
    );
  }

  return (
    <CheckoutStages
      shown={shown}
      countries={countries}
      flow={flow}
      nav={nav}
      actions={actions}
      planList={planList}
      currency={currency}
      payment={payment}
      loginUrl={appLinks(env).login}
      onPricesChanged={onPricesChanged}
    >
      <StageFocus shown={shown} previousRef={previous} />
    </CheckoutStages>
  );
}
