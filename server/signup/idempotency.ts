/**
 * The idempotency record of paid sign-ups (`signup_requests`): who may process an order, and what an
 * identical request gets back. The first request with a key inserts the row as `processing` and does the
 * work; identical requests wait for it (polling) and replay its stored answer; a key reused for another
 * order is refused; and the partial unique index on lower(email) WHERE status = 'processing' allows one
 * attempt per address at a time, whatever the key. Together with the unique index on users.email this is
 * what makes 20 concurrent clicks one account and one charge.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { signupRequests, type PaymentRecordJson } from "../../db/schema";
import type { Database } from "../db/client";
import { isUniqueViolation } from "./accounts";

/** How long identical requests wait for the first one to finish (ms). */
export const WAIT_FOR_OWNER_MS = 20_000;
/** A `processing` row untouched this long belongs to a crashed request and may be taken over (ms). */
export const STALE_PROCESSING_MS = 10 * 60 * 1000;
const POLL_MS = 100;

/** What the caller may do with a request. */
export type Claim =
  | { kind: "owner"; resumed?: PaymentRecordJson }
  | { kind: "replay"; status: number; body: Record<string, unknown> }
  | { kind: "mismatch" }
  | { kind: "email_busy" }
  | { kind: "busy" };

/** The order as identified by its key. */
export interface ClaimInput {
  key: string;
  email: string;
  fingerprint: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims `key` for processing, or tells how to answer instead.
 * @param onStale called with a crashed attempt's payment record before it is abandoned (refund it)
 */
export async function claimSignup(db: Database, input: ClaimInput, onStale: (payment: PaymentRecordJson | null) => Promise<void>, waitMs = WAIT_FOR_OWNER_MS): Promise<Claim> {
  const deadline = Date.now() + waitMs;
  let tookOverStale = false;
  for (;;) {
    const inserted = await db
      .insert(signupRequests)
      .values({ idempotencyKey: input.key, email: input.email, fingerprint: input.fingerprint, status: "processing" })
      .onConflictDoNothing()
      .returning({ key: signupRequests.idempotencyKey });
    if (inserted.length) return { kind: "owner" };

    const [row] = await db.select().from(signupRequests).where(eq(signupRequests.idempotencyKey, input.key));
    if (!row) {
      // Another key is processing this address. Take over only from a crashed attempt, once.
      if (!tookOverStale && (await abandonStale(db, input.email, onStale))) {
        tookOverStale = true;
        continue;
      }
      return { kind: "email_busy" };
    }
    if (row.fingerprint !== input.fingerprint) return { kind: "mismatch" };
    if (row.status === "succeeded" || row.status === "failed" || row.status === "abandoned") {
      return { kind: "replay", status: row.responseStatus ?? 500, body: row.responseBody ? (JSON.parse(row.responseBody) as Record<string, unknown>) : {} };
    }
    if (row.status === "requires_action") {
      const resumed = await takeOverRequiresAction(db, input.key);
      if (resumed === "email_busy") return { kind: "email_busy" };
      if (resumed) return { kind: "owner", resumed: row.payment ?? undefined };
    }
    if (Date.now() > deadline) return { kind: "busy" };
    await sleep(POLL_MS);
  }
}

async function takeOverRequiresAction(db: Database, key: string): Promise<boolean | "email_busy"> {
  try {
    const rows = await db
      .update(signupRequests)
      .set({ status: "processing", updatedAt: new Date() })
      .where(and(eq(signupRequests.idempotencyKey, key), eq(signupRequests.status, "requires_action")))
      .returning({ key: signupRequests.idempotencyKey });
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return "email_busy";
    throw error;
  }
}

async function abandonStale(db: Database, email: string, onStale: (payment: PaymentRecordJson | null) => Promise<void>): Promise<boolean> {
  const [stale] = await db
    .select()
    .from(signupRequests)
    .where(and(sql`lower(${signupRequests.email}) = ${email}`, eq(signupRequests.status, "processing"), lt(signupRequests.updatedAt, new Date(Date.now() - STALE_PROCESSING_MS))));
  if (!stale) return false;
  await onStale(stale.payment);
  const rows = await db
    .update(signupRequests)
    .set({ status: "abandoned", responseStatus: 409, responseBody: JSON.stringify({ message: "This attempt was interrupted. Please try again." }), updatedAt: new Date() })
    .where(and(eq(signupRequests.idempotencyKey, stale.idempotencyKey), eq(signupRequests.status, "processing")))
    .returning({ key: signupRequests.idempotencyKey });
  return rows.length > 0;
}

/** Records the final answer of an attempt (replayed to identical requests). */
export async function finishSignup(
  db: Database,
  key: string,
  result: { status: "succeeded" | "failed"; responseStatus: number; body: Record<string, unknown>; payment?: PaymentRecordJson },
): Promise<void> {
  await db
    .update(signupRequests)
    .set({ status: result.status, responseStatus: result.responseStatus, responseBody: JSON.stringify(result.body), payment: result.payment ?? null, updatedAt: new Date() })
    .where(eq(signupRequests.idempotencyKey, key));
}

/** Notes the payment while the attempt is still open (so a crash leaves a trace to refund). */
export async function notePayment(db: Database, key: string, payment: PaymentRecordJson, status: "processing" | "requires_action" = "processing"): Promise<void> {
  await db.update(signupRequests).set({ payment, status, updatedAt: new Date() }).where(eq(signupRequests.idempotencyKey, key));
}

/** Forgets an attempt that failed before any money moved, so the same key can be retried. */
export async function releaseSignup(db: Database, key: string): Promise<void> {
  await db.delete(signupRequests).where(and(eq(signupRequests.idempotencyKey, key), eq(signupRequests.status, "processing")));
}
