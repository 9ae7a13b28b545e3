/**
 * The state of the pricing flow that survives a reload: kept in sessionStorage (this tab only, gone
 * when it closes), parsed with zod when read back (flow-schema.ts, loaded only then). Never the
 * password, the code or any card data: after a reload past the details step, the flow returns to Details with everything but the password
 * filled in, and the verified email (its 30-minute token) is remembered so no new code is needed.
 * Decision record: docs/decisions/0052-pricing-page-stages.md.
 */
import { normalizeEmail } from "../../domain/email";
import { PLAN_TYPE } from "../../domain/plan-ids";
import type { FlowState } from "./flow-schema";

export type { DetailsDraft, FlowState, Order } from "./flow-schema";

/** The stages, in order; the URL carries the current one (`?step=details`). */
export const STEPS = ["plans", "details", "verify", "payment", "success"] as const;
export type Step = (typeof STEPS)[number];

/** Reads `?step=`; anything unknown is the plan table. */
export function parseStep(value: string | null): Step {
  return (STEPS as readonly string[]).includes(value ?? "") ? (value as Step) : "plans";
}

/** A fresh flow: Monthly (the default period), no currency yet. */
export const INITIAL_FLOW: FlowState = {
  period: PLAN_TYPE.monthly,
  currency: null,
  currencyChosen: false,
  tiers: { pro: 1, team: 1 },
  order: null,
  details: { first_name: "", last_name: "", email: "", company_name: "", country_id: null, terms: false },
  verification: null,
  emailToken: null,
  result: null,
  promo: null,
};

/** The flow's sessionStorage key (the page hydrates at once when the tab holds it: app/routes/pricing/route.tsx). */
export const FLOW_STORAGE_KEY = "docsleeve:pricing-flow:v1";
const KEY = FLOW_STORAGE_KEY;

/** The stored flow's JSON text (checked by flow-schema.ts when read back), or null when nothing is stored or storage is unavailable. */
export function readStoredFlow(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * Stores the flow (best effort: private modes may refuse). The state is typed and made only by this
 * flow's code, and what is read back is checked, so writing needs no zod (the plan table loads none).
 */
export function saveFlow(state: FlowState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    /* storage full or disabled: the flow still works, it just will not survive a reload */
  }
}

/** Whether the stored email token proves `email` for at least another minute. */
export function tokenValidFor(state: FlowState, email: string, now = Date.now()): boolean {
  const t = state.emailToken;
  return Boolean(t && t.email === normalizeEmail(email) && t.expiresAt - 60_000 > now);
}

/** The code's lifetime in seconds as the server sent it (`expires_in`), or undefined for a flow stored without it. */
export function codeLifetimeOf(verification: FlowState["verification"]): number | undefined {
  return verification?.expiresAt === undefined ? undefined : (verification.expiresAt - verification.sentAt) / 1000;
}

/**
 * The stage that may be shown for the requested one: a stage whose prerequisites are missing (e.g.
 * after a reload lost the password) falls back to the last stage that can be shown.
 */
export function allowedStep(step: Step, state: FlowState, hasPassword: boolean): Step {
  // After a purchase only the success stage remains; once seen, any other stage starts over (the caller
  // resets). Before it is seen, the stage may still read "payment" for a render while the URL catches up.
  if (state.result) return step === "success" || !state.result.seen ? "success" : "plans";
  if (step === "success" || step === "plans" || !state.order) return "plans";
  if (step === "details") return "details";
  const email = normalizeEmail(state.details.email);
  if (!hasPassword || !email) return "details";
  // A used code (token present) moves on; state and URL change in separate renders after Verify.
  if (step === "verify")
    return state.verification?.email === email ? "verify" : tokenValidFor(state, email) ? "payment" : "details";
  return tokenValidFor(state, email) ? "payment" : "details";
}
