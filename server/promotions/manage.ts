/**
 * An operator's work on promotion codes (`/admin/promotions`): the list page with the currencies an
 * amount off can be in, and creating, editing or deactivating a code, each with its audit entry in the
 * same transaction, so the log never misses a change. The writes themselves are in ./admin.ts.
 */
import { asc } from "drizzle-orm";
import { currencies } from "../../db/schema";
import type { Database } from "../../db/database";
import type { AdminListParams } from "../../app/domain/admin-list";
import { PROMOTION_MESSAGES, type CreatePromotionInput, type UpdatePromotionInput } from "../../app/domain/promotions";
import { recordAudit } from "../audit";
import { fail, type Result } from "../error-codes";
import {
  createPromotion,
  deactivatePromotion,
  listPromotions,
  updatePromotion,
  type CreatePromotionResult,
  type UpdatePromotionResult,
} from "./admin";

/** Who acts, from where (the keyed hash of the client IP), when. */
export interface PromotionActor {
  operatorId: number;
  ipHash: string;
  now: Date;
}

/** One page of codes (./admin.ts `listPromotions`) and the currencies sold, in their order. */
export async function promotionsPage(db: Database, params: AdminListParams) {
  const [page, currencyRows] = await Promise.all([
    listPromotions(db, params),
    db.select().from(currencies).orderBy(asc(currencies.sortOrder)),
  ]);
  return { page, currencies: currencyRows.map((c) => ({ code: c.code, symbol: c.symbol, minor_unit: c.minorUnit })) };
}

/**
 * Creates a code and records "promotion_created" (code, discount, duration, max redemptions).
 * Refusals: `code_taken`, `currency_unknown`, `amount_invalid`, each naming its `field`.
 */
export async function savePromotion(
  db: Database,
  actor: PromotionActor,
  input: CreatePromotionInput,
): Promise<CreatePromotionResult> {
  return db.transaction(async (tx) => {
    const result = await createPromotion(tx, input, { operatorId: actor.operatorId, now: actor.now });
    if (result.ok) {
      const p = result.promotion;
      await recordAudit(tx, {
        operatorId: actor.operatorId,
        action: "promotion_created",
        target: `promotion:${p.id}`,
        ipHash: actor.ipHash,
        detail: {
          code: p.code,
          percent_off: p.percentOff,
          amount_off: p.amountOff ? JSON.stringify(p.amountOff) : null,
          duration: p.duration,
          max_redemptions: p.maxRedemptions,
        },
      });
    }
    return result;
  });
}

/** Deactivates a code and records "promotion_updated": the code, or `not_found` when no code has this id. */
export async function stopPromotion(
  db: Database,
  actor: PromotionActor,
  id: number,
): Promise<Result<{ code: string }, "not_found">> {
  return db.transaction(async (tx) => {
    const code = await deactivatePromotion(tx, id, actor.now);
    if (!code) return fail("not_found", PROMOTION_MESSAGES.notFound);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "promotion_updated",
      target: `promotion:${id}`,
      ipHash: actor.ipHash,
      detail: { code, active: false },
    });
    return { ok: true, value: { code } };
  });
}

/** The fields of a code whose change the audit entry names. */
const AUDITED_FIELDS = ["expiresAt", "maxRedemptions", "active", "planIds", "planTypeIds"] as const;

/** An audit detail's flat value: dates as ISO text, lists as "1,2". */
const flat = (v: Date | number[] | number | boolean | null) =>
  v instanceof Date ? v.toISOString() : Array.isArray(v) ? v.join(",") : v;

/**
 * Saves a code's changed terms and records "promotion_updated" with each changed field's new value and
 * its `_was`. Refusals: `not_found`, `dates_invalid`, `max_below_uses` (./admin.ts `updatePromotion`).
 */
export async function changePromotion(
  db: Database,
  actor: PromotionActor,
  input: UpdatePromotionInput,
): Promise<UpdatePromotionResult> {
  return db.transaction(async (tx) => {
    const result = await updatePromotion(tx, input, actor.now);
    if (result.ok) {
      const { before, promotion: after } = result;
      const changed = AUDITED_FIELDS.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f])).flatMap(
        (f) =>
          [
            [f, flat(after[f])],
            [`${f}_was`, flat(before[f])],
          ] as const,
      );
      await recordAudit(tx, {
        operatorId: actor.operatorId,
        action: "promotion_updated",
        target: `promotion:${after.id}`,
        ipHash: actor.ipHash,
        detail: { code: after.code, ...Object.fromEntries(changed) },
      });
    }
    return result;
  });
}
