/**
 * Partial and full refunds of sandbox charges, as an operator issues them from the console (decision
 * 0028). Like Stripe's refunds: idempotent by key (the same key with other parameters is an error), and
 * the refunds of a charge never add up to more than the charge, even when two arrive at once (the charge
 * row is locked while its refunds are summed).
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { sandboxCharges, sandboxRefunds } from "../../db/schema";
import type { Database } from "../../db/database";
import type { RefundOutcome, RefundRequest } from "./types";

type Charge = typeof sandboxCharges.$inferSelect;

/** What a refund did: the outcome, and for a new refund the charge with its refunded amounts. */
export interface SandboxRefundResult {
  outcome: RefundOutcome;
  /** Set when money moved now (not on a replay): what the `charge.refunded` event reports. */
  refunded?: { charge: Charge; amountRefunded: number; previous: number };
}

/** Stripe's messages for the refusals the sandbox can give. */
export const REFUND_MESSAGES = {
  missing: (id: string) => `No such charge: '${id}'`,
  notPaid: (id: string) => `Charge ${id} has no captured payment to refund.`,
  alreadyRefunded: (id: string) => `Charge ${id} has already been refunded.`,
  tooLarge: (amount: number, left: number) =>
    `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}), in minor units.`,
} as const;

/** The sum of the partial refunds of the charge `chargeId` (minor units). */
export async function partialRefundsOf(tx: Pick<Database, "select">, chargeId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${sandboxRefunds.amount}), 0)` })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.chargeId, chargeId));
  return Number(row?.total ?? 0);
}

/** Minor units already refunded of `charge` (a full refund by `refund()` leaves no refund rows). */
export async function refundedOf(tx: Pick<Database, "select">, charge: Charge): Promise<number> {
  const partial = await partialRefundsOf(tx, charge.id);
  return charge.status === "refunded" ? Math.max(partial, charge.amount) : partial;
}

/**
 * Refunds `request.amount` of the charge `request.record.paymentId`.
 * @throws SandboxIdempotencyError-like Error when the key was used for another charge or amount
 */
export async function refundSandboxCharge(
  db: Database,
  request: RefundRequest,
  now: Date,
): Promise<SandboxRefundResult> {
  const chargeId = request.record.paymentId ?? "";
  return db.transaction(async (tx) => {
    // Locked first, so concurrent refunds of one charge (any key) are summed one after the other.
    const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)).for("update");
    const refuse = (code: string, message: string): SandboxRefundResult => ({
      outcome: { status: "failed", code, message },
    });
    if (!charge) return refuse("resource_missing", REFUND_MESSAGES.missing(chargeId));
    const [earlier] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
    if (earlier) {
      if (earlier.chargeId !== charge.id || earlier.amount !== request.amount) {
        throw new Error(
          `Keys for idempotent requests can only be used with the same parameters they were first used with (key ${request.idempotencyKey})`,
        );
      }
      return { outcome: { status: "succeeded", refundId: earlier.id } };
    }
    if (charge.status !== "succeeded" && charge.status !== "refunded")
      return refuse("charge_not_paid", REFUND_MESSAGES.notPaid(charge.id));
    const previous = await refundedOf(tx, charge);
    const left = charge.amount - previous;
    if (left <= 0) return refuse("charge_already_refunded", REFUND_MESSAGES.alreadyRefunded(charge.id));
    if (!Number.isInteger(request.amount) || request.amount <= 0 || request.amount > left)
      return refuse("amount_too_large", REFUND_MESSAGES.tooLarge(request.amount, left));
    const id = `re_sandbox_${randomBytes(12).toString("base64url")}`;
    await tx.insert(sandboxRefunds).values({
      id,
      idempotencyKey: request.idempotencyKey,
      chargeId: charge.id,
      amount: request.amount,
      reason: request.reason,
      createdAt: now,
    });
    const amountRefunded = previous + request.amount;
    const [after] =
      amountRefunded >= charge.amount
        ? await tx
            .update(sandboxCharges)
            .set({ status: "refunded", refundedAt: now })
            .where(and(eq(sandboxCharges.id, charge.id), eq(sandboxCharges.status, "succeeded")))
            .returning()
        : [charge];
    return {
      outcome: { status: "succeeded", refundId: id },
      refunded: { charge: after ?? charge, amountRefunded, previous },
    };
  });
}
