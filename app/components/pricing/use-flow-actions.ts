/**
 * The server calls of the details and code stages: send a code (or skip it when this address was
 * verified less than 30 minutes ago), check a code, send a new one. Failures become field errors,
 * outcomes or toasts (messages chosen by app/domain/messages.ts).
 */
import { useCallback } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { PLAN_ID } from "../../domain/plan-ids";
import { EMAIL_TOKEN_TTL_MS, type Details } from "../../domain/signup";
import { postJson } from "../../lib/api";
import { sendFunnelBeacon } from "../../lib/beacon";
import { toast } from "../../lib/toast";
import type { VerifyOutcome } from "./confirm-email-stage";
import { tokenValidFor, type Order } from "./flow-state";
import type { useStepNavigation } from "./use-step-navigation";
import type { PricingFlowApi } from "./use-pricing-flow";
import { normalizeEmail } from "../../domain/email";

/** The plan picked with Buy Now, sent along for the purchase funnel's per-plan counts. */
/** The code's timing as POST /api/resend-email-code answers it (`expires_in`, `resend_in`: seconds). */
type CodeSent = { expires_in?: number; resend_in?: number };

/** The verification stage's state for a code just sent to `email`: when it expires and when another may be asked, from the server's answer. */
function verificationOf(email: string, sent: CodeSent | undefined) {
  const sentAt = Date.now();
  const at = (seconds: number | undefined) => (typeof seconds === "number" ? sentAt + seconds * 1000 : undefined);
  return { email, sentAt, resendAt: at(sent?.resend_in), expiresAt: at(sent?.expires_in) };
}

const funnelPlan = (state: PricingFlowApi["state"]) => (state.order ? { plan_id: state.order.plan_id, plan_type_id: state.order.plan_type_id } : undefined);


/** The flow's actions. */
export function useFlowActions(flow: PricingFlowApi, nav: ReturnType<typeof useStepNavigation>) {
  const { state, update } = flow;
  const email = normalizeEmail(state.details.email);

  const buy = useCallback(
    (planId: 1 | 2) => {
      const tiers = state.tiers;
      const users = state.order?.plan_id === planId ? state.order.users : 1;
      const order: Order = { plan_id: planId, plan_type_id: state.period, envelope_id: planId === PLAN_ID.pro ? tiers.pro : tiers.team, users };
      update({ order });
      sendFunnelBeacon({ step: "buy_now", plan_id: planId, plan_type_id: state.period });
      nav.goTo("details");
    },
    [nav, state.order, state.period, state.tiers, update],
  );

  const sendCode = useCallback(
    async (details: Details): Promise<Record<string, string> | undefined> => {
      const address = normalizeEmail(details.email);
      if (tokenValidFor(state, address)) return void nav.goTo("payment");
      const res = await postJson<CodeSent>("/api/resend-email-code", { email: details.email, first_name: details.first_name, last_name: details.last_name, plan: funnelPlan(state) });
      if (res.ok) {
        update({ verification: verificationOf(address, res.body.data), emailToken: null });
        return void nav.goTo("verify");
      }
      if (res.errors) return res.errors;
      toast.error(res.message);
      return undefined;
    },
    [nav, state, update],
  );

  const verify = useCallback(
    async (code: string): Promise<VerifyOutcome> => {
      const res = await postJson<{ email_token: string }>("/api/verify-email-code", { email, code, plan: funnelPlan(state) });
      if (res.ok && res.body.data) {
        // The code is used up: forget it, so Back from Payment skips the code stage.
        update({ emailToken: { token: res.body.data.email_token, email, expiresAt: Date.now() + EMAIL_TOKEN_TTL_MS }, verification: null });
        nav.goTo("payment", { replace: true });
        return "ok";
      }
      if (!res.ok && res.status === 422) return "wrong";
      toast.error(res.ok ? "" : res.message);
      return "error";
    },
    [email, nav, state, update],
  );

  const resend = useCallback(async (): Promise<boolean> => {
    const { first_name, last_name } = state.details;
    const res = await postJson<CodeSent>("/api/resend-email-code", { email, first_name, last_name, plan: funnelPlan(state) });
    if (!res.ok) {
      toast.error(res.message);
      return false;
    }
    update({ verification: verificationOf(email, res.body.data) });
    toast.success(CHECKOUT_COPY.resent);
    return true;
  }, [email, state, update]);

  return { buy, sendCode, verify, resend };
}
