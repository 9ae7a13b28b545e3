/**
 * The measured purchase funnel and the analytics page's filters, shared by the recorder (server/analytics),
 * the Buy Now beacon (POST /api/analytics/event) and the console page (/admin/analytics).
 */
import { z } from "zod";
import { PLAN_ID, PLAN_TYPE } from "./plan-ids";

/** Funnel steps in purchase order; `promotion_*` are counted when the promotions code calls the recorder. */
export const FUNNEL_STEPS = [
  "pricing_viewed",
  "buy_now",
  "code_sent",
  "email_verified",
  "promotion_applied",
  "payment_attempted",
  "three_ds_asked",
  "paid",
  "declined",
  "abandoned",
  "promotion_redeemed",
] as const;
/** One funnel step. */
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** What the console shows for each step. */
export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  pricing_viewed: "Pricing viewed",
  buy_now: "Buy Now",
  code_sent: "Code sent",
  email_verified: "E-mail verified",
  promotion_applied: "Promotion applied",
  payment_attempted: "Payment attempted",
  three_ds_asked: "3-D Secure asked",
  paid: "Paid",
  declined: "Declined",
  abandoned: "Abandoned",
  promotion_redeemed: "Promotion redeemed",
};

/**
 * The main path, one step after the other, whose conversion and drop-off the console computes. The
 * other steps are shown with their counts: 3-D Secure is asked of some payments only (a payment without
 * it goes straight to paid, so it is no drop-off), declined and abandoned are outcomes of an attempted
 * payment, and promotions are side steps.
 */
export const FUNNEL_PATH: readonly FunnelStep[] = [
  "pricing_viewed",
  "buy_now",
  "code_sent",
  "email_verified",
  "payment_attempted",
  "paid",
];

/** Plan dimension values (`""`: not known at that step, e.g. pricing viewed). */
export type FunnelPlan = "pro" | "team" | "";
/** Billing period dimension values. */
export type FunnelPeriod = "monthly" | "yearly" | "";

/** The plan and period names of the plan list's ids (`plan_id` 1/2, `plan_type_id` 1/2). */
export function funnelDimensions(
  planId: number | undefined,
  planTypeId: number | undefined,
): { plan: FunnelPlan; period: FunnelPeriod } {
  const plan = planId === PLAN_ID.pro ? "pro" : planId === PLAN_ID.team ? "team" : "";
  const period = planTypeId === PLAN_TYPE.monthly ? "monthly" : planTypeId === PLAN_TYPE.yearly ? "yearly" : "";
  return { plan, period };
}

/** Optional plan context a funnel request may carry (the plan the buyer picked with Buy Now). */
export const funnelPlanSchema = z.strictObject({
  plan_id: z.number().int().min(1).max(2),
  plan_type_id: z.number().int().min(1).max(2),
});
export type FunnelPlanInput = z.infer<typeof funnelPlanSchema>;

/** POST /api/analytics/event: a client-side funnel step with no server request of its own (Buy Now). */
export const funnelBeaconSchema = z.strictObject({
  step: z.literal("buy_now"),
  plan_id: z.number().int().min(1).max(2),
  plan_type_id: z.number().int().min(1).max(2),
});

/** Range choices of the analytics page, in days back from today (UTC). */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The analytics page's URL search params: `range` (days: 7, 30, 90, 365; default 30), or `from`/`to`
 * (UTC days, `YYYY-MM-DD`, at most 366 days apart), and `plan` (`pro`, `team` or all). Bad values fall
 * back to the defaults, never an error.
 */
export const analyticsQuerySchema = z.object({
  range: z.coerce
    .number()
    .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n))
    .catch(30)
    .default(30),
  from: z.string().regex(ISO_DAY).optional().catch(undefined),
  to: z.string().regex(ISO_DAY).optional().catch(undefined),
  plan: z.enum(["pro", "team", "all"]).catch("all").default("all"),
});
/** Parsed analytics filters. */
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The inclusive UTC day range of `query` on `today` (`YYYY-MM-DD`); a reversed or too long from/to falls back to `range`. */
export function dayRange(query: AnalyticsQuery, today: string): { from: string; to: string } {
  if (
    query.from &&
    query.to &&
    query.from <= query.to &&
    daysBetween(query.from, query.to) <= 366 &&
    isRealDay(query.from) &&
    isRealDay(query.to)
  ) {
    return { from: query.from, to: query.to };
  }
  return { from: addDays(today, -(query.range - 1)), to: today };
}

/** `day` plus `n` days (UTC), `YYYY-MM-DD`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function isRealDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}
