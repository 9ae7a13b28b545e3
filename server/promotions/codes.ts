/**
 * Looking up and judging a promotion code for an order. The server is the only judge: the
 * order summary's check (POST /api/promotion-code) and the charge (POST /api/register-plan) both read
 * the code afresh and apply the same rules, in this order: unknown → inactive → not started → expired
 * → not applicable (plan, period, or an amount-off code without this currency) → used up.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { promotionRedemptions, promotions, signupRequests } from "../../db/schema";
import type { Database } from "../../db/database";
import { PROMOTION_FAILURES, type PromotionFailureCode } from "../../app/domain/promotions";
import { applyPromotion, type PromotedQuote, type PromotionTerms } from "../../app/domain/promotion-pricing";
import type { Quote } from "../../app/domain/pricing";
import type { Failure } from "../error-codes";

/** A promotion row. */
export type PromotionRow = typeof promotions.$inferSelect;

/** An expected refusal of a code, with its stable code and message. */
export type PromotionFailure = Failure<PromotionFailureCode>;

/** The refusal value for `code`. */
export const promotionFailure = (code: PromotionFailureCode): PromotionFailure => ({
  ok: false,
  code,
  message: PROMOTION_FAILURES[code],
});

/** The terms of a row, as the pricing maths takes them. */
export function termsOf(row: PromotionRow): PromotionTerms {
  return {
    code: row.code,
    percent_off: row.percentOff,
    amount_off: row.amountOff ?? null,
    duration: row.duration,
    duration_in_months: row.durationInMonths,
  };
}

/** The promotion with this (normalised, upper-case) code, if any. */
export async function findPromotion(db: Database, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(sql`upper(${promotions.code}) = ${code.toUpperCase()}`);
  return row;
}

/**
 * Uses that count against `max_redemptions`: redeemed orders, and reservations whose sign-up attempt
 * is still open (being charged, or waiting for 3-D Secure). A failed or abandoned attempt's
 * reservation falls away by itself, so no refusal path has to remember to give it back.
 */
export async function usesOf(db: Database, promotionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionRedemptions)
    .leftJoin(signupRequests, eq(signupRequests.idempotencyKey, promotionRedemptions.signupKey))
    .where(
      and(
        eq(promotionRedemptions.promotionId, promotionId),
        or(
          eq(promotionRedemptions.status, "redeemed"),
          inArray(signupRequests.status, ["processing", "requires_action"]),
        ),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Judges `row` for an order at `now`, all but the use count (see `usesOf`).
 * @returns the discounted quote, or the refusal
 */
export function judge(
  row: PromotionRow | undefined,
  q: Quote,
  now: Date,
): { ok: true; quote: PromotedQuote } | PromotionFailure {
  if (!row) return promotionFailure("promotion_unknown");
  if (!row.active) return promotionFailure("promotion_inactive");
  if (row.startsAt && now < row.startsAt) return promotionFailure("promotion_not_started");
  if (row.expiresAt && now >= row.expiresAt) return promotionFailure("promotion_expired");
  if (!row.planIds.includes(q.plan_id) || !row.planTypeIds.includes(q.plan_type_id))
    return promotionFailure("promotion_not_applicable");
  const promoted = applyPromotion(q, termsOf(row));
  if (!promoted) return promotionFailure("promotion_not_applicable");
  return { ok: true, quote: promoted };
}

/** Whether the code's uses are all taken (by paid orders and open attempts). */
export async function isUsedUp(db: Database, row: PromotionRow): Promise<boolean> {
  return row.maxRedemptions !== null && (await usesOf(db, row.id)) >= row.maxRedemptions;
}
