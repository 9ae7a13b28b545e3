/**
 * Pay Now: card → payment method → POST /api/register-plan with the details, the order
 * and the total the summary shows. One attempt at a time (a ref guards against double clicks before
 * React re-renders the disabled button); each attempt has its own idempotency key, so a network retry
 * of it can never charge twice. When an attempt's outcome is unknown (no answer, a server error, or
 * "payment in progress"), the next Pay Now for the same order sends that same request again, key and
 * payment method included: the server then finishes or replays the first attempt instead of refunding it
 * and charging the card a second time (docs/decisions/0050-interrupted-signup-attempts.md). 3-D Secure: the
 * server answers 202 with a client secret, the card form (Stripe) or the challenge dialog (sandbox) asks
 * the bank, and the same request is posted again, whatever the buyer answered: the server says how the
 * payment ended (paid, refused, or still waiting, which Pay Now then resumes with the same request).
 * The last card error is also kept for the form to show inline.
 */
import { useCallback, useRef, useState } from "react";
import { PROMOTION_ERROR_CODES, type ErrorCode } from "../../domain/error-codes";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import type { Currency } from "../../domain/plan-list";
import { planDataOf, quote, type PriceBook } from "../../domain/pricing";
import { DEFAULT_COUNTRY_ID, SIGNUP_MESSAGES, type RegisteredAccount } from "../../domain/signup";
import { postJson, type ApiOutcome } from "../../lib/api";
import { newIdempotencyKey } from "../../lib/idempotency-key";
import { toast } from "../../lib/toast";
import type { PaymentSource } from "../payments/payment-source";
import type { PromotionState } from "./use-promotion";
import type { PricingFlowApi } from "./use-pricing-flow";
import { normalizeEmail } from "../../domain/email";

/**
 * Whether the browser cannot tell how an attempt ended: no answer (network), a server error, or another
 * request with the same key still at work. The charge may have happened, so the attempt must be retried
 * as it was rather than replaced.
 */
export function outcomeUnknown(answer: ApiOutcome<unknown>): boolean {
  return !answer.ok && (answer.status === 0 || answer.status >= 500 || answer.code === codeOf("payment_in_progress"));
}

/** A failure code the checkout branches on (typed against the shared list, so a renamed code fails the build). */
const codeOf = (code: ErrorCode): ErrorCode => code;

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

type RegisterAnswer = RegisteredAccount | { requires_action: true; client_secret: string };

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
      let answer = await postJson<RegisterAnswer>("/api/register-plan", body);
      const data = answer.ok ? answer.body.data : undefined;
      if (answer.ok && answer.status === 202 && data && "requires_action" in data) {
        const action = await source.handleNextAction?.(data.client_secret);
        answer = await postJson<RegisterAnswer>("/api/register-plan", body);
        if (answer.ok && answer.status === 202) {
          // Still waiting for the bank (the challenge was closed): Pay Now resumes this same payment.
          unsettled.current = { order: orderKey, body };
          return void fail(action && !action.ok && action.message ? action.message : GENERIC_ERROR_MESSAGE);
        }
      }
      unsettled.current = outcomeUnknown(answer) ? { order: orderKey, body } : null;
      if (answer.ok && answer.status === 200) {
        flow.update({
          result: {
            message: answer.body.message ?? SIGNUP_MESSAGES.success,
            email: normalizeEmail(details.email),
            seen: false,
          },
        });
        flow.setPasswords({ password: "", confirm_password: "" });
        return handlers.onSuccess();
      }
      const message = answer.ok ? GENERIC_ERROR_MESSAGE : answer.message;
      fail(message);
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
    [book, currency.code, fail, flow, handlers, promotion],
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
