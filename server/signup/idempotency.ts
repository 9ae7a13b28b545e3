/**
 * The idempotency record of paid sign-ups (`signup_requests`): who may process an order, and what an
 * identical request gets back. The first request with a key inserts the row as `processing` and does the
 * work under a lease (server/signup/lease.ts); identical requests wait for it (polling) and replay its
 * stored answer; a key reused for another order is refused; and the partial unique index on lower(email)
 * WHERE status = 'processing' allows one attempt per address at a time, whatever the key. Together with
 * the unique index on users.email this is what makes 20 concurrent clicks one account and one charge.
 *
 * An owner that died (crash, or the hard exit of a shutdown while the provider was slow) leaves its row
 * `processing` with an expired lease. A retry with the same key then takes the attempt over and runs the
 * charge again with the same provider idempotency key, which returns the first charge instead of making
 * a second; another key for the address first hands the dead attempt to the recovery
 * (server/signup/recovery.ts), which refunds whatever it charged.
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { signupRequests, type PaymentRecordJson, type PendingAccountJson } from "../../db/schema";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "./accounts";
import { later, LEASE_MS, LeaseLostError, ownedBy, type Lease } from "./lease";
import { settledPayment } from "./settled-payment";
import { answerColumns, type StoredAnswer } from "./answers";

/** How long identical requests wait for the first one to finish (ms). */
export const WAIT_FOR_OWNER_MS = 20_000;
const POLL_MS = 100;

/** An attempt taken over from an owner whose lease expired: what it may already have charged. */
export interface Takeover {
  /** The payment the previous owner recorded, if it got that far. */
  payment: PaymentRecordJson | null;
  /** Whether the previous owner had asked the provider to charge (money may have moved even without `payment`). */
  chargeStarted: boolean;
}

/** What the caller may do with a request. */
export type Claim =
  | {
      kind: "owner";
      lease: Lease;
      resumed?: PaymentRecordJson;
      waiting?: typeof signupRequests.$inferSelect;
      takeover?: Takeover;
    }
  | { kind: "replay"; outcome: string | null; body: Record<string, unknown> }
  | { kind: "mismatch" }
  | { kind: "email_busy" }
  | { kind: "busy" };

/** The order as identified by its key. */
export interface ClaimInput {
  key: string;
  email: string;
  fingerprint: string;
  /** Keyed hashes of the email token and the client IP, for the card-testing caps. */
  tokenHash?: string;
  clientHash?: string;
}

/** How `claimSignup` tells time and frees an address held by a dead attempt. */
export interface ClaimOptions {
  /** The clock that leases are measured with (injectable for tests). */
  now: () => Date;
  /**
   * Ends the expired attempt of another key holding `email`, refunding what it charged (the recovery);
   * resolves true if the address is free now.
   */
  recoverEmail: (email: string) => Promise<boolean>;
  /** How long to wait for a live owner before answering "busy" (ms). */
  waitMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stored answer of a finished attempt. */
function answerOf(row: typeof signupRequests.$inferSelect): {
  kind: "replay";
  outcome: string | null;
  body: Record<string, unknown>;
} {
  return {
    kind: "replay",
    outcome: row.outcome,
    body: row.responseBody ? (JSON.parse(row.responseBody) as Record<string, unknown>) : {},
  };
}

/**
 * Claims `input.key` for processing, or tells how to answer instead. Polls while a live owner works
 * (up to `waitMs` of real time); takes over an attempt whose lease expired on `options.now()`.
 */
export async function claimSignup(db: Database, input: ClaimInput, options: ClaimOptions): Promise<Claim> {
  const deadline = Date.now() + (options.waitMs ?? WAIT_FOR_OWNER_MS);
  let triedRecovery = false;
  for (;;) {
    const now = options.now();
    const inserted = await db
      .insert(signupRequests)
      .values({
        idempotencyKey: input.key,
        email: input.email,
        fingerprint: input.fingerprint,
        tokenHash: input.tokenHash,
        clientHash: input.clientHash,
        status: "processing",
        leaseExpiresAt: later(now, LEASE_MS),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: signupRequests.idempotencyKey, attempt: signupRequests.attempt });
    if (inserted[0]) return { kind: "owner", lease: { key: inserted[0].key, attempt: inserted[0].attempt } };

    const [row] = await db.select().from(signupRequests).where(eq(signupRequests.idempotencyKey, input.key));
    if (!row) {
      // Another key is processing this address. End it only if its owner is gone, once.
      if (!triedRecovery) {
        triedRecovery = true;
        if (await options.recoverEmail(input.email)) continue;
      }
      return { kind: "email_busy" };
    }
    if (row.fingerprint !== input.fingerprint) return { kind: "mismatch" };
    if (
      row.status === "succeeded" ||
      row.status === "failed" ||
      row.status === "abandoned" ||
      row.status === "refunding"
    )
      return answerOf(row);
    if (row.status === "requires_action") {
      const lease = await takeOver(db, row, now);
      if (lease === "email_busy") return { kind: "email_busy" };
      if (lease) return { kind: "owner", lease, resumed: row.payment ?? undefined, waiting: row };
      continue;
    }
    if (row.leaseExpiresAt < now) {
      // The owner is gone: carry on in its place (the charge is re-run with the same provider key).
      const lease = await takeOver(db, row, now);
      if (lease && lease !== "email_busy")
        return {
          kind: "owner",
          lease,
          takeover: { payment: row.payment, chargeStarted: row.chargeStartedAt !== null },
        };
      continue;
    }
    if (Date.now() > deadline) return { kind: "busy" };
    await sleep(POLL_MS);
  }
}

/**
 * Makes the caller the owner of `row` (a 3-D Secure attempt coming back, or a `processing` attempt whose
 * lease expired), provided nobody changed it since it was read. Resolves the new lease, false if someone
 * else got there first, or "email_busy" if another attempt for the address started meanwhile.
 */
async function takeOver(
  db: Database,
  row: typeof signupRequests.$inferSelect,
  now: Date,
): Promise<Lease | false | "email_busy"> {
  const seen = and(
    eq(signupRequests.idempotencyKey, row.idempotencyKey),
    eq(signupRequests.attempt, row.attempt),
    eq(signupRequests.status, row.status),
  );
  try {
    const rows = await db
      .update(signupRequests)
      .set({ status: "processing", attempt: row.attempt + 1, leaseExpiresAt: later(now, LEASE_MS), updatedAt: now })
      .where(row.status === "processing" ? and(seen, lt(signupRequests.leaseExpiresAt, now)) : seen)
      .returning({ key: signupRequests.idempotencyKey, attempt: signupRequests.attempt });
    return rows[0] ? { key: rows[0].key, attempt: rows[0].attempt } : false;
  } catch (error) {
    if (isUniqueViolation(error)) return "email_busy";
    throw error;
  }
}

/** Runs a fenced update; throws `LeaseLostError` when `lease` no longer owns the attempt. */
async function fenced(lease: Lease, update: Promise<unknown[]>): Promise<void> {
  if ((await update).length === 0) throw new LeaseLostError(lease);
}

/**
 * Notes that the provider is about to be asked to charge, so that from now on a dead owner's attempt is
 * known to possibly hold money. @throws LeaseLostError
 */
export async function markChargeStarted(db: Database, lease: Lease, now: Date): Promise<void> {
  // A taken-over attempt keeps the first start: that is when money may first have moved.
  const chargeStartedAt = sql`coalesce(${signupRequests.chargeStartedAt}, ${now.toISOString()}::timestamptz)`;
  await fenced(
    lease,
    db
      .update(signupRequests)
      .set({ chargeStartedAt, updatedAt: now })
      .where(ownedBy(lease))
      .returning({ key: signupRequests.idempotencyKey }),
  );
}

/**
 * Records the final answer of an attempt that charged nothing (replayed to identical requests).
 * @throws LeaseLostError
 */
export async function finishSignup(
  db: Database,
  lease: Lease,
  result: StoredAnswer & { payment?: PaymentRecordJson },
  now: Date,
): Promise<void> {
  await fenced(
    lease,
    db
      .update(signupRequests)
      .set({
        status: "failed",
        ...answerColumns(result),
        payment: settledPayment(result.payment) ?? null,
        updatedAt: now,
      })
      .where(ownedBy(lease))
      .returning({ key: signupRequests.idempotencyKey }),
  );
}

/**
 * Records the payment while the attempt is still open (so a crash leaves a trace to refund). @throws
 * LeaseLostError
 */
export async function notePayment(db: Database, lease: Lease, payment: PaymentRecordJson, now: Date): Promise<void> {
  await fenced(
    lease,
    db
      .update(signupRequests)
      .set({ payment: settledPayment(payment), updatedAt: now })
      .where(ownedBy(lease))
      .returning({ key: signupRequests.idempotencyKey }),
  );
}

/**
 * Hands an attempt whose payment waits for 3-D Secure to the buyer (`requires_action`, still holding
 * the address), with the account to write once it is paid, for `leaseMs`: whoever settles it first
 * (browser, webhook, recovery job) takes it over. @throws LeaseLostError
 */
export async function awaitAction(
  db: Database,
  lease: Lease,
  payment: PaymentRecordJson,
  pending: PendingAccountJson,
  now: Date,
  leaseMs: number,
): Promise<void> {
  await fenced(
    lease,
    db
      .update(signupRequests)
      .set({ payment, pending, status: "requires_action", leaseExpiresAt: later(now, leaseMs), updatedAt: now })
      .where(ownedBy(lease))
      .returning({ key: signupRequests.idempotencyKey }),
  );
}

/**
 * Lets go of an attempt after an unexpected error. Before any charge the row is deleted, so the same key
 * can simply be retried. Once a charge was started its outcome is unknown (a timeout may have charged),
 * so the row stays `processing` with its lease ended at once: a retry with the same key takes it over
 * and re-runs the charge with the same provider key; otherwise the recovery job refunds what it finds.
 * A lease already lost is left alone.
 */
export async function releaseSignup(db: Database, lease: Lease, now: Date): Promise<void> {
  await db.delete(signupRequests).where(and(ownedBy(lease), isNull(signupRequests.chargeStartedAt)));
  await db.update(signupRequests).set({ leaseExpiresAt: now, updatedAt: now }).where(ownedBy(lease));
}

/** The attempt's row as it is now (for a request that lost its lease and must answer something). */
export async function currentAttempt(
  db: Database,
  key: string,
): Promise<typeof signupRequests.$inferSelect | undefined> {
  const [row] = await db.select().from(signupRequests).where(eq(signupRequests.idempotencyKey, key));
  return row;
}
