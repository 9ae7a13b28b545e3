/**
 * The shape of `POST /api/plan-list` (`data`), shared by the server (which builds it from the database)
 * and the browser (which parses it before trusting it). All money is in integer minor units of the row's
 * currency (cents for USD); storage is in gigabytes. Decision record: docs/decisions/0004-pricing-and-signup.md.
 */
import { z } from "zod";

/** Plan ids of the paid plans (spec section 3: Pro is 1, Team is 2). */
export const PLAN_ID = { pro: 1, team: 2 } as const;
/** A paid plan id. */
export type PaidPlanId = (typeof PLAN_ID)[keyof typeof PLAN_ID];

/** Billing periods (spec section 3: `plan_type_id` 1 is Monthly, 2 is Yearly). */
export const PLAN_TYPE = { monthly: 1, yearly: 2 } as const;
/** A billing period id. */
export type PlanTypeId = (typeof PLAN_TYPE)[keyof typeof PLAN_TYPE];

/** Months covered by one payment of each billing period. */
export const MONTHS_PER_PERIOD: Record<PlanTypeId, number> = { 1: 1, 2: 12 };

const minor = z.number().int().nonnegative();

/** A currency the plans are sold in. */
export const currencySchema = z.object({
  /** ISO 4217 code, e.g. "SGD". */
  code: z.string().regex(/^[A-Z]{3}$/),
  /** What precedes an amount, e.g. "S$". */
  symbol: z.string().min(1),
  name: z.string().min(1),
  /** Digits after the decimal point (2 for every currency sold today). */
  minor_unit: z.number().int().min(0).max(3),
  /** The currency shown when nothing better is known (USD). */
  is_default: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

/** One Sleeve-credit tier ("envelope"): what a paid plan includes at one price. */
export const envelopeSchema = z.object({
  /** Tier id, the same for both periods and every currency of a plan (1 is the smallest). */
  id: z.number().int().positive(),
  /** Label shown in selects, e.g. "50 Sleeves per month". */
  text: z.string().min(1),
  /** Price of the tier for one period and the first user, minor units. */
  amount: minor,
  /** Sleeves credited per period. */
  total: z.number().int().positive(),
  /** SMS reminders credited per period. */
  sms: z.number().int().nonnegative(),
  /** Storage included, GB. */
  storage: z.number().int().positive(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The prices of one paid plan for one billing period in one currency. */
export const planPriceSchema = z.object({
  plan_type_id: z.union([z.literal(1), z.literal(2)]),
  /** "Monthly" or "Yearly". */
  plan_type: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Added per user beyond the first (Team only; 0 for Pro), minor units per period. */
  extra_user_amount: minor,
  envelopes: z.array(envelopeSchema).min(1),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** A paid plan (Pro or Team) with every price. */
export const paidPlanSchema = z.object({
  plan_id: z.union([z.literal(1), z.literal(2)]),
  name: z.string().min(1),
  description: z.string().min(1),
  /** Users included in the price of the first tier (1). */
  users: z.number().int().positive(),
  min_users: z.number().int().positive(),
  max_users: z.number().int().positive(),
  prices: z.array(planPriceSchema).min(1),
});
export type PaidPlan = z.infer<typeof paidPlanSchema>;

/** The Free plan's allowance (no prices: it needs no card). */
export const freePlanSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  sleeves_per_month: z.number().int().positive(),
  sms: z.number().int().nonnegative(),
  users: z.number().int().positive(),
  /** GB. */
  storage: z.number().int().positive(),
});
export type FreePlan = z.infer<typeof freePlanSchema>;

/** A feature row value: included or not (true/false), or a short value such as "30" or "2 GB". */
export const featureValueSchema = z.union([z.boolean(), z.string().min(1)]);
export type FeatureValue = z.infer<typeof featureValueSchema>;

/** One row of the plan comparison table. */
export const planFeatureSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  free: featureValueSchema,
  pro: featureValueSchema,
  team: featureValueSchema,
});
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** `data` of POST /api/plan-list (CONTRACT.md, spec section 3). */
export const planListSchema = z.object({
  currency: z.array(currencySchema).min(1),
  free_plan: freePlanSchema,
  pro_plan: paidPlanSchema,
  team_plan: paidPlanSchema,
  /** Tax percent added to every paid order (9 = 9%). */
  tax: z.number().nonnegative().max(100),
  /** Percent saved by paying monthly (0): kept for the spec's shape. */
  month_discount: z.number().nonnegative().max(100),
  /** Largest percent saved by paying yearly instead of monthly (17). */
  year_discount: z.number().nonnegative().max(100),
  plan_features_list: z.array(planFeatureSchema),
});
export type PlanList = z.infer<typeof planListSchema>;
