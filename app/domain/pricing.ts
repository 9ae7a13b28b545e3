/**
 * The pricing maths, pure and shared: the browser uses it to show prices and the order summary, the
 * server uses the very same function to decide what to charge (POST /api/register-plan refuses any
 * difference). Every amount is an integer in minor units (cents); nothing here rounds except the tax.
 *
 * Rules (issue 6, spec section 4):
 * - amount = tier price of (plan, period, currency) + extra users × extra-user price;
 *   Team users beyond the first add 5 per month or 60 per year in the currency's major unit; Pro has one user.
 * - save_amount = what twelve monthly payments of the same order would cost − the yearly amount (0 monthly).
 * - total = round(amount + amount × tax / 100), half up; tax_amount = total − amount, so the three shown
 *   figures always add up to the cent.
 */
import { MONTHS_PER_PERIOD, PLAN_ID, PLAN_TYPE, type PaidPlan, type PaidPlanId, type PlanList, type PlanTypeId } from "./plan-list";

/** What the buyer chose. `currency` is an ISO code; `envelope_id` is the Sleeve-credit tier. */
export interface PlanSelection {
  plan_id: PaidPlanId;
  plan_type_id: PlanTypeId;
  envelope_id: number;
  currency: string;
  users: number;
}

/** The prices of a selection, every amount in minor units of `currency`. */
export interface Quote extends PlanSelection {
  minor_unit: number;
  /** Tier price for the first user. */
  base_amount: number;
  /** Users paid on top of the first (0 on Pro). */
  extra_users: number;
  /** Price of one extra user for the period. */
  extra_user_amount: number;
  /** Subtotal before tax: base_amount + extra_users × extra_user_amount. */
  amount: number;
  /** Saved against paying monthly for the same months (0 when monthly). */
  save_amount: number;
  /** Percent of `amount` saved (whole number, for labels). */
  save_percent: number;
  tax_percent: number;
  tax_amount: number;
  /** amount + tax_amount: what is charged. */
  total: number;
}

/** Why a selection has no price: expected, returned as a value. */
export type QuoteFailure = "unknown_plan" | "unknown_period" | "unknown_currency" | "unknown_tier" | "invalid_users";

/** The parts of the plan list the maths needs. */
export type PriceBook = Pick<PlanList, "currency" | "pro_plan" | "team_plan" | "tax">;

/** Extra Team user per period, in major units of any currency (issue 6). */
export const EXTRA_USER_MAJOR: Record<PlanTypeId, number> = { 1: 5, 2: 60 };

/** Price of one user beyond the first for `plan` and `period`, in minor units (0 for Pro). */
export function extraUserAmount(planId: PaidPlanId, planTypeId: PlanTypeId, minorUnit: number): number {
  if (planId !== PLAN_ID.team) return 0;
  return EXTRA_USER_MAJOR[planTypeId] * 10 ** minorUnit;
}

/**
 * `{ tax_amount, total }` for a subtotal: total = round(amount + amount × taxPercent / 100), half up,
 * computed in integers (tax percent with up to two decimals) so no float error can move a cent.
 */
export function applyTax(amount: number, taxPercent: number): { tax_amount: number; total: number } {
  const basisPoints = Math.round(taxPercent * 100);
  const total = Math.floor((amount * (10_000 + basisPoints) + 5_000) / 10_000);
  return { tax_amount: total - amount, total };
}

/** The paid plan with this id, if any. */
export function paidPlan(book: PriceBook, planId: number): PaidPlan | undefined {
  if (planId === PLAN_ID.pro) return book.pro_plan;
  if (planId === PLAN_ID.team) return book.team_plan;
  return undefined;
}

/** Subtotal of a selection, or why it has none (no tax, no saving). */
function subtotal(book: PriceBook, sel: PlanSelection): { ok: true; base: number; extraUser: number; extraUsers: number; minorUnit: number } | { ok: false; reason: QuoteFailure } {
  const plan = paidPlan(book, sel.plan_id);
  if (!plan) return { ok: false, reason: "unknown_plan" };
  if (sel.plan_type_id !== PLAN_TYPE.monthly && sel.plan_type_id !== PLAN_TYPE.yearly) return { ok: false, reason: "unknown_period" };
  const currency = book.currency.find((c) => c.code === sel.currency);
  const price = plan.prices.find((p) => p.plan_type_id === sel.plan_type_id && p.currency === sel.currency);
  if (!currency || !price) return { ok: false, reason: "unknown_currency" };
  const tier = price.envelopes.find((e) => e.id === sel.envelope_id);
  if (!tier) return { ok: false, reason: "unknown_tier" };
  if (!Number.isSafeInteger(sel.users) || sel.users < plan.min_users || sel.users > plan.max_users) return { ok: false, reason: "invalid_users" };
  const extraUsers = plan.plan_id === PLAN_ID.team ? sel.users - 1 : 0;
  return { ok: true, base: tier.amount, extraUser: extraUserAmount(plan.plan_id, sel.plan_type_id, currency.minor_unit), extraUsers, minorUnit: currency.minor_unit };
}

/**
 * Prices a selection: the single source of every figure shown in the order summary and charged.
 * @returns the quote, or `{ok: false, reason}` for an unknown plan, period, currency or tier, or a user
 *   count outside the plan's min/max (Pro: exactly 1; Team: at least 1).
 */
export function quote(book: PriceBook, sel: PlanSelection): { ok: true; quote: Quote } | { ok: false; reason: QuoteFailure } {
  const sub = subtotal(book, sel);
  if (!sub.ok) return sub;
  const amount = sub.base + sub.extraUsers * sub.extraUser;
  let saveAmount = 0;
  if (sel.plan_type_id !== PLAN_TYPE.monthly) {
    const monthly = subtotal(book, { ...sel, plan_type_id: PLAN_TYPE.monthly });
    if (monthly.ok) {
      const monthlyAmount = monthly.base + monthly.extraUsers * monthly.extraUser;
      saveAmount = Math.max(0, monthlyAmount * MONTHS_PER_PERIOD[sel.plan_type_id] - amount);
    }
  }
  const full = amount + saveAmount;
  const { tax_amount, total } = applyTax(amount, book.tax);
  return {
    ok: true,
    quote: {
      ...sel,
      minor_unit: sub.minorUnit,
      base_amount: sub.base,
      extra_users: sub.extraUsers,
      extra_user_amount: sub.extraUser,
      amount,
      save_amount: saveAmount,
      save_percent: full > 0 ? Math.round((saveAmount * 100) / full) : 0,
      tax_percent: book.tax,
      tax_amount,
      total,
    },
  };
}

/** The selection a plan card shows before anything is chosen: smallest tier, fewest users. */
export function defaultSelection(book: PriceBook, planId: PaidPlanId, planTypeId: PlanTypeId, currency: string): PlanSelection | undefined {
  const plan = paidPlan(book, planId);
  const price = plan?.prices.find((p) => p.plan_type_id === planTypeId && p.currency === currency);
  const first = price?.envelopes[0];
  if (!plan || !first) return undefined;
  return { plan_id: planId, plan_type_id: planTypeId, envelope_id: first.id, currency, users: plan.min_users };
}
