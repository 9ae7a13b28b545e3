/**
 * The plan table's choices and Buy Now in the URL, so that each works before the app has loaded (and
 * without script): the Monthly/Yearly radios, the currency and the two Sleeve-credit selects belong to a
 * GET form (`/pricing?period=yearly&currency=EUR&pro_tier=1&team_tier=3`), and each Buy Now is a GET
 * form to the details step (`/pricing?step=details&plan=team&period=yearly&tier=3&currency=EUR`). The
 * server renders what such a URL asks for; the app, once loaded, takes the choices into the flow
 * (flow-state.ts) and drops them from the URL (decision 0044).
 */
import { PLAN_TYPE, type PaidPlanId, type PlanTypeId } from "../../domain/plan-ids";
import type { FlowState } from "./flow-state";

/** The `id` of the plan table's GET form (the tier selects inside the cards join it with `form=`). */
export const CHOICES_FORM_ID = "plan-choices";

/** The `id` of the details step's GET form back to the plan table (Back and "Change plan" send it). */
export const TO_PLANS_FORM_ID = "to-plans";

/** The period's word in the URL (the radios' values). */
export const PERIOD_PARAM: Record<PlanTypeId, string> = { 1: "monthly", 2: "yearly" };
/** The plan's word in the URL (Buy Now's `plan`). */
export const PLAN_PARAM: Record<PaidPlanId, "pro" | "team"> = { 1: "pro", 2: "team" };
/** The tier selects' field names. */
export const TIER_PARAM = { pro: "pro_tier", team: "team_tier" } as const;

/** Every parameter this module reads (the app removes them from the URL once it has taken them). */
const CHOICE_PARAMS = ["period", "currency", TIER_PARAM.pro, TIER_PARAM.team, "plan", "tier"] as const;

const periodOf = (value: string | null): PlanTypeId | undefined =>
  value === PERIOD_PARAM[1] ? PLAN_TYPE.monthly : value === PERIOD_PARAM[2] ? PLAN_TYPE.yearly : undefined;

const tierOf = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n < 1000 ? n : undefined;
};

/** Whether `params` carries any choice (the app then takes them and cleans the URL). */
export function hasChoices(params: URLSearchParams): boolean {
  return CHOICE_PARAMS.some((name) => params.has(name));
}

/**
 * The flow as the URL's choices change it: the period, the currency (as chosen by the visitor), the tiers,
 * and, on the details step, the order Buy Now started. Unknown or malformed values are ignored (a currency
 * or tier the plan list lacks falls back where the page shows it). `undefined` when the URL has no choice.
 */
export function choicesPatch(params: URLSearchParams): ((state: FlowState) => Partial<FlowState>) | undefined {
  if (!hasChoices(params)) return undefined;
  const period = periodOf(params.get("period"));
  const currency = params.get("currency")?.toUpperCase();
  const proTier = tierOf(params.get(TIER_PARAM.pro));
  const teamTier = tierOf(params.get(TIER_PARAM.team));
  const plan = params.get("plan");
  const planId: PaidPlanId | undefined = plan === "pro" ? 1 : plan === "team" ? 2 : undefined;
  const tier = tierOf(params.get("tier"));
  return (state) => {
    const patch: Partial<FlowState> = {};
    if (period) patch.period = period;
    if (currency && /^[A-Z]{3}$/.test(currency)) Object.assign(patch, { currency, currencyChosen: true });
    const tiers = { pro: proTier ?? state.tiers.pro, team: teamTier ?? state.tiers.team };
    if (params.get("step") === "details" && planId && period) {
      const envelope = tier ?? (planId === 1 ? tiers.pro : tiers.team);
      patch.order = { plan_id: planId, plan_type_id: period, envelope_id: envelope, users: 1 };
      tiers[PLAN_PARAM[planId]] = envelope;
    }
    if (tiers.pro !== state.tiers.pro || tiers.team !== state.tiers.team) patch.tiers = tiers;
    return patch;
  };
}

/** `params` without the choices (what the app leaves in the URL once it has taken them). */
export function withoutChoices(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of CHOICE_PARAMS) rest.delete(name);
  return rest;
}
