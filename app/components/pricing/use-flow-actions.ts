/**
 * The server calls of the details and code stages, through the pricing route's action (`useFormAction`):
 * send a code (or skip it when this address was verified less than 30 minutes ago), check a code, send a
 * new one. Failures become field errors, outcomes (by their `code`) or toasts; the code's lifetime, the
 * resend cool-down and the token's lifetime are the server's answer.
 */
import { useCallback } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { PLAN_ID, type PaidPlanId } from "../../domain/plan-ids";
import type { Details } from "../../domain/signup";
import { sendFunnelBeacon } from "../../lib/beacon";
import { useFormAction } from "../../lib/form-action";
import { toast } from "../../lib/toast";
import type { VerifyOutcome } from "./confirm-email-stage";
import { tokenValidFor, type Order } from "./flow-state";
import { fieldMessagesOf, SIGNUP_ACTION, type SignupAnswer } from "./signup-answer";
import type { useStepNavigation } from "./use-step-navigation";
import type { PricingFlowApi } from "./use-pricing-flow";
import { normalizeEmail } from "../../domain/email";

/** The verification stage's state for a code just sent to `email`: when it expires and when another may be asked, from the server's answer. */
function verificationOf(email: string, sent: { expires_in: number; resend_in: number }) {
  const sentAt = Date.now();
  return { email, sentAt, resendAt: sentAt + sent.resend_in * 1000, expiresAt: sentAt + sent.expires_in * 1000 };
}

/** The plan picked with Buy Now, sent along (hidden fields) for the purchase funnel's per-plan counts. */
const funnelPlan = (state: PricingFlowApi["state"]): Record<string, string> =>
  state.order ? { plan_id: String(state.order.plan_id), plan_type_id: String(state.order.plan_type_id) } : {};

/** What a refused code means for the code stage, by its code. */
const OUTCOME_OF: Partial<Record<string, VerifyOutcome>> = {
  code_wrong: "wrong",
};

/** The flow's actions. */
export function useFlowActions(flow: PricingFlowApi, nav: ReturnType<typeof useStepNavigation>) {
  const { state, update } = flow;
  const email = normalizeEmail(state.details.email);
  const call = useFormAction<SignupAnswer>(SIGNUP_ACTION);

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

  const sendCode = useCallback(
    async (details: Details): Promise<Record<string, string> | undefined> => {
      const address = normalizeEmail(details.email);
      // A proven address skips the code, unless the tax was decided for another country or tax ID.
      const taxKnown = state.tax?.country_id === details.country_id && state.tax.typed === (details.tax_id ?? "");
      if (tokenValidFor(state, address) && taxKnown) return void nav.goTo("payment");
      const fields = {
        ...details,
        country_id: String(details.country_id),
        terms: String(details.terms),
        ...funnelPlan(state),
      };
      const answer = await call({ ...fields, intent: "details" });
      if (answer.ok && answer.intent === "details") {
        update({
          verification: verificationOf(address, answer),
          emailToken: null,
          tax: answer.tax ? { ...answer.tax, typed: details.tax_id ?? "" } : null,
        });
        return void nav.goTo("verify");
      }
      // A refusal about the fields (a tax ID that fails its check) is shown under them; any other is toasted.
      const refused = answer.ok || !("reply" in answer) ? {} : fieldMessagesOf(answer.reply);
      if (Object.keys(refused).length > 0) return refused;
      if (!answer.ok) toast.error(answer.message);
      return undefined;
    },
    [call, nav, state, update],
  );

  const verify = useCallback(
    async (code: string): Promise<VerifyOutcome> => {
      const answer = await call({ email, code, ...funnelPlan(state), intent: "verify" });
      if (answer.ok && answer.intent === "verify") {
        // The code is used up: forget it, so Back from Payment skips the code stage.
        update({
          emailToken: { token: answer.email_token, email, expiresAt: Date.now() + answer.expires_in * 1000 },
          verification: null,
        });
        nav.goTo("payment", { replace: true });
        return "ok";
      }
      const outcome = answer.ok ? undefined : OUTCOME_OF[answer.code];
      if (outcome) return outcome;
      toast.error(answer.ok ? "" : answer.message);
      return "error";
    },
    [call, email, nav, state, update],
  );

  const resend = useCallback(async (): Promise<boolean> => {
    const { first_name, last_name } = state.details;
    const answer = await call({ email, first_name, last_name, ...funnelPlan(state), intent: "resend" });
    if (!answer.ok || answer.intent === "verify") {
      toast.error(answer.ok ? "" : answer.message);
      return false;
    }
    update({ verification: verificationOf(email, answer) });
    toast.success(CHECKOUT_COPY.resent);
    return true;
  }, [call, email, state, update]);

  return { buy, sendCode, verify, resend };
}
