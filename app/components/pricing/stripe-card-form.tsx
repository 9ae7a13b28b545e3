/**
 * The card form when PAYMENT_PROVIDER=stripe: Stripe Elements' card field (the card number never
 * reaches our server), plus the name on card. Stripe.js is loaded only here, on demand, through the
 * side-effect-free `pure` entry; 3-D Secure runs with `stripe.handleNextAction`.
 */
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { CARD_FORM_MESSAGES } from "../../domain/card-form";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { Field } from "./field";
import type { PaymentSource } from "./payment-source";

/** Props: Stripe's publishable key, the handle for the payment stage, the processing lock. */
export function StripeCardForm({ publishableKey, ref, disabled }: { publishableKey: string; ref: Ref<PaymentSource>; disabled?: boolean }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [cardError, setCardError] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    void import("@stripe/stripe-js/pure")
      .then(async ({ loadStripe }) => {
        const stripe = await loadStripe(publishableKey);
        if (!stripe) throw new Error("Stripe.js did not load");
        return stripe;
      })
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        card = stripe.elements().create("card", { hidePostalCode: true, style: { base: { fontSize: "16px", color: "#0f172a" } } });
        card.mount(mountRef.current);
        card.on("change", (e) => setCardError(e.error?.message));
        stripeRef.current = { stripe, card };
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  useEffect(() => stripeRef.current?.card.update({ disabled }), [disabled]);

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
        const result = await s.stripe.createPaymentMethod({ type: "card", card: s.card, billing_details: { name: name.trim(), email } });
        if (result.error) return { ok: false, message: result.error.message ?? GENERIC_ERROR_MESSAGE };
        return { ok: true, id: result.paymentMethod.id };
      },
      async handleNextAction(clientSecret) {
        const s = stripeRef.current;
        if (!s) return { ok: false, message: GENERIC_ERROR_MESSAGE };
        const result = await s.stripe.handleNextAction({ clientSecret });
        return result.error ? { ok: false, message: result.error.message ?? GENERIC_ERROR_MESSAGE } : { ok: true };
      },
    }),
    [name],
  );

  return (
    <div className="space-y-5">
      <div>
        <span id="card-element-label" className="mb-1.5 block text-sm font-semibold text-ink">
          Card number, expiry and CVC
        </span>
        <div ref={mountRef} role="group" aria-labelledby="card-element-label" className="input flex items-center" />
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
      <Field id="card-name" label="Name on card" autoComplete="cc-name" value={name} onValue={(v) => (setName(v), setNameError(undefined))} error={nameError} disabled={disabled} />
    </div>
  );
}
