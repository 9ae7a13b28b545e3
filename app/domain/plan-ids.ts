/**
 * The plan and billing-period ids, without the plan list's zod schemas (plan-list.ts re-exports them):
 * the pricing maths needs only these, so the pricing page's plan table loads no zod
 * (docs/decisions/0021-pricing-plan-table-only.md).
 */

/** Plan ids of the paid plans (Pro is 1, Team is 2). */
export const PLAN_ID = { pro: 1, team: 2 } as const;
/** A paid plan id. */
export type PaidPlanId = (typeof PLAN_ID)[keyof typeof PLAN_ID];

/** Billing periods (`plan_type_id` 1 is Monthly, 2 is Yearly). */
export const PLAN_TYPE = { monthly: 1, yearly: 2 } as const;
/** A billing period id. */
export type PlanTypeId = (typeof PLAN_TYPE)[keyof typeof PLAN_TYPE];

/** Months covered by one payment of each billing period. */
export const MONTHS_PER_PERIOD: Record<PlanTypeId, number> = { 1: 1, 2: 12 };
