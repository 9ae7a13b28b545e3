/**
 * The stages after the plan table (details and Confirm Email, payment, success), one chunk of their
 * own: their forms, zod schemas, the card forms, Stripe.js's loader and the 3-D Secure dialog are not
 * needed to show the plans. pricing-flow.tsx loads it with React.lazy on Buy Now or on the first pointer
 * or focus over the plans (docs/decisions/0021-pricing-splitting-and-captcha-pool.md).
 */
import { CHECKOUT_COPY } from "../../content/pricing";
import type { Currency, PlanList } from "../../domain/plan-list";
import { withTax } from "../../domain/pricing";
import { ConfirmEmailStage } from "./confirm-email-stage";
import { DetailsStage } from "./details-stage";
import { codeLifetimeOf, type Step } from "./flow-state";
import { OrderBrief } from "./order-brief";
import type { PaymentConfig } from "./payment-source";
import { PaymentStage } from "./payment-stage";
import { StepIndicator } from "./step-indicator";
import { SuccessStage } from "./success-stage";
import type { useFlowActions } from "./use-flow-actions";
import type { PricingFlowApi } from "./use-pricing-flow";
import { useCountries } from "./use-reference-data";
import type { useStepNavigation } from "./use-step-navigation";

/** Props: the stage to show, the flow with its navigation and actions, and what the page loaded. */
export interface CheckoutStagesProps {
  shown: Exclude<Step, "plans">;
  flow: PricingFlowApi;
  nav: ReturnType<typeof useStepNavigation>;
  actions: ReturnType<typeof useFlowActions>;
  planList: PlanList;
  currency: Currency;
  payment: PaymentConfig;
  loginUrl: string;
  onPricesChanged(): void;
}

export function CheckoutStages({
  shown,
  flow,
  nav,
  actions,
  planList,
  currency,
  payment,
  loginUrl,
  onPricesChanged,
}: CheckoutStagesProps) {
  const { state } = flow;
  const hasPassword = flow.passwords.password !== "";
  const countries = useCountries(shown === "details");

  if (shown === "success" && state.result) {
    return (
      <section id="pricing-top" className="container-page scroll-mt-16 py-section">
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
  const brief = <OrderBrief book={book} order={order} currency={currency} onChangePlan={() => nav.goTo("plans")} />;
  return (
    <section id="pricing-top" aria-label="Checkout" className="scroll-mt-16 bg-surface-brand/60">
      <div className="container-page py-8 sm:py-12">
        <StepIndicator current={shown === "payment" ? 2 : 1} />
        <div className="mt-8">
          {shown === "payment" ? (
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
          ) : (
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
              <div className="card p-5 sm:p-8">
                {shown === "verify" && state.verification ? (
                  <ConfirmEmailStage
                    email={state.verification.email}
                    firstName={state.details.first_name}
                    lastName={state.details.last_name}
                    resendAt={state.verification.resendAt}
                    expiresAt={state.verification.expiresAt}
                    expiresIn={codeLifetimeOf(state.verification)}
                    onVerify={actions.verify}
                    onResend={actions.resend}
                    onBack={() => nav.back("details")}
                  />
                ) : (
                  <DetailsStage
                    flow={flow}
                    countries={countries}
                    notice={
                      nav.historyState.reason === "password" && !hasPassword ? CHECKOUT_COPY.passwordAgain : undefined
                    }
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
