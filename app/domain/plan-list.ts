/**
 * The shape of `POST /api/plan-list` (`data`), shared by the server (which builds it from the database)
 * and the browser (which parses it before trusting it). All money is in integer minor units of the
 * price's currency (cents for USD); storage is in gigabytes. Decision records:
 * docs/decisions/0006-pricing-and-signup.md, docs/decisions/0057-plan-list-shape.md.
 */
import { z } from "zod";
import { TAX_REASONS } from "./tax-reason";

const minor = z.number().int().nonnegative();
const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** A currency the plans are sold in (`currencies` of the plan list, beside the list of codes). */
export const currencySchema = z.object({
  /** ISO 4217 code, e.g. "SGD": the name the prices are listed by. */
  code: currencyCode,
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
  /** Sleeves credited per period (what `plan_data.envelope` names when buying this tier). */
  total: z.number().int().positive(),
  /** SMS reminders credited per period. */
  sms: z.number().int().nonnegative(),
  /** Storage included, GB. */
  storage: z.number().int().positive(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The price of a paid plan for one billing period in one currency. */
export const priceSchema = z.object({
  /** The smallest tier's price for the first user ("from"), minor units. */
  amount: minor,
  /** Added per user beyond the first (Team only; 0 for Pro), minor units per period. */
  extra_user_amount: minor,
  /** The Sleeve-credit tiers, smallest first. */
  envelope: z.array(envelopeSchema).min(1),
});
export type Price = z.infer<typeof priceSchema>;

/** One billing period of a paid plan, with its price in every currency, keyed by currency code. */
export const planTypeSchema = z.object({
  /** The `plan_type_id`: 1 Monthly, 2 Yearly. */
  id: z.union([z.literal(1), z.literal(2)]),
  /** "Monthly" or "Yearly". */
  name: z.string().min(1),
  price: z.record(currencyCode, priceSchema),
});
export type PlanType = z.infer<typeof planTypeSchema>;

/** What a paid plan is, apart from its prices (`plans` of the plan list). */
export const planInfoSchema = z.object({
  plan_id: z.union([z.literal(1), z.literal(2)]),
  name: z.string().min(1),
  description: z.string().min(1),
  /** Users included in a tier's price (1). */
  users: z.number().int().positive(),
  min_users: z.number().int().positive(),
  max_users: z.number().int().positive(),
});
export type PlanInfo = z.infer<typeof planInfoSchema>;

/** The Free plan's allowance per month (no prices: it needs no card). */
export const freePlanSchema = z.object({
  /** Sleeves per month. */
  envelope: z.number().int().positive(),
  sms: z.number().int().nonnegative(),
  /** Users. */
  user: z.number().int().positive(),
  /** GB. */
  storage: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string().min(1),
});
export type FreePlan = z.infer<typeof freePlanSchema>;

/** One row of the plan comparison table: whether each plan has it, and a short value where one helps. */
export const planFeatureSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  free: z.boolean(),
  pro: z.boolean(),
  team: z.boolean(),
  /** The value shown instead of a tick, e.g. "30" or "2 GB" (null: a tick or a dash). */
  free_text: z.string().min(1).nullable(),
  pro_text: z.string().min(1).nullable(),
  team_text: z.string().min(1).nullable(),
});
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/**
 * `data` of POST /api/plan-list: `currency` lists the codes the prices are keyed by; `pro_plan` and
 * `team_plan` list the billing periods (`id` = plan_type_id) with `price[code]` = `{amount,
 * extra_user_amount, envelope: [tiers]}`. Extra fields beside the specified ones: `currencies`
 * (symbol, name, decimals, default) and `plans` (name, description, user limits of Pro and Team).
 */
export const planListSchema = z.object({
  currency: z.array(currencyCode).min(1),
  currencies: z.array(currencySchema).min(1),
  free_plan: freePlanSchema,
  pro_plan: z.array(planTypeSchema).min(1),
  team_plan: z.array(planTypeSchema).min(1),
  plans: z.array(planInfoSchema).length(2),
  /**
   * Tax percent added to an order (9 = 9%): in POST /api/plan-list, a consumer's in the caller's country
   * (app/domain/tax.ts); an order is charged its buyer's (billing country, tax ID).
   */
  tax: z.number().nonnegative().max(100),
  /** Why `tax` applies (`standard`, `not_collected`, …); absent where no buyer is known yet. */
  tax_reason: z.enum(TAX_REASONS).optional(),
  /** Percent saved by paying monthly (0): kept so the plan-list shape stays the same for both periods. */
  month_discount: z.number().nonnegative().max(100),
  /** Largest percent saved by paying yearly instead of monthly (17). */
  year_discount: z.number().nonnegative().max(100),
  plan_features_list: z.array(planFeatureSchema),
});
export type PlanList = z.infer<typeof planListSchema>;
