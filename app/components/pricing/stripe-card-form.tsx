/**
 * The payment form when PAYMENT_PROVIDER=stripe: Stripe's Payment Element limited to cards (with the
 * card wallets the Stripe account enables; the card number never reaches our server), plus the name on card.
 * The Element runs in Stripe's deferred mode (`mode: "subscription"`, the order's amount and currency,
 * kept current as the order changes) with manual payment-method creation, so Pay Now still produces a
 * PaymentMethod whose id the server charges (`stripe.createPaymentMethod({ elements })`). Stripe.js is
 * loaded only here, on demand, through the side-effect-free `pure` entry; 3-D Secure runs with
 * `stripe.handleNextAction`.
 */
import type { Stripe, StripeElements, StripePaymentElement } from "@stripe/stripe-js";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { CARD_FORM_MESSAGES } from "../../domain/card-form";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { Field } from "../ui/field";
import type { PaymentSource } from "../payments/payment-source";

/** Props: Stripe's publishable key, the order's total (minor units) and currency, the handle, the lock. */
export function StripeCardForm({
  publishableKey,
  amount,
  currency,
  ref,
  disabled,
}: {
  publishableKey: string;
  amount: number;
  currency: string;
  ref: Ref<PaymentSource>;
  disabled?: boolean;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements; card: StripePaymentElement } | null>(null);
  const initial = useRef({ amount, currency });
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [cardError, setCardError] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let card: StripePaymentElement | undefined;
    let cancelled = false;
    void import("@stripe/stripe-js/pure")
      .then(async ({ loadStripe }) => {
        const stripe = await loadStripe(publishableKey);
        if (!stripe) throw new Error("Stripe.js did not load");
        return stripe;
      })
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements({
          mode: "subscription",
          amount: initial.current.amount,
          currency: initial.current.currency.toLowerCase(),
          paymentMethodCreation: "manual",
          // Cards only, as the subscription accepts (server/payments/stripe.ts): a bank debit would be
          // pending for days and could still fail after the account exists.
          allowedPaymentMethodTypes: ["card"],
          appearance: { theme: "stripe", variables: { fontSizeBase: "16px", colorText: "#0f172a" } },
        });
        card = elements.create("payment", {
          layout: "tabs",
          fields: { billingDetails: { name: "never", email: "never" } },
        });
        card.mount(mountRef.current);
        card.on("change", () => setCardError(undefined));
        stripeRef.current = { stripe, elements, card };
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  useEffect(() => {
    stripeRef.current?.card.update({ readOnly: Boolean(disabled) });
  }, [disabled]);
  // The Element shows wallets and validates for the amount being paid: keep it on the current order.
  useEffect(() => {
    stripeRef.current?.elements.update({ amount, currency: currency.toLowerCase() });
  }, [amount, currency]);

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod({ email }) {
        if (!name.trim()) {
          setNameError(CARD_FORM_MESSAGES.nameRequired);
          return { ok: false };
        }
        const s = stripeRef.current;
        if (!s) return { ok: false, message: GENERIC_ERROR_MESSAGE };
        const submitted = await s.elements.submit();
        if (submitted.error) {
          setCardError(submitted.error.message);
          return { ok: false, message: submitted.error.message ?? GENERIC_ERROR_MESSAGE };
        }
        const result = await s.stripe.createPaymentMethod({
          elements: s.elements,
          params: { billing_details: { name: name.trim(), email } },
        });
        if (result.error) {
          setCardError(result.error.message);
          return { ok: false, message: result.error.message ?? GENERIC_ERROR_MESSAGE };
        }
        return { ok: true, id: result.paymentMethod.id };
      },
      async handleNextAction(clientSecret) {
        const s = stripeRef.current;
        if (!s) return { ok: false, message: GENERIC_ERROR_MESSAGE };
        const result = await s.stripe.handleNextAction({ clientSecret });
        if (result.error) setCardError(result.error.message);
        return result.error ? { ok: false, message: result.error.message ?? GENERIC_ERROR_MESSAGE } : { ok: true };
      },
    }),
    [name],
  );

  return (
    <div className="space-y-5">
      <div>
        <span id="card-element-label" className="mb-1.5 block text-sm font-semibold text-ink">
          Payment details
        </span>
        <div ref={mountRef} role="group" aria-labelledby="card-element-label" />
        {loadFailed ? (
          <p role="alert" className="field-error font-medium">
            {CARD_FORM_MESSAGES.secureFormUnavailable}
          </p>
        ) : null}
        {cardError ? (
          <p role="alert" className="field-error font-medium">
            {cardError}
          </p>
        ) : null}
      </div>
      <Field
        id="card-name"
        label="Name on card"
        autoComplete="cc-name"
        value={name}
        onValue={(v) => (setName(v), setNameError(undefined))}
        error={nameError}
        disabled={disabled}
      />
    </div>
  );
}
