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
 *
 * Attempts waiting for 3-D Secure (`requires_action`) are not refunded but settled
 * (server/signup/settle.ts) once the buyer's time is up: the provider is asked how the payment stands,
 * a paid one becomes the account (the buyer may have completed the challenge and closed the tab), a
 * refused one is closed, and one still waiting is handed back until the provider's incomplete window
 * ends, when it is cancelled with nothing charged. The webhook does the same as soon as the provider
 * reports the payment; whichever takes the attempt over first settles it.
 */
import { and, asc, eq, inArray, lt, notExists, sql, type SQL } from "drizzle-orm";
import { signupRequests, subscriptions, type PaymentRecordJson } from "../../db/schema";
import { SIGNUP_MESSAGES as M } from "../../app/domain/signup";
import type { Services } from "../services";
import { later, LEASE_MS, LeaseLostError, ownedBy, REFUND_LEASE_MS, type Lease } from "./lease";
import { closeRefund, refundAttempt } from "./refunds";
import { settleWaitingAttempt } from "./settle";
import { answerColumns, storedFailure } from "./answers";
import { fail } from "../error-codes";
import { settledPayment } from "./settled-payment";
import { emailIs } from "../db/email";
import { normalizeEmail } from "../../app/domain/email";

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
  /** Attempts waiting for 3-D Secure that were looked at (settled, or handed back to wait). */
  waiting: number;
}

/** An attempt taken over by a claim: its row as it was read, and the lease the claim holds on it. */
type Claimed = { row: Row; lease: Lease };

/**
 * Claims up to `limit` attempts matching `where` (given the claim's time), oldest lease first, with
 * `FOR UPDATE SKIP LOCKED` so instances never take the same one: each moves to `to.status` under a new
 * lease of `to.leaseMs` with the next attempt number (the fencing token), plus the columns `to.also` gives.
 */
async function claim(
  services: Services,
  limit: number,
  where: (now: Date) => SQL | undefined,
  to: { status: Row["status"]; leaseMs: number; also?: (row: Row) => Partial<Row> },
): Promise<Claimed[]> {
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(signupRequests)
      .where(where(now))
      .orderBy(asc(signupRequests.leaseExpiresAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const row of rows) {
      await tx
        .update(signupRequests)
        .set({
          status: to.status,
          attempt: row.attempt + 1,
          leaseExpiresAt: later(now, to.leaseMs),
          updatedAt: now,
          ...to.also?.(row),
        })
        .where(eq(signupRequests.idempotencyKey, row.idempotencyKey));
    }
    return rows.map((row) => ({ row, lease: { key: row.idempotencyKey, attempt: row.attempt + 1 } }));
  });
}

/**
 * Claims up to `limit` expired open attempts (all addresses, or one) and hands them to the caller:
 * `processing` ones get the "interrupted" answer, `refunding` ones keep their answer.
 */
function claimExpired(services: Services, limit: number, email?: string): Promise<Claimed[]> {
  const where = (now: Date) =>
    and(
      inArray(signupRequests.status, ["processing", "refunding"]),
      lt(signupRequests.leaseExpiresAt, now),
      email === undefined ? undefined : emailIs(signupRequests.email, email),
      notExists(
        services.db
          .select({ one: sql`1` })
          .from(subscriptions)
          .where(eq(subscriptions.signupKey, signupRequests.idempotencyKey)),
      ),
    );
  return claim(services, limit, where, {
    status: "refunding",
    leaseMs: REFUND_LEASE_MS,
    also: (row) =>
      row.status === "processing"
        ? answerColumns(storedFailure(fail("attempt_interrupted", M.attemptInterrupted)))
        : {},
  });
}

/**
 * One run of the recovery job: refunds and closes every open attempt whose lease has ended. Safe to run
 * on several instances at once. Stops early when the instance starts shutting down.
 * @returns counts of what it did; provider errors are logged and counted, never thrown
 */
export async function recoverAbandonedSignups(services: Services, limit = BATCH): Promise<RecoveryResult> {
  const result: RecoveryResult = { claimed: 0, refunded: 0, failed: 0, waiting: 0 };
  for (const attempt of await claimWaiting(services, limit)) {
    if (services.lifecycle.shuttingDown) break;
    result.waiting += 1;
    await settleSafely(services, attempt, false);
  }
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
 * Ends the attempt of another key holding `email` so a new attempt can start: one waiting for 3-D
 * Secure at once (its payment cancelled), one in work only once its owner is gone (lease expired; the
 * refund runs now rather than at the job's next run).
 * @returns whether an attempt was claimed (the address is then free, even if its refund must be retried)
 */
export async function recoverAttemptOf(services: Services, email: string): Promise<boolean> {
  // A payment waiting for 3-D Secure gives way at once to a new attempt for the same verified address
  // (the buyer closed the tab mid-challenge and came back, perhaps with another card): it is cancelled
  // with nothing charged, unless it was paid meanwhile (then the account exists and the new one is refused).
  const [waiting] = await claimWaiting(services, 1, email);
  if (waiting) return (await settleSafely(services, waiting, true)) !== "waiting";
  const [attempt] = await claimExpired(services, 1, email);
  if (!attempt) return false;
  await settleAttempt(services, attempt);
  return true;
}

/** Finds what a claimed attempt charged, refunds it and closes the attempt. */
async function settleAttempt(services: Services, { row, lease }: Claimed): Promise<"refunded" | "nothing" | "failed"> {
  const { db, log } = services;
  const final = row.status === "processing" ? "abandoned" : "failed";
  let payment = row.payment;
  try {
    if (!payment && row.chargeStartedAt) {
      payment = await services.payments.findCharge({
        idempotencyKey: row.idempotencyKey,
        email: normalizeEmail(row.email),
      });
      if (payment)
        await db
          .update(signupRequests)
          .set({ payment: settledPayment(payment) })
          .where(ownedBy(lease, "refunding"));
    }
  } catch (error) {
    services.metrics.payments.inc({ outcome: "failed" });
    log.error(
      { err: error, signupKey: row.idempotencyKey },
      "abandoned sign-up: could not ask the provider what it charged; will retry",
    );
    return "failed";
  }
  if (!payment || !holdsMoney(payment)) {
    await closeRefund(services, lease, final);
    log.info(
      { signupKey: row.idempotencyKey, chargeStarted: row.chargeStartedAt !== null },
      "abandoned sign-up closed; nothing was charged",
    );
    return "nothing";
  }
  return (await refundAttempt(services, lease, payment, "abandoned sign-up", final)) ? "refunded" : "failed";
}

/** Whether a payment record points at anything the provider could have charged. */
const holdsMoney = (payment: PaymentRecordJson) => Boolean(payment.paymentId || payment.subscriptionId);

/**
 * Claims attempts waiting for 3-D Secure, so instances never take the same one: for the recovery job, up
 * to `limit` whose time is up (all addresses); for a new attempt of `email`, its waiting attempt whatever
 * its lease says (the new attempt replaces it).
 */
function claimWaiting(services: Services, limit: number, email?: string): Promise<Claimed[]> {
  const where = (now: Date) =>
    and(
      eq(signupRequests.status, "requires_action"),
      email === undefined ? lt(signupRequests.leaseExpiresAt, now) : emailIs(signupRequests.email, email),
    );
  return claim(services, limit, where, { status: "processing", leaseMs: LEASE_MS });
}

/** Settles a claimed waiting attempt, logging instead of throwing. */
async function settleSafely(
  services: Services,
  { row, lease }: Claimed,
  abandon: boolean,
): Promise<"settled" | "waiting" | "failed"> {
  try {
    const answer = await settleWaitingAttempt(services, lease, row, { abandon });
    return answer.ok && answer.value.kind === "requires_action" ? "waiting" : "settled";
  } catch (error) {
    if (error instanceof LeaseLostError) return "settled";
    services.log.error(
      { err: error, signupKey: row.idempotencyKey },
      "3-D Secure sign-up could not be settled; will retry",
    );
    return "failed";
  }
}
