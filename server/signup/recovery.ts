/**
 * Recovery of paid sign-up attempts whose owner died: a crash, or the hard exit of a shutdown while the
 * provider was slow, after the card may have been charged but before the outcome was written. Such an
 * attempt stays `processing` after its lease ends (server/signup/lease.ts). Every instance runs
 * `recoverAbandonedSignups` periodically (server/lifecycle.ts): it claims expired attempts with
 * `FOR UPDATE SKIP LOCKED` (so two instances, or two runs, never take the same one), moves them to
 * `refunding` with a new fencing token (so a late owner can no longer turn them into an account), finds
 * what they charged (the recorded payment, else the provider's charge under the sign-up key), refunds
 * it, and closes the attempt as `abandoned` with a "please try again" answer. A refund that fails
 * leaves the attempt `refunding`; it is tried again once its short lease ends.
 *
 * A completed sign-up is never refunded: its row is `succeeded` (written in the account's transaction),
 * and attempts with a subscription are excluded from the claim as well.
 */
import { and, asc, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { signupRequests, subscriptions, type PaymentRecordJson } from "../../db/schema";
import { SIGNUP_MESSAGES as M } from "../../app/domain/signup";
import type { Services } from "../services";
import { later, LeaseLostError, ownedBy, REFUND_LEASE_MS, type Lease } from "./lease";

/** How often each instance looks for abandoned attempts (ms). */
export const RECOVERY_INTERVAL_MS = 60_000;
/** Attempts one run handles at most (each may take a few provider calls). */
const BATCH = 20;

type Row = typeof signupRequests.$inferSelect;

/** What one recovery run did. */
export interface RecoveryResult {
  /** Attempts claimed and handled. */
  claimed: number;
  /** Charges refunded. */
  refunded: number;
  /** Attempts left for a later run (the provider could not be asked, or refused the refund). */
  failed: number;
}

/**
 * Claims up to `limit` expired open attempts (all addresses, or one) and hands them to the caller:
 * `processing` ones get the "interrupted" answer, `refunding` ones keep their answer.
 */
async function claimExpired(services: Services, limit: number, email?: string): Promise<Array<{ row: Row; lease: Lease }>> {
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(signupRequests)
      .where(
        and(
          inArray(signupRequests.status, ["processing", "refunding"]),
          lt(signupRequests.leaseExpiresAt, now),
          email === undefined ? undefined : sql`lower(${signupRequests.email}) = ${email}`,
          notExists(tx.select({ one: sql`1` }).from(subscriptions).where(eq(subscriptions.signupKey, signupRequests.idempotencyKey))),
        ),
      )
      .orderBy(asc(signupRequests.leaseExpiresAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed: Array<{ row: Row; lease: Lease }> = [];
    for (const row of rows) {
      const interrupted = row.status === "processing" ? { responseStatus: 409, responseBody: JSON.stringify({ message: M.attemptInterrupted }) } : {};
      await tx
        .update(signupRequests)
        .set({ status: "refunding", attempt: row.attempt + 1, leaseExpiresAt: later(now, REFUND_LEASE_MS), updatedAt: now, ...interrupted })
        .where(eq(signupRequests.idempotencyKey, row.idempotencyKey));
      claimed.push({ row, lease: { key: row.idempotencyKey, attempt: row.attempt + 1 } });
    }
    return claimed;
  });
}

/**
 * One run of the recovery job: refunds and closes every open attempt whose lease has ended. Safe to run
 * on several instances at once. Stops early when the instance starts shutting down.
 * @returns counts of what it did; provider errors are logged and counted, never thrown
 */
export async function recoverAbandonedSignups(services: Services, limit = BATCH): Promise<RecoveryResult> {
  const result: RecoveryResult = { claimed: 0, refunded: 0, failed: 0 };
  const claimed = await claimExpired(services, limit);
  for (const attempt of claimed) {
    if (services.lifecycle.shuttingDown) break; // the rest is claimed, and retried when the short lease ends
    result.claimed += 1;
    const outcome = await settleAttempt(services, attempt);
    if (outcome === "refunded") result.refunded += 1;
    if (outcome === "failed") result.failed += 1;
  }
  return result;
}

/**
 * Ends the expired attempt holding `email` (another key's, whose owner is gone) so a new attempt can
 * start: the refund runs now rather than at the job's next run.
 * @returns whether an attempt was claimed (the address is then free, even if its refund must be retried)
 */
export async function recoverAttemptOf(services: Services, email: string): Promise<boolean> {
  const [attempt] = await claimExpired(services, 1, email);
  if (!attempt) return false;
  await settleAttempt(services, attempt);
  return true;
}

/** Finds what a claimed attempt charged, refunds it and closes the attempt. */
async function settleAttempt(services: Services, { row, lease }: { row: Row; lease: Lease }): Promise<"refunded" | "nothing" | "failed"> {
  const { db, log } = services;
  const final = row.status === "processing" ? "abandoned" : "failed";
  let payment = row.payment;
  try {
    if (!payment && row.chargeStartedAt) {
      payment = await services.payments.findCharge({ idempotencyKey: row.idempotencyKey, email: row.email.toLowerCase() });
      if (payment) await db.update(signupRequests).set({ payment }).where(ownedBy(lease, "refunding"));
    }
  } catch (error) {
    services.metrics.payments.inc({ outcome: "failed" });
    log.error({ err: error, signupKey: row.idempotencyKey }, "abandoned sign-up: could not ask the provider what it charged; will retry");
    return "failed";
  }
  if (!payment || !holdsMoney(payment)) {
    await closeRefund(services, lease, final);
    log.info({ signupKey: row.idempotencyKey, chargeStarted: row.chargeStartedAt !== null }, "abandoned sign-up closed; nothing was charged");
    return "nothing";
  }
  return (await refundAttempt(services, lease, payment, "abandoned sign-up", final)) ? "refunded" : "failed";
}

/** Whether a payment record points at anything the provider could have charged. */
const holdsMoney = (payment: PaymentRecordJson) => Boolean(payment.paymentId || payment.subscriptionId);

/** Closes a `refunding` attempt (its answer is already stored); a lost lease means someone else did. */
async function closeRefund(services: Services, lease: Lease, status: "failed" | "abandoned"): Promise<void> {
  await services.db.update(signupRequests).set({ status, updatedAt: services.clock() }).where(ownedBy(lease, "refunding"));
}

/**
 * Refunds the payment of a `refunding` attempt held by `lease` and closes it as `status`. A refund the
 * provider refuses is logged as "REFUND FAILED" with the ids, counted, and left for the next run.
 * @returns whether the money was given back
 */
export async function refundAttempt(services: Services, lease: Lease, payment: PaymentRecordJson, reason: string, status: "failed" | "abandoned"): Promise<boolean> {
  try {
    await services.payments.refund(payment, reason);
  } catch (error) {
    services.metrics.payments.inc({ outcome: "failed" });
    services.log.error({ err: error, signupKey: lease.key, payment, reason }, "REFUND FAILED: will retry; refund by hand if it keeps failing");
    return false;
  }
  services.metrics.payments.inc({ outcome: "refunded" });
  services.log.warn({ signupKey: lease.key, payment, reason }, "sign-up payment refunded");
  await closeRefund(services, lease, status);
  return true;
}

/**
 * Moves an attempt the request owns from `processing` to `refunding` with its final answer, then
 * refunds `payment` (see `refundAttempt`). The answer is replayed to identical requests at once; the
 * address is free for a new attempt at once.
 * @throws LeaseLostError if the attempt is no longer the request's (whoever took it over refunds)
 */
export async function refundAndFinish(
  services: Services,
  lease: Lease,
  payment: PaymentRecordJson,
  answer: { responseStatus: number; body: Record<string, unknown> },
  reason: string,
): Promise<void> {
  const now = services.clock();
  const rows = await services.db
    .update(signupRequests)
    .set({ status: "refunding", payment, responseStatus: answer.responseStatus, responseBody: JSON.stringify(answer.body), leaseExpiresAt: later(now, REFUND_LEASE_MS), updatedAt: now })
    .where(ownedBy(lease))
    .returning({ key: signupRequests.idempotencyKey });
  if (rows.length === 0) throw new LeaseLostError(lease);
  await refundAttempt(services, lease, payment, reason, "failed");
}
