/**
 * The stages after the plan table: details and Confirm Email (with the page's first load: the server
 * renders the details form of a Buy Now pressed before the app had loaded), then payment and success.
 * The payment stage is a chunk of its own, loaded with React.lazy when that stage begins: its card forms,
 * Stripe.js's loader, the promotion code and the 3-D Secure dialog are not needed before (decision 0044).
 */
import { lazy, Suspense, type ReactNode } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import type { Currency, PlanList } from "../../domain/plan-list";
import { withTax } from "../../domain/pricing";
import { ConfirmEmailStage } from "./confirm-email-stage";
import { DetailsStage } from "./details-stage";
import { codeLifetimeOf, type Order, type Step } from "./flow-state";
import { PERIOD_PARAM, TIER_PARAM, TO_PLANS_FORM_ID } from "./plan-choices";
import { PLAN_ID } from "../../domain/plan-ids";
import { OrderBrief } from "./order-brief";
import type { PaymentConfig } from "../payments/payment-source";
import type * as PaymentModule from "./payment-stage";
import { StepIndicator } from "./step-indicator";
import { SuccessStage } from "./success-stage";
import { Spinner } from "../ui/spinner";
import type { useFlowActions } from "./use-flow-actions";
import type { PricingFlowApi } from "./use-pricing-flow";
import { useCountries, type Country } from "./use-reference-data";
import type { useStepNavigation } from "./use-step-navigation";

/**
 * The plan table with this order's choices: where Back and "Change plan" go before the app has loaded
 * (the app answers both itself once it runs).
 */
function ToPlansForm({ order, currency, promo }: { order: Order; currency: string; promo: string | null }) {
  const tier = order.plan_id === PLAN_ID.pro ? TIER_PARAM.pro : TIER_PARAM.team;
  return (
    <form id={TO_PLANS_FORM_ID} method="get" action="/pricing" hidden>
      <input type="hidden" name="period" value={PERIOD_PARAM[order.plan_type_id]} />
      <input type="hidden" name="currency" value={currency} />
      <input type="hidden" name={tier} value={order.envelope_id} />
      {promo ? <input type="hidden" name="promo" value={promo} /> : null}
    </form>
  );
}

let paymentChunk: Promise<typeof PaymentModule> | undefined;

/** Starts fetching the payment stage's chunk (once; again after a failed attempt). */
function loadPayment() {
  paymentChunk ??= import("./payment-stage").catch((error: unknown) => {
    paymentChunk = undefined;
    throw error;
  });
  return paymentChunk;
}

const PaymentStage = lazy(() => loadPayment().then((m) => ({ default: m.PaymentStage })));

/** Where the payment stage appears while its chunk loads: as tall as its first screen. */
function LoadingPayment() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-ink-muted">
      <Spinner className="size-6" />
      <span className="sr-only">Loading your order…</span>
    </div>
  );
}

/** Props: the stage to show, the flow with its navigation and actions, and what the page loaded. */
export interface CheckoutStagesProps {
  shown: Exclude<Step, "plans">;
  /** The countries the page came with (a sign-up stage's URL); else read from the API when the details form opens. */
  countries: readonly Country[];
  flow: PricingFlowApi;
  nav: ReturnType<typeof useStepNavigation>;
  actions: ReturnType<typeof useFlowActions>;
  planList: PlanList;
  currency: Currency;
  payment: PaymentConfig;
  loginUrl: string;
  onPricesChanged(): void;
  /** Rendered with the stage once it is on screen (the focus move). */
  children?: ReactNode;
}

export function CheckoutStages({
  shown,
  countries: given,
  flow,
  nav,
  actions,
  planList,
  currency,
  payment,
  loginUrl,
  onPricesChanged,
  children,
}: CheckoutStagesProps) {
  const { state } = flow;
  const hasPassword = flow.passwords.password !== "";
  const fetched = useCountries(shown === "details" && given.length === 0);
  const countries = given.length > 0 ? given : fetched;

  if (shown === "success" && state.result) {
    return (
      <section id="pricing-top" className="container-page scroll-mt-16 py-section">
        {children}
        <SuccessStage
          message={state.result.message}
          email={state.result.email}
          loginUrl={loginUrl}
          onStartOver={() => (flow.reset(), nav.goTo("plans"))}
        />
      </section>
    );
  }

  const order = state.order!;
  // Priced with the buyer's tax once the details step decided it (billing country, tax ID).
  const book = state.tax ? withTax(planList, state.tax) : planList;
  const brief = (
    <OrderBrief
      book={book}
      order={order}
      currency={currency}
      onChangePlan={() => nav.goTo("plans")}
      changePlanForm={TO_PLANS_FORM_ID}
      taxLabel={state.tax?.label}
    />
  );
  return (
    <section id="pricing-top" aria-label="Checkout" className="scroll-mt-16 bg-surface-brand/60">
      <div className="container-page py-8 sm:py-12">
        <StepIndicator current={shown === "payment" ? 2 : 1} />
        <div className="mt-8">
          {shown === "payment" ? (
            <Suspense fallback={<LoadingPayment />}>
              {children}
              <PaymentStage
                flow={flow}
                order={order}
                book={book}
                currency={currency}
                payment={payment}
                onBack={() => nav.back("details")}
                handlers={{
                  onSuccess: () => nav.goTo("success", { replace: true }),
                  onPricesChanged,
                  onDetailsNeeded: () => nav.goTo("details"),
                }}
              />
            </Suspense>
          ) : (
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
              {children}
              <div className="card p-5 sm:p-8">
                {shown === "verify" && state.verification ? (
                  <ConfirmEmailStage
                    email={state.verification.email}
                    firstName={state.details.first_name}
                    lastName={state.details.last_name}
                    hidden={actions.funnelPlan()}
                    resendAt={state.verification.resendAt}
                    expiresAt={state.verification.expiresAt}
                    expiresIn={codeLifetimeOf(state.verification)}
                    onVerified={actions.verified}
                    onResent={actions.resent}
                    onBack={() => nav.back("details")}
                  />
                ) : (
                  <DetailsStage
                    // The form's fields are its own: they start again from the flow once it is restored (after
                    // hydration) and once the visitor's country fills the country not chosen.
                    key={`${flow.hydrated}:${state.details.country_id === null}`}
                    backForm={TO_PLANS_FORM_ID}
                    flow={flow}
                    actions={actions}
                    countries={countries}
                    notice={
                      nav.historyState.reason === "password" && !hasPassword ? CHECKOUT_COPY.passwordAgain : undefined
                    }
                    onBack={() => nav.back("plans")}
                  />
                )}
              </div>
              <div className="lg:sticky lg:top-24">{brief}</div>
              <ToPlansForm order={order} currency={currency.code} promo={nav.promo} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
