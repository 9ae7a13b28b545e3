/**
 * The pricing maths, pure and shared: the browser uses it to show prices and the order summary, the
 * server uses the very same function to decide what to charge (POST /api/register-plan refuses any
 * difference). Every amount is an integer in minor units (cents); nothing here rounds except the tax.
 *
 * Rules:
 * - amount = tier price of (plan, period, currency) + extra users × extra-user price; the extra-user
 *   price is the plan list's `extra_user_amount` of that plan, period and currency (a local price per
 *   currency, from the database like the tiers); Pro has one user.
 * - save_amount = what twelve monthly payments of the same order would cost − the yearly amount (0 monthly).
 * - total = round(amount + amount × tax / 100), half up; tax_amount = total − amount, so the three shown
 *   figures always add up to the cent.
 */
import { formatMoney } from "./money";
import { planDataMismatch } from "./messages";
import { MONTHS_PER_PERIOD, PLAN_ID, PLAN_TYPE, type PaidPlanId, type PlanTypeId } from "./plan-ids";
import type { Currency, Envelope, PlanInfo, PlanList, Price } from "./plan-list";
import type { PlanData } from "./signup";
import type { TaxDecision, TaxReason } from "./tax";

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
  /** Why `tax_percent` applies (app/domain/tax.ts): the book's decision. */
  tax_reason: TaxReason;
  tax_amount: number;
  /** amount + tax_amount: what is charged. */
  total: number;
}

/** Why a selection has no price: expected, returned as a value. */
export type QuoteFailure = "unknown_plan" | "unknown_period" | "unknown_currency" | "unknown_tier" | "invalid_users";

/**
 * The parts of the plan list the maths needs. `tax` is the percent of the buyer at hand and `tax_reason`
 * why (absent: `standard`); `withTax` sets both from a decision of app/domain/tax.ts.
 */
export type PriceBook = Pick<PlanList, "currencies" | "pro_plan" | "team_plan" | "plans" | "tax" | "tax_reason">;

/** The book (or plan list) priced for one buyer: `tax` and `tax_reason` from their tax decision. */
export function withTax<B extends PriceBook>(book: B, decision: TaxDecision): B {
  return { ...book, tax: decision.percent, tax_reason: decision.reason };
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

/** What the paid plan with this id is (name, description, user limits), if any. */
export function paidPlan(book: PriceBook, planId: number): PlanInfo | undefined {
  return book.plans.find((p) => p.plan_id === planId);
}

/** The price (tiers, extra-user price) of a paid plan for a period and a currency code, if sold. */
export function priceOf(
  book: Pick<PriceBook, "pro_plan" | "team_plan">,
  planId: number,
  planTypeId: number,
  currency: string,
): Price | undefined {
  const types = planId === PLAN_ID.pro ? book.pro_plan : planId === PLAN_ID.team ? book.team_plan : undefined;
  const prices = types?.find((t) => t.id === planTypeId)?.price;
  return prices && Object.hasOwn(prices, currency) ? prices[currency] : undefined;
}

/** The currency with this code, if the plans are sold in it. */
export function currencyOf(book: Pick<PriceBook, "currencies">, code: string): Currency | undefined {
  return book.currencies.find((c) => c.code === code);
}

/** Subtotal of a selection, or why it has none (no tax, no saving). */
function subtotal(
  book: PriceBook,
  sel: PlanSelection,
):
  | { ok: true; base: number; extraUser: number; extraUsers: number; minorUnit: number }
  | { ok: false; reason: QuoteFailure } {
  const plan = paidPlan(book, sel.plan_id);
  if (!plan) return { ok: false, reason: "unknown_plan" };
  if (sel.plan_type_id !== PLAN_TYPE.monthly && sel.plan_type_id !== PLAN_TYPE.yearly)
    return { ok: false, reason: "unknown_period" };
  const currency = currencyOf(book, sel.currency);
  const price = priceOf(book, sel.plan_id, sel.plan_type_id, sel.currency);
  if (!currency || !price) return { ok: false, reason: "unknown_currency" };
  const tier = price.envelope.find((e) => e.id === sel.envelope_id);
  if (!tier) return { ok: false, reason: "unknown_tier" };
  if (!Number.isSafeInteger(sel.users) || sel.users < plan.min_users || sel.users > plan.max_users)
    return { ok: false, reason: "invalid_users" };
  const extraUsers = plan.plan_id === PLAN_ID.team ? sel.users - 1 : 0;
  return {
    ok: true,
    base: tier.amount,
    extraUser: plan.plan_id === PLAN_ID.team ? price.extra_user_amount : 0,
    extraUsers,
    minorUnit: currency.minor_unit,
  };
}

/**
 * Prices a selection: the single source of every figure shown in the order summary and charged.
 * @returns the quote, or `{ok: false, reason}` for an unknown plan, period, currency or tier, or a user
 *   count outside the plan's min/max (Pro: exactly 1; Team: at least 1).
 */
export function quote(
  book: PriceBook,
  sel: PlanSelection,
): { ok: true; quote: Quote } | { ok: false; reason: QuoteFailure } {
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
      tax_reason: book.tax_reason ?? "standard",
      tax_amount,
      total,
    },
  };
}

/** The selection a plan card shows before anything is chosen: smallest tier, fewest users. */
export function defaultSelection(
  book: PriceBook,
  planId: PaidPlanId,
  planTypeId: PlanTypeId,
  currency: string,
): PlanSelection | undefined {
  const plan = paidPlan(book, planId);
  const first = priceOf(book, planId, planTypeId, currency)?.envelope[0];
  if (!plan || !first) return undefined;
  return { plan_id: planId, plan_type_id: planTypeId, envelope_id: first.id, currency, users: plan.min_users };
}

/** The tier of a plan, period and currency whose Sleeve credits per period are `envelope`. */
export function tierByCredits(
  book: PriceBook,
  planId: number,
  planTypeId: number,
  currency: string,
  envelope: number,
): Envelope | undefined {
  return priceOf(book, planId, planTypeId, currency)?.envelope.find((e) => e.total === envelope);
}

/**
 * The `plan_data` of a quote, as the page sends it with POST /api/register-plan (field meanings and
 * units: `planDataSchema` in app/domain/signup.ts). Undefined if the quote's plan or tier is unknown.
 */
export function planDataOf(book: PriceBook, q: Quote): PlanData | undefined {
  const plan = paidPlan(book, q.plan_id);
  const tier = priceOf(book, q.plan_id, q.plan_type_id, q.currency)?.envelope.find((e) => e.id === q.envelope_id);
  const currency = currencyOf(book, q.currency);
  if (!plan || !tier || !currency) return undefined;
  return {
    plan_id: q.plan_id,
    plan_name: plan.name,
    plan_amount: q.base_amount,
    amount: q.amount,
    envelope: tier.total,
    sms: tier.sms,
    user: q.users,
    save_amount: q.save_amount,
    total_amount: q.total,
    total_amount_show: formatMoney(q.total, currency),
    plan_type_id: q.plan_type_id,
    currency: q.currency,
    storage: tier.storage,
  };
}

/**
 * The value of a displayed amount such as "S$1,234.50", "SGD 1234.5" or "730.30" in minor units: an
 * optional leading symbol or code of `currency`, digits with optional comma grouping, at most
 * `minor_unit` decimals (trailing zeros aside). Undefined when it is not such a string.
 */
export function parseShownAmount(
  shown: string,
  currency: Pick<Currency, "code" | "symbol" | "minor_unit">,
): number | undefined {
  let text = shown.trim();
  for (const prefix of [currency.symbol, currency.code]) {
    if (text.toUpperCase().startsWith(prefix.toUpperCase())) {
      text = text.slice(prefix.length).trim();
      break;
    }
  }
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > currency.minor_unit) return undefined;
  const minor = Number(match[1]!.replaceAll(",", "") + fraction.padEnd(currency.minor_unit, "0"));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/**
 * Why `plan_data` cannot be charged, as the error code it answers with: `order_invalid` (it names no
 * order) or `prices_changed` (its figures differ from the current prices), with per-field messages.
 */
export type PlanDataRefusal = { ok: false; code: "order_invalid" | "prices_changed"; errors: Record<string, string> };

/**
 * Prices `plan_data` from the plan list and compares every figure with what the client sent.
 * @param adjust re-prices the quote (a promotion code's discount) before the figures are compared
 * @returns the (adjusted) quote and the canonical plan_data; or `order_invalid` with the field that names no
 *   order (plan, period, currency, `envelope` that is no tier's Sleeve credits, users out of range); or
 *   `prices_changed` with every figure that differs, each message giving the expected value.
 */
export function checkPlanData(
  book: PriceBook,
  sent: PlanData,
  adjust?: (q: Quote) => Quote,
): { ok: true; quote: Quote; planData: PlanData } | PlanDataRefusal {
  const refuse = (code: PlanDataRefusal["code"], errors: Record<string, string>): PlanDataRefusal => ({
    ok: false,
    code,
    errors,
  });
  const currency = currencyOf(book, sent.currency);
  if (!currency) return refuse("order_invalid", { "plan_data.currency": planDataUnknown.currency });
  const tier = tierByCredits(book, sent.plan_id, sent.plan_type_id, sent.currency, sent.envelope);
  if (!tier) return refuse("order_invalid", { "plan_data.envelope": planDataUnknown.envelope });
  const priced = quote(book, {
    plan_id: sent.plan_id,
    plan_type_id: sent.plan_type_id,
    envelope_id: tier.id,
    currency: sent.currency,
    users: sent.user,
  });
  if (!priced.ok)
    return refuse("order_invalid", {
      [priced.reason === "invalid_users" ? "plan_data.user" : "plan_data"]:
        planDataUnknown[priced.reason === "invalid_users" ? "user" : "order"],
    });
  // `adjust` prices the order under a promotion code (app/domain/promotion-pricing.ts) before comparing.
  const q = adjust ? adjust(priced.quote) : priced.quote;
  const expected = planDataOf(book, q)!;
  const errors: Record<string, string> = {};
  for (const field of [
    "plan_name",
    "plan_amount",
    "amount",
    "sms",
    "save_amount",
    "total_amount",
    "storage",
  ] as const) {
    const same =
      field === "plan_name"
        ? sent.plan_name.trim().toLowerCase() === expected.plan_name.toLowerCase()
        : sent[field] === expected[field];
    if (!same) errors[`plan_data.${field}`] = planDataMismatch(expected[field]);
  }
  if (parseShownAmount(sent.total_amount_show, currency) !== expected.total_amount)
    errors["plan_data.total_amount_show"] = planDataMismatch(expected.total_amount_show);
  if (Object.keys(errors).length > 0) return refuse("prices_changed", errors);
  return { ok: true, quote: q, planData: expected };
}

/** Messages for a `plan_data` that names no order on sale. */
const planDataUnknown = {
  currency: "The plans are not sold in this currency.",
  envelope: "Must be the Sleeve credits (`total`) of one of the plan's tiers for this period and currency.",
  user: "The number of users is outside what this plan allows (Pro: exactly 1; Team: at least 1).",
  order: "No such plan or billing period.",
} as const;
