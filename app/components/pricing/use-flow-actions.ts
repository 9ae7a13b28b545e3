/**
 * What the flow does with the details and code stages' answers: the stages post their Conform forms to
 * the pricing route's action through their own fetchers (details-stage.tsx, confirm-email-stage.tsx), and
 * hand the answers that move the flow on to these handlers. A code sent records its lifetime and the
 * resend cool-down from the server's answer (and the buyer's tax the details decided); a right code keeps
 * the `email_token` for its lifetime; an address verified less than 30 minutes ago skips the code.
 */
import { useCallback } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { PLAN_ID, type PaidPlanId } from "../../domain/plan-ids";
import { sendFunnelBeacon } from "../../lib/beacon";
import { toast } from "../../lib/toast";
import { tokenValidFor, type Order } from "./flow-state";
import type { CodeSentAnswer, VerifiedAnswer } from "./signup-answer";
import type { useStepNavigation } from "./use-step-navigation";
import type { PricingFlowApi } from "./use-pricing-flow";
import { normalizeEmail } from "../../domain/email";

/** The verification stage's state for a code just sent to `email`: when it expires and when another may be asked, from the server's answer. */
function verificationOf(email: string, sent: { expires_in: number; resend_in: number }) {
  const sentAt = Date.now();
  return { email, sentAt, resendAt: sentAt + sent.resend_in * 1000, expiresAt: sentAt + sent.expires_in * 1000 };
}

/** The flow's actions. */
export function useFlowActions(flow: PricingFlowApi, nav: ReturnType<typeof useStepNavigation>) {
  const { state, update } = flow;

  const buy = useCallback(
    (planId: PaidPlanId) => {
      const tiers = state.tiers;
      const users = state.order?.plan_id === planId ? state.order.users : 1;
      const order: Order = {
        plan_id: planId,
        plan_type_id: state.period,
        envelope_id: planId === PLAN_ID.pro ? tiers.pro : tiers.team,
        users,
      };
      update({ order });
      sendFunnelBeacon({ step: "buy_now", plan_id: planId, plan_type_id: state.period });
      nav.goTo("details");
    },
    [nav, state.order, state.period, state.tiers, update],
  );

  /** The plan picked with Buy Now, posted along (hidden fields) for the purchase funnel's per-plan counts. */
  const funnelPlan = useCallback(
    (): Record<string, string> =>
      state.order ? { plan_id: String(state.order.plan_id), plan_type_id: String(state.order.plan_type_id) } : {},
    [state.order],
  );

  /**
   * Whether valid details need no code: the address was proven minutes ago and the tax was decided for the
   * same country and tax ID. Then it moves on to Payment and answers true; the form is not posted.
   */
  const skipsCode = useCallback(
    (details: { email: string; country_id: number; tax_id: string }): boolean => {
      const taxKnown = state.tax?.country_id === details.country_id && state.tax.typed === details.tax_id.trim();
      if (!tokenValidFor(state, normalizeEmail(details.email)) || !taxKnown) return false;
      nav.goTo("payment");
      return true;
    },
    [nav, state],
  );

  /** The details form's answer: a code went out (the tax as decided for `typedTaxId`); on to the code stage. */
  const codeSent = useCallback(
    (answer: CodeSentAnswer, typedTaxId: string) => {
      update({
        verification: verificationOf(normalizeEmail(answer.email), answer),
        emailToken: null,
        tax: answer.tax ? { ...answer.tax, typed: typedTaxId } : null,
      });
      nav.goTo("verify");
    },
    [nav, update],
  );

  /** The code was right: the token proves the address at payment. The code is used up: Back from Payment skips its stage. */
  const verified = useCallback(
    (answer: VerifiedAnswer) => {
      const email = normalizeEmail(answer.email);
      update({
        emailToken: { token: answer.email_token, email, expiresAt: Date.now() + answer.expires_in * 1000 },
        verification: null,
      });
      nav.goTo("payment", { replace: true });
    },
    [nav, update],
  );

  /** "Resend code" sent a new one: its own lifetime and cool-down. */
  const resent = useCallback(
    (answer: CodeSentAnswer) => {
      update({ verification: verificationOf(normalizeEmail(answer.email), answer) });
      toast.success(CHECKOUT_COPY.resent);
    },
    [update],
  );

  return { buy, funnelPlan, skipsCode, codeSent, verified, resent };
}
