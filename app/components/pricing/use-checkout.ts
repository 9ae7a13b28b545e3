/**
 * Pay Now: card → payment method → the pricing route's action (`intent: "pay"`, a JSON post through a
 * fetcher, ./pay-answer.ts) with the details, the order and the total the summary shows. It branches on
 * the answer's `code` alone, never on a status or a message. One attempt at a time (a ref guards against
 * double clicks before React re-renders the disabled button); each attempt has its own idempotency key,
 * so a retry of it can never charge twice. When an attempt's outcome is unknown (no answer, a server
 * error, or "payment in progress"), the next Pay Now for the same order sends that same request again,
 * key and payment method included: the server then finishes or replays the first attempt instead of
 * refunding it and charging the card a second time (docs/decisions/0050-interrupted-signup-attempts.md);
 * a refusal that came before the request was looked at (a rate limit) leaves that as it was. 3-D Secure:
 * the answer `requires_action` carries a client secret, the card form (Stripe) or the challenge dialog
 * (sandbox) asks the bank, and the same request is posted again, whatever the buyer answered: the server
 * says how the payment ended (paid, refused, or still waiting, which Pay Now then resumes with the same
 * request). The last card error is also kept for the form to show inline.
 */
import { useCallback, useRef, useState } from "react";
import { PROMOTION_ERROR_CODES, type ErrorCode } from "../../domain/error-codes";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import type { Currency } from "../../domain/plan-list";
import { planDataOf, quote, type PriceBook } from "../../domain/pricing";
import { DEFAULT_COUNTRY_ID, SIGNUP_MESSAGES } from "../../domain/signup";
import { useJsonAction, type FormFailure } from "../../lib/form-action";
import { newIdempotencyKey } from "../../lib/idempotency-key";
import { toast } from "../../lib/toast";
import type { PaymentSource } from "../payments/payment-source";
import { PAY_ACTION, PAY_INTENT, type PayAnswer } from "./pay-answer";
import type { PromotionState } from "./use-promotion";
import type { PricingFlowApi } from "./use-pricing-flow";
import { normalizeEmail } from "../../domain/email";

/** A failure code the checkout branches on (typed against the shared list, so a renamed code fails the build). */
const codeOf = (code: ErrorCode): ErrorCode => code;

/** Pay Now's answer, or `unavailable` for a post that brought none. */
type CheckoutAnswer = PayAnswer | FormFailure<"unavailable">;

/**
 * The codes after which the browser cannot tell how an attempt ended: no answer (`unavailable`), a
 * server error (`internal_error`), or another request with the same key still at work
 * (`payment_in_progress`). The charge may have happened, so the attempt must be retried as it was.
 */
const OUTCOME_UNKNOWN = new Set<string>([
  codeOf("unavailable"),
  codeOf("internal_error"),
  codeOf("payment_in_progress"),
]);

/**
 * Whether the browser cannot tell how an attempt ended (OUTCOME_UNKNOWN), by the answer's code alone:
 * the attempt must then be retried as it was rather than replaced.
 */
export function outcomeUnknown(answer: { ok: boolean; code?: string }): boolean {
  return !answer.ok && OUTCOME_UNKNOWN.has(answer.code ?? "");
}

/** Refusals that come before the request is looked at: what the last attempt left unsettled stays so. */
const NOT_LOOKED_AT = new Set<string>([codeOf("rate_limited")]);

/** Refusals about what the Details step holds: the buyer goes back there, where the field says why. */
const DETAILS_CODES = new Set<string>([
  codeOf("email_not_verified"),
  codeOf("email_taken"),
  codeOf("country_required"),
  codeOf("tax_id_invalid"),
]);

/** A promotion code's own refusal (used up, expired… meanwhile). */
const isPromotionRefusal = (code: string | undefined): boolean =>
  (PROMOTION_ERROR_CODES as readonly string[]).includes(code ?? "");

/** What the stage must do after certain refusals. */
export interface CheckoutHandlers {
  /** The success answer arrived (state already updated). */
  onSuccess(): void;
  /** `prices_changed` (409): reload the plan list so the summary shows the new prices. */
  onPricesChanged(): void;
  /** The email proof expired or the address is taken: back to Details. */
  onDetailsNeeded(): void;
}

/** `pay(source)` and whether a payment is in progress. */
export function useCheckout(
  flow: PricingFlowApi,
  book: PriceBook,
  currency: Currency,
  handlers: CheckoutHandlers,
  promotion?: PromotionState,
) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string>();
  const busy = useRef(false);
  const post = useJsonAction<PayAnswer>(PAY_ACTION);
  /** The last attempt if its outcome is unknown: `order` identifies what it bought, `body` is what was sent. */
  const unsettled = useRef<{ order: string; body: Record<string, unknown> } | null>(null);

  const fail = useCallback((message: string) => {
    toast.error(message);
    setError(message);
  }, []);

  const run = useCallback(
    async (source: PaymentSource) => {
      const { details, order, emailToken } = flow.state;
      if (!order || !emailToken) return handlers.onDetailsNeeded();
      const priced = quote(book, { ...order, currency: currency.code });
      const undiscounted = priced.ok ? planDataOf(book, priced.quote) : undefined;
      if (!undiscounted) return void toast.error(SIGNUP_MESSAGES.orderInvalid);
      // With a code the server accepted, the figures it answered (discount before tax); it checks them again.
      const applied = promotion?.applied;
      const planData = applied
        ? {
            ...undiscounted,
            total_amount: applied.total_amount,
            total_amount_show: applied.total_amount_show,
            promotion_code: applied.code,
          }
        : undiscounted;
      // The registration payload: the password confirmation and the terms box are the form's business.
      const purchase = {
        first_name: details.first_name,
        last_name: details.last_name,
        email: details.email,
        country_id: details.country_id ?? DEFAULT_COUNTRY_ID,
        company_name: details.company_name,
        // Only a business's: the body of a buyer without one stays as before.
        ...(details.tax_id ? { tax_id: details.tax_id } : {}),
        mobile: "",
        password: flow.passwords.password,
        plan_data: planData,
        email_token: emailToken.token,
      };
      const orderKey = JSON.stringify(purchase);
      let body = unsettled.current?.order === orderKey ? unsettled.current.body : undefined;
      if (!body) {
        const method = await source.createPaymentMethod({ email: details.email });
        if (!method.ok) {
          if (method.message) fail(method.message);
          return;
        }
        body = { ...purchase, paymentMethodId: method.id, idempotency_key: newIdempotencyKey() };
      }
      const request = { intent: PAY_INTENT, ...body };
      let answer: CheckoutAnswer = await post(request);
      if (answer.ok && answer.code === "requires_action") {
        const action = await source.handleNextAction?.(answer.client_secret);
        answer = await post(request);
        if (answer.ok && answer.code === "requires_action") {
          // Still waiting for the bank (the challenge was closed): Pay Now resumes this same payment.
          unsettled.current = { order: orderKey, body };
          return void fail(action && !action.ok && action.message ? action.message : GENERIC_ERROR_MESSAGE);
        }
      }
      if (outcomeUnknown(answer)) unsettled.current = { order: orderKey, body };
      else if (answer.ok || !NOT_LOOKED_AT.has(answer.code)) unsettled.current = null;
      if (answer.ok && answer.code === "paid") {
        flow.update({
          result: {
            message: answer.message || SIGNUP_MESSAGES.success,
            email: normalizeEmail(details.email),
            seen: false,
          },
        });
        flow.setPasswords({ password: "", confirm_password: "" });
        return handlers.onSuccess();
      }
      fail(answer.ok ? GENERIC_ERROR_MESSAGE : answer.message);
      const code = answer.ok ? undefined : answer.code;
      if (code === codeOf("prices_changed") || isPromotionRefusal(code)) {
        // The code changed, expired or was used up meanwhile: the summary asks the server again.
        promotion?.refresh();
        if (code === codeOf("prices_changed")) handlers.onPricesChanged();
      } else if (code && DETAILS_CODES.has(code)) {
        if (code === codeOf("email_not_verified")) flow.update({ emailToken: null, verification: null });
        handlers.onDetailsNeeded();
      }
    },
    [book, currency.code, fail, flow, handlers, post, promotion],
  );

  const pay = useCallback(
    async (source: PaymentSource | null) => {
      if (busy.current || !source) return;
      busy.current = true;
      setProcessing(true);
      setError(undefined);
      try {
        await run(source);
      } finally {
        busy.current = false;
        setProcessing(false);
      }
    },
    [run],
  );

  return { pay, processing, error };
}
