/**
 * Ownership of a paid sign-up attempt (`signup_requests`): a lease fenced by the `attempt` counter.
 * The request that claims an attempt may work on it until `lease_expires_at`; after that a retry with the
 * same key, or the recovery job, may take it over, which increments `attempt`. Every write of an owner is
 * conditional on its own (key, attempt) and on the status it expects, so a request that outlived its
 * lease (a slow provider, a paused process) can no longer record, finish, refund or release the attempt:
 * its write matches no row and it gets a `LeaseLostError` instead.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { signupRequests } from "../../db/schema";

/** How long the owner of a `processing` attempt may work before it may be taken over (ms). */
export const LEASE_MS = 10 * 60 * 1000;
/** How long a refund in progress is left alone before the recovery job retries it (ms). */
export const REFUND_LEASE_MS = 5 * 60 * 1000;

/** An owner's hold on an attempt: the key and the fencing token it claimed it with. */
export interface Lease {
  key: string;
  attempt: number;
}

/** The attempt was taken over (or finished) by someone else; the holder must not touch it further. */
export class LeaseLostError extends Error {
  constructor(readonly lease: Lease) {
    super(`sign-up attempt ${lease.key} is no longer owned by attempt ${lease.attempt}`);
    this.name = "LeaseLostError";
  }
}

/** WHERE clause matching the attempt only while `lease` still owns it in `status`. */
export function ownedBy(lease: Lease, status: "processing" | "refunding" = "processing"): SQL {
  return and(
    eq(signupRequests.idempotencyKey, lease.key),
    eq(signupRequests.attempt, lease.attempt),
    eq(signupRequests.status, status),
  )!;
}

/** `from` plus `ms` milliseconds. */
export const later = (from: Date, ms: number): Date => new Date(from.getTime() + ms);
