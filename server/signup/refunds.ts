/**
 * Giving back the money of a paid sign-up attempt that will not become an account, fenced by the
 * attempt's lease (server/signup/lease.ts): the attempt moves to `refunding` with its final answer,
 * the provider refunds, and the attempt closes. A refund the provider refuses is logged as
 * "REFUND FAILED" and left `refunding` for the recovery job's next run.
 */
import { signupRequests, type PaymentRecordJson } from "../../db/schema";
import type { Services } from "../services";
import { later, LeaseLostError, ownedBy, REFUND_LEASE_MS, type Lease } from "./lease";
import { settledPayment, storedPaymentSettled } from "./settled-payment";
import { answerColumns, type StoredAnswer } from "./answers";

/** Closes a `refunding` attempt (its answer is already stored); a lost lease means someone else did. */
export async function closeRefund(services: Services, lease: Lease, status: "failed" | "abandoned"): Promise<void> {
  await services.db
    .update(signupRequests)
    .set({ status, payment: storedPaymentSettled(), updatedAt: services.clock() })
    .where(ownedBy(lease, "refunding"));
}

/**
 * Refunds the payment of a `refunding` attempt held by `lease` and closes it as `status`. A refund the
 * provider refuses is logged as "REFUND FAILED" with the ids, counted, and left for the next run.
 * @returns whether the money was given back
 */
export async function refundAttempt(
  services: Services,
  lease: Lease,
  payment: PaymentRecordJson,
  reason: string,
  status: "failed" | "abandoned",
): Promise<boolean> {
  try {
    await services.payments.refund(payment, reason);
  } catch (error) {
    services.metrics.payments.inc({ outcome: "failed" });
    services.log.error(
      { err: error, signupKey: lease.key, payment, reason },
      "REFUND FAILED: will retry; refund by hand if it keeps failing",
    );
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
  answer: StoredAnswer,
  reason: string,
): Promise<void> {
  const now = services.clock();
  const rows = await services.db
    .update(signupRequests)
    .set({
      status: "refunding",
      payment: settledPayment(payment),
      ...answerColumns(answer),
      leaseExpiresAt: later(now, REFUND_LEASE_MS),
      updatedAt: now,
    })
    .where(ownedBy(lease))
    .returning({ key: signupRequests.idempotencyKey });
  if (rows.length === 0) throw new LeaseLostError(lease);
  await refundAttempt(services, lease, payment, reason, "failed");
}
