/**
 * Counting a code's use exactly once per paid order, under concurrency too. Before the card is charged,
 * the order reserves a use in a transaction that locks the code's row (`FOR UPDATE`), re-judges it and
 * counts the uses still standing: two buyers racing for the last use are serialised on that lock, and
 * the second sees the first's reservation. The reservation is keyed by the sign-up's idempotency key,
 * so a retried or taken-over attempt reuses it. It becomes `redeemed` inside the account's transaction
 * (`confirmRedemption`); if the attempt fails instead, it stops counting (see `usesOf`).
 */
import { and, eq } from "drizzle-orm";
import { promotionRedemptions, promotions } from "../../db/schema";
import type { Database } from "../../db/database";
import type { Quote } from "../../app/domain/pricing";
import type { PromotedQuote } from "../../app/domain/promotion-pricing";
import { judge, promotionFailure, usesOf, type PromotionFailure } from "./codes";

/**
 * Reserves one use of the code `promotionId` for the order of `signupKey`, re-judging the code from the
 * locked row at `now`.
 * @returns the discounted quote as judged under the lock, or the refusal (`promotion_used_up` when the
 *   last use is taken; also inactive/expired/not applicable if the code changed meanwhile)
 */
export async function reserveRedemption(
  db: Database,
  input: { promotionId: number; signupKey: string; quote: Quote; now: Date },
): Promise<{ ok: true; quote: PromotedQuote } | PromotionFailure> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, input.promotionId)).for("update");
    const judged = judge(row, input.quote, input.now);
    if (!judged.ok || !row) return judged;
    const [mine] = await tx
      .select({ id: promotionRedemptions.id, promotionId: promotionRedemptions.promotionId })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.signupKey, input.signupKey));
    if (mine && mine.promotionId === row.id) return judged; // the same order, retried
    if (row.maxRedemptions !== null && (await usesOf(tx, row.id)) >= row.maxRedemptions)
      return promotionFailure("promotion_used_up");
    const values = {
      promotionId: row.id,
      status: "reserved" as const,
      currencyCode: input.quote.currency,
      discountAmount: judged.quote.discount_amount,
      total: judged.quote.total,
      fullTotal: judged.quote.full_total,
      createdAt: input.now,
    };
    // A leftover reservation of this key for another code (an attempt retried with a changed order is
    // refused earlier by its fingerprint; this only happens after that attempt was closed) is replaced.
    if (mine) await tx.update(promotionRedemptions).set(values).where(eq(promotionRedemptions.id, mine.id));
    else await tx.insert(promotionRedemptions).values({ ...values, signupKey: input.signupKey });
    return judged;
  });
}

/**
 * Marks the order's reservation redeemed for its new subscription; called inside the account's
 * transaction, so the use is counted exactly when the account exists. No reservation: nothing to do.
 */
export async function confirmRedemption(
  tx: Database,
  signupKey: string,
  subscriptionId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(promotionRedemptions)
    .set({ status: "redeemed", subscriptionId, redeemedAt: now })
    .where(and(eq(promotionRedemptions.signupKey, signupKey), eq(promotionRedemptions.status, "reserved")));
}
