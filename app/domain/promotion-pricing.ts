/**
 * Promotion-code maths, pure and shared: the order summary shows what the server computes
 * with these functions, and POST /api/register-plan charges it. Kept apart from ./pricing.ts so the
 * undiscounted price and the discount evolve independently: a discount is applied to the subtotal
 * (`Quote.amount`, minor units) BEFORE tax, and tax is then computed on the discounted amount with the
 * same `applyTax` (total = round(discounted + discounted × tax / 100), half up).
 *
 * Durations are Stripe's coupon durations: `once` (the first payment only), `forever`, or `repeating`
 * for `duration_in_months` months from the purchase. A payment is discounted when it falls inside that
 * window, so a 3-month code on a yearly plan discounts the first payment only, and a 13-month one the
 * first two yearly payments.
 */
import { MONTHS_PER_PERIOD, type PlanTypeId } from "./plan-ids";
import { applyTax, type Quote } from "./pricing";

/** Stripe's coupon durations. */
export const PROMOTION_DURATIONS = ["once", "forever", "repeating"] as const;
export type PromotionDuration = (typeof PROMOTION_DURATIONS)[number];

/** What a code takes off and for how long: exactly one of `percent_off` and `amount_off` is set. */
export interface PromotionTerms {
  /** The code as the operator created it (upper case). */
  code: string;
  /** Whole percent, 1–100. */
  percent_off: number | null;
  /** Minor units off the subtotal, per ISO currency code; a currency not listed is not discounted. */
  amount_off: Record<string, number> | null;
  duration: PromotionDuration;
  /** Months the discount lasts when `duration` is "repeating" (1–36); null otherwise. */
  duration_in_months: number | null;
}

/** One payment's figures, minor units: the subtotal after the discount, its tax, and what is charged. */
export interface PaymentFigures {
  discount_amount: number;
  /** Subtotal after the discount, before tax. */
  discounted_amount: number;
  tax_amount: number;
  total: number;
}

/** A quote with a promotion applied: `tax_amount` and `total` are those of the discounted first payment. */
export interface PromotedQuote extends Quote {
  promotion: PromotionTerms;
  discount_amount: number;
  discounted_amount: number;
  /** The undiscounted total (what a payment outside the discount's window costs). */
  full_total: number;
  /**
   * What a renewal costs once the discount has ended, and after how many discounted payments (the
   * first included); null when the discount never ends (`forever`).
   */
  renewal: { discounted_payments: number; tax_amount: number; total: number } | null;
}

/**
 * Minor units a code takes off a subtotal of `amount` in `currency`: percent rounded half up, a fixed
 * amount capped at the subtotal (never below zero). Undefined when an amount-off code names no amount
 * for this currency (the code does not apply).
 */
export function discountOf(
  amount: number,
  terms: Pick<PromotionTerms, "percent_off" | "amount_off">,
  currency: string,
): number | undefined {
  if (terms.percent_off !== null) return Math.min(amount, Math.floor((amount * terms.percent_off + 50) / 100));
  const off = terms.amount_off && Object.hasOwn(terms.amount_off, currency) ? terms.amount_off[currency] : undefined;
  return off === undefined ? undefined : Math.min(amount, off);
}

/**
 * How many payments, the first included, a code discounts for a billing period: once → 1, forever →
 * Infinity, repeating N months → the payments made within N months of the purchase.
 */
export function discountedPayments(
  terms: Pick<PromotionTerms, "duration" | "duration_in_months">,
  planTypeId: PlanTypeId,
): number {
  if (terms.duration === "once") return 1;
  if (terms.duration === "forever") return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.ceil((terms.duration_in_months ?? 1) / MONTHS_PER_PERIOD[planTypeId]));
}

/**
 * The figures of payment number `index` (0 the first, 1 the first renewal…) of a quote under a code.
 * Outside the discount's window it is the undiscounted payment.
 */
export function paymentFigures(q: Quote, terms: PromotionTerms, index: number): PaymentFigures | undefined {
  const discount = discountOf(q.amount, terms, q.currency);
  if (discount === undefined) return undefined;
  const applied = index < discountedPayments(terms, q.plan_type_id) ? discount : 0;
  const discounted = q.amount - applied;
  return { discount_amount: applied, discounted_amount: discounted, ...applyTax(discounted, q.tax_percent) };
}

/**
 * Applies a code to a quote. Undefined when an amount-off code has no amount for the quote's currency.
 * The discount comes off the subtotal before tax; `tax_amount` and `total` become the first payment's.
 */
export function applyPromotion(q: Quote, terms: PromotionTerms): PromotedQuote | undefined {
  const first = paymentFigures(q, terms, 0);
  if (!first) return undefined;
  const payments = discountedPayments(terms, q.plan_type_id);
  return {
    ...q,
    promotion: terms,
    discount_amount: first.discount_amount,
    discounted_amount: first.discounted_amount,
    tax_amount: first.tax_amount,
    total: first.total,
    full_total: q.total,
    renewal: Number.isFinite(payments)
      ? { discounted_payments: payments, tax_amount: q.tax_amount, total: q.total }
      : null,
  };
}

/** "20% off" / "S$10.00 off" style label data: the part of the terms a summary line names. */
export function describeTerms(
  terms: PromotionTerms,
  formatAmount: (minor: number) => string,
  currency: string,
): string {
  const off =
    terms.percent_off !== null ? `${terms.percent_off}% off` : `${formatAmount(terms.amount_off?.[currency] ?? 0)} off`;
  if (terms.duration === "once") return `${off} the first payment`;
  if (terms.duration === "forever") return `${off} every payment`;
  return `${off} for ${terms.duration_in_months} ${terms.duration_in_months === 1 ? "month" : "months"}`;
}
