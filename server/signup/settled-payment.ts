/**
 * What of a payment record is kept once its attempt is settled. The client secret of a payment waiting
 * for 3-D Secure lets whoever holds it complete (or fail) that payment's authentication: it is needed
 * only while the attempt waits (`requires_action`), so every write that settles an attempt drops it.
 */
import { sql, type SQL } from "drizzle-orm";
import { signupRequests, type PaymentRecordJson } from "../../db/schema";

/** `record` without its 3-D Secure client secret (null and undefined pass through). */
export function settledPayment<T extends PaymentRecordJson | null | undefined>(record: T): T {
  if (!record?.clientSecret) return record;
  const { clientSecret: _dropped, ...rest } = record;
  return rest as T;
}

/** The attempt's stored payment without its client secret, for an UPDATE that settles it in place. */
export const storedPaymentSettled = (): SQL => sql`${signupRequests.payment} - 'clientSecret'`;
