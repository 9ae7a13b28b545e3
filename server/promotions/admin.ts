/**
 * The console's side of promotion codes (`/admin/promotions`, owner and marketing): create, list with
 * their use counts, deactivate. Codes are never deleted (a redeemed code is part of an order's record);
 * deactivating one stops new orders from using it and leaves the orders that did untouched.
 */
import { desc, eq, sql } from "drizzle-orm";
import { currencies, promotionRedemptions, promotions, signupRequests } from "../../db/schema";
import type { Database } from "../../db/database";
import { PROMOTION_MESSAGES, type CreatePromotionInput, type UpdatePromotionInput } from "../../app/domain/promotions";
import type { AdminListParams } from "../../app/domain/admin-list";
import { pageOf, type Page } from "../db/paging";
import { termsOf, usesOf, type PromotionRow } from "./codes";
import type { PromotionTerms } from "../../app/domain/promotion-pricing";

/** A created code, or why not (`code_taken`, or `currency_unknown` for an amount in a currency not sold). */
export type CreatePromotionResult =
  | { ok: true; promotion: PromotionRow }
  | { ok: false; code: "code_taken" | "currency_unknown" | "amount_invalid"; message: string; field: string };

/**
 * Minor units of an amount typed in the currency's major unit ("10.50" in SGD → 1050; "500" in JPY →
 * 500); undefined when it has more decimals than the currency has minor units.
 */
export function toMinorUnits(major: string, minorUnit: number): number | undefined {
  const [whole = "0", fraction = ""] = major.trim().split(".");
  if (fraction.length > minorUnit) return undefined;
  return Number(whole) * 10 ** minorUnit + Number(fraction.padEnd(minorUnit, "0") || 0);
}

/**
 * Creates a code from the console form's parsed input. An amount off is typed per currency in its major
 * unit and stored in minor units per currency (a currency not named is not discounted).
 */
export async function createPromotion(
  db: Database,
  input: CreatePromotionInput,
  by: { operatorId: number | null; now: Date },
): Promise<CreatePromotionResult> {
  let amountOff: Record<string, number> | null = null;
  if (input.discount_type === "amount") {
    const sold = new Map((await db.select().from(currencies)).map((c) => [c.code, c.minorUnit]));
    amountOff = {};
    for (const [code, major] of Object.entries(input.amount_off ?? {})) {
      const minorUnit = sold.get(code);
      if (minorUnit === undefined)
        return {
          ok: false,
          code: "currency_unknown",
          message: PROMOTION_MESSAGES.amountInvalid,
          field: `amount_off.${code}`,
        };
      const minor = toMinorUnits(major, minorUnit);
      if (!minor)
        return {
          ok: false,
          code: "amount_invalid",
          message: PROMOTION_MESSAGES.amountInvalid,
          field: `amount_off.${code}`,
        };
      amountOff[code] = minor;
    }
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
  const where = params.q
    ? sql`upper(${promotions.code}) like ${`%${params.q.toUpperCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`
    : undefined;
  const redeemed = sql<number>`(select count(*)::int from ${promotionRedemptions} r where r.promotion_id = ${promotions.id} and r.status = 'redeemed')`;
  const reserved = sql<number>`(select count(*)::int from ${promotionRedemptions} r join ${signupRequests} s on s.idempotency_key = r.signup_key where r.promotion_id = ${promotions.id} and r.status = 'reserved' and s.status in ('processing', 'requires_action'))`;
  return pageOf(params, {
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(promotions)
          .where(where)
      )[0]?.n ?? 0,
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
    .select({
      id: promotionRedemptions.id,
      subscriptionId: promotionRedemptions.subscriptionId,
      currencyCode: promotionRedemptions.currencyCode,
      discountAmount: promotionRedemptions.discountAmount,
      total: promotionRedemptions.total,
      fullTotal: promotionRedemptions.fullTotal,
      redeemedAt: promotionRedemptions.redeemedAt,
    })
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
  const [row] = await db
    .select({ promotion: promotions, redemption: promotionRedemptions })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .where(eq(promotionRedemptions.signupKey, signupKey));
  if (!row) return undefined;
  const r = row.redemption;
  return {
    terms: termsOf(row.promotion),
    status: r.status,
    currencyCode: r.currencyCode,
    discountAmount: r.discountAmount,
    total: r.total,
    fullTotal: r.fullTotal,
  };
}

/**
 * Deactivates a code: new orders are refused with `promotion_inactive`; orders that used it keep it.
 * @returns the code, or undefined when no promotion has this id
 */
export async function deactivatePromotion(db: Database, id: number, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(promotions)
    .set({ active: false, updatedAt: now })
    .where(eq(promotions.id, id))
    .returning({ code: promotions.code });
  return row?.code;
}

/** A saved change, or why not: `not_found`, or `max_below_uses` (fewer uses allowed than already counted). */
export type UpdatePromotionResult =
  | { ok: true; promotion: PromotionRow; before: PromotionRow }
  | { ok: false; code: "not_found" | "max_below_uses" | "dates_invalid"; message: string; field?: string };

/**
 * Changes what may change of a code: expiry, max redemptions, active, plans and billing periods. Its
 * discount and duration never change (orders were priced with them). The row is locked as an order's
 * reservation locks it, so a new maximum is judged against the uses counted at that moment: call it
 * inside a transaction (the console's save also writes its audit entry there).
 */
export async function updatePromotion(
  tx: Database,
  input: UpdatePromotionInput,
  now: Date,
): Promise<UpdatePromotionResult> {
  {
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, input.id)).for("update");
    if (!before) return { ok: false, code: "not_found", message: PROMOTION_MESSAGES.notFound };
    if (input.expires_at && before.startsAt && input.expires_at <= before.startsAt)
      return { ok: false, code: "dates_invalid", message: PROMOTION_MESSAGES.datesInvalid, field: "expires_at" };
    if (input.max_redemptions !== undefined) {
      const uses = await usesOf(tx, before.id);
      if (input.max_redemptions < uses)
        return {
          ok: false,
          code: "max_below_uses",
          message: `${PROMOTION_MESSAGES.maxBelowUses} (${uses}).`,
          field: "max_redemptions",
        };
    }
    const [promotion] = await tx
      .update(promotions)
      .set({
        expiresAt: input.expires_at ?? null,
        maxRedemptions: input.max_redemptions ?? null,
        active: input.active,
        planIds: [...new Set(input.plan_ids)].sort(),
        planTypeIds: [...new Set(input.plan_type_ids)].sort(),
        updatedAt: now,
      })
      .where(eq(promotions.id, before.id))
      .returning();
    return { ok: true, promotion: promotion!, before };
  }
}
