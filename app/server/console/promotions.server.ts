/**
 * The server side of `/admin/promotions`: the page's data, and creating or deactivating a code with its
 * audit entry (in one transaction, so the log never misses a change).
 */
import { asc } from "drizzle-orm";
import { currencies } from "../../../db/schema";
import type { Database } from "../../../db/database";
import type { AdminListParams } from "../../domain/admin-list";
import type { CreatePromotionInput, UpdatePromotionInput } from "../../domain/promotions";
import { recordAudit } from "../../../server/audit";
import {
  createPromotion,
  deactivatePromotion,
  listPromotions,
  updatePromotion,
  type CreatePromotionResult,
  type UpdatePromotionResult,
} from "../../../server/promotions/admin";

/** Who acts, from where, when. */
interface Actor {
  operatorId: number;
  ipHash: string;
  now: Date;
}

/** The list page and the currencies an amount off can be in. */
export async function loadPromotionsPage(db: Database, params: AdminListParams) {
  const [page, currencyRows] = await Promise.all([
    listPromotions(db, params),
    db.select().from(currencies).orderBy(asc(currencies.sortOrder)),
  ]);
  return { page, currencies: currencyRows.map((c) => ({ code: c.code, symbol: c.symbol, minor_unit: c.minorUnit })) };
}

/** Creates a code and records "promotion_created". */
export async function savePromotion(
  db: Database,
  actor: Actor,
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

/** Deactivates a code and records "promotion_updated"; undefined when there is no such code. */
export async function stopPromotion(db: Database, actor: Actor, id: number): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const code = await deactivatePromotion(tx, id, actor.now);
    if (code)
      await recordAudit(tx, {
        operatorId: actor.operatorId,
        action: "promotion_updated",
        target: `promotion:${id}`,
        ipHash: actor.ipHash,
        detail: { code, active: false },
      });
    return code;
  });
}

/** Saves a code's changed terms and records "promotion_updated" with each changed field's new value and its `_was`. */
export async function changePromotion(
  db: Database,
  actor: Actor,
  input: UpdatePromotionInput,
): Promise<UpdatePromotionResult> {
  return db.transaction(async (tx) => {
    const result = await updatePromotion(tx, input, actor.now);
    if (result.ok) {
      const { before, promotion: after } = result;
      const fields = ["expiresAt", "maxRedemptions", "active", "planIds", "planTypeIds"] as const;
      // The audit's detail holds flat values: dates as ISO text, lists as "1,2".
      const flat = (v: Date | number[] | number | boolean | null) =>
        v instanceof Date ? v.toISOString() : Array.isArray(v) ? v.join(",") : v;
      const changed = fields
        .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
        .flatMap(
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
