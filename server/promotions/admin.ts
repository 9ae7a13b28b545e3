/**
 * The console's side of promotion codes (`/admin/promotions`, owner and marketing): create, list with
 * their use counts, deactivate. Codes are never deleted (a redeemed code is part of an order's record);
 * deactivating one stops new orders from using it and leaves the orders that did untouched.
 */
import { desc, eq, sql } from "drizzle-orm";
import { currencies, promotionRedemptions, promotions, signupRequests } from "../../db/schema";
import type { Database } from "../../db/database";
import { PROMOTION_MESSAGES, type CreatePromotionInput } from "../../app/domain/promotions";
import type { AdminListParams } from "../../app/domain/admin-list";
import { pageOf, type Page } from "../admin/paging";
import { termsOf, type PromotionRow } from "./codes";
import type { PromotionTerms } from "../../app/domain/promotion-pricing";

/** A created code, or why not (`code_taken`, or `currency_unknown` for an amount in a currency not sold). */
export type CreatePromotionResult = { ok: true; promotion: PromotionRow } | { ok: false; code: "code_taken" | "currency_unknown"; message: string; field: string };

/**
 * Creates a code from the console form's parsed input. An amount off is typed in the major unit of
 * `amount_currency` and stored in its minor units.
 */
export async function createPromotion(db: Database, input: CreatePromotionInput, by: { operatorId: number | null; now: Date }): Promise<CreatePromotionResult> {
  let amountOff: Record<string, number> | null = null;
  if (input.discount_type === "amount") {
    const [currency] = await db.select().from(currencies).where(eq(currencies.code, input.amount_currency ?? ""));
    if (!currency) return { ok: false, code: "currency_unknown", message: PROMOTION_MESSAGES.amountInvalid, field: "amount_currency" };
    const [whole, fraction = ""] = (input.amount_off ?? "0").split(".");
    amountOff = { [currency.code]: Number(whole) * 10 ** currency.minorUnit + Number(fraction.padEnd(currency.minorUnit, "0").slice(0, currency.minorUnit) || 0) };
  }
  const [row] = await db
    .insert(promotions)
    .values({
      code: input.code,
      percentOff: input.discount_type === "percent" ? input.percent_off! : null,
      amountOff,
      duration: input.duration,
      durationInMonths: input.duration === "repeating" ? input.duration_in_months! : null,
      planIds: [...new Set(input.plan_ids)].sort(),
      planTypeIds: [...new Set(input.plan_type_ids)].sort(),
      startsAt: input.starts_at ?? null,
      expiresAt: input.expires_at ?? null,
      maxRedemptions: input.max_redemptions ?? null,
      createdBy: by.operatorId,
      createdAt: by.now,
      updatedAt: by.now,
    })
    // A taken code (any case) inserts nothing instead of failing, so a caller's transaction survives it.
    .onConflictDoNothing()
    .returning();
  if (!row) return { ok: false, code: "code_taken", message: PROMOTION_MESSAGES.codeTaken, field: "code" };
  return { ok: true, promotion: row };
}

/** A code as the console lists it: the row, its paid orders and the uses held by open attempts. */
export type PromotionListItem = PromotionRow & { redemptions: number; reserved: number };

/**
 * One page of codes for the console's list (newest or oldest first; `q` matches part of the code),
 * each with its paid orders and the uses held by open attempts.
 */
export async function listPromotions(db: Database, params: AdminListParams): Promise<Page<PromotionListItem>> {
  const where = params.q ? sql`upper(${promotions.code}) like ${`%${params.q.toUpperCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`}` : undefined;
  const redeemed = sql<number>`(select count(*)::int from ${promotionRedemptions} r where r.promotion_id = ${promotions.id} and r.status = 'redeemed')`;
  const reserved = sql<number>`(select count(*)::int from ${promotionRedemptions} r join ${signupRequests} s on s.idempotency_key = r.signup_key where r.promotion_id = ${promotions.id} and r.status = 'reserved' and s.status in ('processing', 'requires_action'))`;
  return pageOf(params, {
    count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(promotions).where(where))[0]?.n ?? 0,
    rows: async (limit, offset) =>
      (
        await db
          .select({ promotion: promotions, redemptions: redeemed, reserved })
          .from(promotions)
          .where(where)
          .orderBy(params.sort === "oldest" ? promotions.id : desc(promotions.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r.promotion, redemptions: r.redemptions, reserved: r.reserved })),
  });
}

/** The paid orders of a code, newest first: when, the discount and totals, the subscription. */
export async function redemptionsOf(db: Database, promotionId: number, limit = 100) {
  return db
    .select({ id: promotionRedemptions.id, subscriptionId: promotionRedemptions.subscriptionId, currencyCode: promotionRedemptions.currencyCode, discountAmount: promotionRedemptions.discountAmount, total: promotionRedemptions.total, fullTotal: promotionRedemptions.fullTotal, redeemedAt: promotionRedemptions.redeemedAt })
    .from(promotionRedemptions)
    .where(sql`${promotionRedemptions.promotionId} = ${promotionId} and ${promotionRedemptions.status} = 'redeemed'`)
    .orderBy(desc(promotionRedemptions.redeemedAt))
    .limit(limit);
}

/** The promotion code an order carries: its terms, the discount and the first payment's totals (minor units of `currencyCode`). */
export interface OrderPromotion {
  terms: PromotionTerms;
  /** "redeemed" once the order was paid; "reserved" while the attempt is open or after it failed. */
  status: "reserved" | "redeemed";
  currencyCode: string;
  /** Taken off the first payment's subtotal, before tax. */
  discountAmount: number;
  /** The first payment with the discount, and what the same payment costs without it. */
  total: number;
  fullTotal: number;
}

/**
 * The promotion code of the order (sign-up attempt) `signupKey`, for the console's order detail and
 * support: the code's terms with the discount and totals recorded for the order; undefined when the
 * order had none. A code's discount terms never change once created, so they describe the order.
 */
export async function promotionOfOrder(db: Database, signupKey: string): Promise<OrderPromotion | undefined> {
  const [row] = await db.select({ promotion: promotions, redemption: promotionRedemptions }).from(promotionRedemptions).innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId)).where(eq(promotionRedemptions.signupKey, signupKey));
  if (!row) return undefined;
  const r = row.redemption;
  return { terms: termsOf(row.promotion), status: r.status, currencyCode: r.currencyCode, discountAmount: r.discountAmount, total: r.total, fullTotal: r.fullTotal };
}

/**
 * The promotion code a subscription's order used: the code, discount and totals of its redemption;
 * undefined when the order had none.
 */
export async function promotionOfSubscription(db: Database, subscriptionId: number) {
  const [row] = await db
    .select({ code: promotions.code, discountAmount: promotionRedemptions.discountAmount, total: promotionRedemptions.total, fullTotal: promotionRedemptions.fullTotal, currencyCode: promotionRedemptions.currencyCode })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .where(eq(promotionRedemptions.subscriptionId, subscriptionId));
  return row;
}

/**
 * Deactivates a code: new orders are refused with `promotion_inactive`; orders that used it keep it.
 * @returns the code, or undefined when no promotion has this id
 */
export async function deactivatePromotion(db: Database, id: number, now: Date): Promise<string | undefined> {
  const [row] = await db.update(promotions).set({ active: false, updatedAt: now }).where(eq(promotions.id, id)).returning({ code: promotions.code });
  return row?.code;
}
