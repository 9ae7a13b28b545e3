/**
 * Pricing an order under a promotion code: the order summary's check (POST /api/promotion-code) and
 * the register-plan charge use these, both from a fresh read of the plans and of the code. Both read a
 * code through `readCode`, which takes the client's point of the unknown-code limit (`promotionMiss`,
 * 10 per 10 minutes): whichever path a guess comes by, it counts against the same limit.
 */
import { formatMoney } from "../../app/domain/money";
import {
  checkPlanData,
  currencyOf,
  quote,
  tierByCredits,
  type PlanDataRefusal,
  type PriceBook,
  type Quote,
  withTax,
} from "../../app/domain/pricing";
import type { TaxDecision } from "../../app/domain/tax";
import type { PromotedQuote } from "../../app/domain/promotion-pricing";
import type { PromotionCheck, PromotionQuote } from "../../app/domain/promotions";
import type { PlanData } from "../../app/domain/signup";
import type { Database } from "../../db/database";
import { clientKey } from "../client-ip";
import { fail, type Failure, type Result } from "../error-codes";
import { loadPlanList } from "../pricing/plan-list";
import type { RateLimits } from "../rate-limit";
import { findPromotion, isUsedUp, judge, promotionFailure, type PromotionFailure, type PromotionRow } from "./codes";

/** Who asks for a code: the client whose unknown codes are limited (`promotionMiss`). */
export interface PromotionAsker {
  rateLimits: Pick<RateLimits, "check" | "take">;
  /** The client's IP (counted by its IPv4 address or IPv6 /64). */
  ip: string;
}

/** The client has guessed too many unknown codes: try again after `retryAfterSeconds`. */
export type PromotionRateLimited = Failure<"rate_limited"> & { retryAfterSeconds: number };

/**
 * Reads `code` for `asker`, refused once the client is out of `promotionMiss` points; a point is taken
 * only when the code does not exist, so only guesses are capped (concurrent orders naming a real code
 * never spend or refuse one another), and the guess that goes over the limit is refused as well.
 */
async function readCode(
  db: Database,
  code: string,
  asker: PromotionAsker,
): Promise<{ ok: true; row: PromotionRow | undefined } | PromotionRateLimited> {
  const key = clientKey(asker.ip) || "unknown";
  const allowed = await asker.rateLimits.check("promotionMiss", key, asker.ip);
  if (!allowed.ok) return allowed;
  const row = await findPromotion(db, code);
  if (!row) {
    const taken = await asker.rateLimits.take("promotionMiss", key, asker.ip);
    if (!taken.ok) return taken;
  }
  return { ok: true, row };
}

/** The order named by a check request does not exist (no such tier, users out of range…). */
const ORDER_INVALID = fail("order_invalid", "Please review your order.");

/** The undiscounted quote of an order in `plan_data`'s names, if it exists. */
function quoteOf(
  book: PriceBook,
  order: Pick<PlanData, "plan_id" | "plan_type_id" | "currency" | "envelope" | "user">,
): Quote | undefined {
  const tier = tierByCredits(book, order.plan_id, order.plan_type_id, order.currency, order.envelope);
  if (!tier) return undefined;
  const priced = quote(book, {
    plan_id: order.plan_id,
    plan_type_id: order.plan_type_id,
    envelope_id: tier.id,
    currency: order.currency,
    users: order.user,
  });
  return priced.ok ? priced.quote : undefined;
}

/** The check's answer for a discounted quote. */
export function promotionQuoteOf(book: PriceBook, q: PromotedQuote): PromotionQuote {
  const currency = currencyOf(book, q.currency)!;
  const show = (n: number) => formatMoney(n, currency);
  const t = q.promotion;
  return {
    code: t.code,
    percent_off: t.percent_off,
    amount_off: t.amount_off?.[q.currency] ?? null,
    duration: t.duration,
    duration_in_months: t.duration_in_months,
    amount: q.amount,
    discount_amount: q.discount_amount,
    tax_amount: q.tax_amount,
    total_amount: q.total,
    total_amount_show: show(q.total),
    renewal: q.renewal
      ? {
          discounted_payments: q.renewal.discounted_payments,
          total_amount: q.renewal.total,
          total_amount_show: show(q.renewal.total),
        }
      : null,
  };
}

/**
 * Checks a code for an order, as the order summary asks, priced with the buyer's `tax`.
 * @returns the discounted figures; or the code's refusal; or `order_invalid` for an order not on sale
 */
export async function checkPromotion(
  db: Database,
  input: PromotionCheck,
  now: Date,
  asker: PromotionAsker,
  tax: TaxDecision,
): Promise<Result<PromotionQuote, PromotionFailure["code"] | "order_invalid" | "rate_limited">> {
  const book = withTax(await loadPlanList(db), tax);
  const q = quoteOf(book, input);
  if (!q) return ORDER_INVALID;
  const read = await readCode(db, input.code, asker);
  if (!read.ok) return read;
  const row = read.row;
  const judged = judge(row, q, now);
  if (!judged.ok) return judged;
  if (await isUsedUp(db, row!)) return promotionFailure("promotion_used_up");
  return { ok: true, value: promotionQuoteOf(book, judged.quote) };
}

/** A register-plan order priced with its code. `promotion` is set when the order carries one. */
export type PricedOrder = {
  ok: true;
  quote: Quote | PromotedQuote;
  planData: PlanData;
  promotion?: PromotionRow;
  base: Quote;
};

/**
 * Prices `plan_data` as register-plan charges it, from `book` (a fresh read of the plans): with `promotion_code`, the code is read and judged
 * afresh (not its use count: that is taken under a lock when the use is reserved) and its discount
 * applied before tax; then every figure is compared with what was sent.
 * @returns the priced order; the plan data's 400/409 refusal; the code's refusal (400); or `rate_limited`
 *   when the client has guessed too many unknown codes
 */
export async function priceOrder(
  db: Database,
  book: PriceBook,
  sent: PlanData,
  now: Date,
  asker: PromotionAsker,
): Promise<PricedOrder | PlanDataRefusal | PromotionFailure | PromotionRateLimited> {
  if (!sent.promotion_code) {
    const plain = checkPlanData(book, sent);
    return plain.ok ? { ...plain, base: plain.quote } : plain;
  }
  const base = quoteOf(book, sent);
  if (!base) {
    const plain = checkPlanData(book, sent); // the order's own 400
    return plain.ok ? { ...plain, base: plain.quote } : plain;
  }
  const read = await readCode(db, sent.promotion_code, asker);
  if (!read.ok) return read;
  const row = read.row;
  const judged = judge(row, base, now);
  if (!judged.ok) return judged;
  const priced = checkPlanData(book, sent, () => judged.quote);
  if (!priced.ok) return priced;
  return {
    ok: true,
    quote: judged.quote,
    planData: { ...priced.planData, promotion_code: judged.quote.promotion.code },
    promotion: row,
    base,
  };
}
