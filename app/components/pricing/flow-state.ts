/**
 * The state of the pricing flow that survives a reload: kept in sessionStorage (this tab only, gone
 * when it closes), parsed with zod when read back. Never the password, the code or any card data:
 * after a reload past the details step, the flow returns to Details with everything but the password
 * filled in, and the verified email (its 30-minute token) is remembered so no new code is needed.
 * Decision record: docs/decisions/0006-pricing-and-signup.md.
 */
import { z } from "zod";

/** The stages, in order; the URL carries the current one (`?step=details`). */
export const STEPS = ["plans", "details", "verify", "payment", "success"] as const;
export type Step = (typeof STEPS)[number];

/** Reads `?step=`; anything unknown is the plan table. */
export function parseStep(value: string | null): Step {
  return (STEPS as readonly string[]).includes(value ?? "") ? (value as Step) : "plans";
}

const planId = z.union([z.literal(1), z.literal(2)]);

/** What is being bought (the order summary edits it). */
export const orderSchema = z.object({
  plan_id: planId,
  plan_type_id: planId,
  envelope_id: z.number().int().positive(),
  users: z.number().int().positive(),
});
export type Order = z.infer<typeof orderSchema>;

/** The details form without the passwords. */
export const detailsDraftSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  country_id: z.number().int().nullable(),
  terms: z.boolean(),
});
export type DetailsDraft = z.infer<typeof detailsDraftSchema>;

const flowSchema = z.object({
  period: planId,
  currency: z.string().nullable(),
  /** The visitor picked the currency (geolocation no longer overrides it). */
  currencyChosen: z.boolean(),
  tiers: z.object({ pro: z.number().int().positive(), team: z.number().int().positive() }),
  order: orderSchema.nullable(),
  details: detailsDraftSchema,
  /** Where and when the last code was sent (ms since epoch), for the resend cool-down. */
  verification: z.object({ email: z.string(), sentAt: z.number() }).nullable(),
  emailToken: z.object({ token: z.string(), email: z.string(), expiresAt: z.number() }).nullable(),
  /** The purchase's answer; `seen` once the success stage has shown it (then any other stage starts over). */
  result: z.object({ message: z.string(), email: z.string(), seen: z.boolean() }).nullable(),
});
export type FlowState = z.infer<typeof flowSchema>;

/** A fresh flow: Monthly (the default period), no currency yet. */
export const INITIAL_FLOW: FlowState = {
  period: 1,
  currency: null,
  currencyChosen: false,
  tiers: { pro: 1, team: 1 },
  order: null,
  details: { first_name: "", last_name: "", email: "", company_name: "", country_id: null, terms: false },
  verification: null,
  emailToken: null,
  result: null,
};

const KEY = "docsleeve:pricing-flow:v1";

/** The stored flow, or the initial one when nothing (valid) is stored or storage is unavailable. */
export function loadFlow(): FlowState {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return INITIAL_FLOW;
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : INITIAL_FLOW;
  } catch {
    return INITIAL_FLOW;
  }
}

/** Stores the flow (best effort: private modes may refuse). */
export function saveFlow(state: FlowState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(flowSchema.parse(state)));
  } catch {
    /* storage full or disabled: the flow still works, it just will not survive a reload */
  }
}

/** Whether the stored email token proves `email` for at least another minute. */
export function tokenValidFor(state: FlowState, email: string, now = Date.now()): boolean {
  const t = state.emailToken;
  return Boolean(t && t.email === email.trim().toLowerCase() && t.expiresAt - 60_000 > now);
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
  const email = state.details.email.trim().toLowerCase();
  if (!hasPassword || !email) return "details";
  // A used code (token present) moves on; state and URL change in separate renders after Verify.
  if (step === "verify") return state.verification?.email === email ? "verify" : tokenValidFor(state, email) ? "payment" : "details";
  return tokenValidFor(state, email) ? "payment" : "details";
}
