/**
 * Stage 3: the card form (sandbox or Stripe's Payment Element) beside the order
 * summary; Back and Pay Now are disabled while a payment is processing; a card error (a decline, a
 * failed 3-D Secure) is toasted and shown at the form, and the form is usable again. On the sandbox, a
 * payment that needs 3-D Secure opens the challenge dialog.
 */
import { ArrowLeft, Lock } from "../ui/icon";
import { useRef } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { formatMoney } from "../../domain/money";
import type { Currency } from "../../domain/plan-list";
import { quote, type PriceBook } from "../../domain/pricing";
import { Spinner } from "../ui/spinner";
import { ChallengeDialog } from "../payments/challenge-dialog";
import type { Order } from "./flow-state";
import { OrderSummary } from "./order-summary";
import type { PaymentConfig, PaymentSource } from "../payments/payment-source";
import { SandboxCardForm } from "../payments/sandbox-card-form";
import { useSandboxSource } from "../payments/use-sandbox-source";
import { StripeCardForm } from "./stripe-card-form";
import { useCheckout, type CheckoutHandlers } from "./use-checkout";
import { usePromotion } from "./use-promotion";
import type { PricingFlowApi } from "./use-pricing-flow";

/** Props of the payment stage. */
export interface PaymentStageProps {
  flow: PricingFlowApi;
  order: Order;
  book: PriceBook;
  currency: Currency;
  payment: PaymentConfig;
  handlers: CheckoutHandlers;
  onBack(): void;
}

export function PaymentStage({ flow, order, book, currency, payment, handlers, onBack }: PaymentStageProps) {
  const source = useRef<PaymentSource>(null);
  const { card: sandboxCard, challenge, source: sandboxSource } = useSandboxSource();
  const sandbox = payment.provider !== "stripe" || !payment.publishableKey;
  const promotion = usePromotion(flow, book, order, currency);
  const { pay, processing, error } = useCheckout(flow, book, currency, handlers, promotion);
  const priced = quote(book, { ...order, currency: currency.code });
  const totalMinor = promotion.applied ? promotion.applied.total_amount : priced.ok ? priced.quote.total : 0;
  const total = priced.ok ? formatMoney(totalMinor, currency) : "";

  return (
    <div>
      <div className="mb-6 lg:mb-8">
        <h1 id="stage-heading" tabIndex={-1} className="text-h2 font-bold tracking-tight outline-none">
          {CHECKOUT_COPY.paymentHeading}
        </h1>
        <p className="mt-2 text-ink-muted">{CHECKOUT_COPY.paymentLead}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <form
          noValidate
          aria-labelledby="stage-heading"
          className="card order-2 space-y-6 p-5 sm:p-8 lg:order-1"
          onSubmit={(e) => {
            e.preventDefault();
            void pay(sandbox ? sandboxSource : source.current);
          }}
        >
          <h2 className="text-lg font-bold">Card details</h2>
          <fieldset disabled={processing} className="min-w-0">
            <legend className="sr-only">Card</legend>
            {sandbox ? (
              <SandboxCardForm ref={sandboxCard} disabled={processing} />
            ) : (
              <StripeCardForm
                ref={source}
                publishableKey={payment.publishableKey!}
                amount={totalMinor}
                currency={currency.code}
                disabled={processing}
              />
            )}
          </fieldset>
          {/* The toast announces it; this keeps it in view at the form until the next Pay Now. */}
          {error ? <p className="field-error font-medium">{error}</p> : null}
          <p className="flex items-center gap-2 text-sm text-ink-subtle">
            <Lock aria-hidden className="size-4" /> {CHECKOUT_COPY.cardSecure}
          </p>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
            <button type="button" className="btn btn-secondary" onClick={onBack} disabled={processing}>
              <ArrowLeft aria-hidden className="size-4" /> Back
            </button>
            <button
              type="submit"
              className="btn btn-primary sm:min-w-52"
              disabled={processing || promotion.checking}
              aria-busy={processing || undefined}
            >
              {processing ? <Spinner /> : <Lock aria-hidden className="size-4" />}
              {processing ? "Processing…" : "Pay Now"}
              {processing ? null : <span className="font-normal">· {total}</span>}
            </button>
          </div>
        </form>
        {sandbox ? <ChallengeDialog ref={challenge} amount={total} /> : null}
        <div className="order-1 lg:sticky lg:top-24 lg:order-2">
          <OrderSummary
            book={book}
            order={order}
            currency={currency}
            disabled={processing}
            promotion={promotion}
            taxLabel={flow.state.tax?.label}
            onChange={(next) => flow.update({ order: next })}
          />
        </div>
      </div>
    </div>
  );
}
