/**
 * Settling paid sign-up attempts: writing the account once the money is taken (`completeSignup`), and
 * deciding the fate of an attempt whose payment waited for 3-D Secure (`settleWaitingAttempt`). A
 * waiting attempt is settled by whoever comes first (the buyer's browser posting the order again, the
 * provider's event on the webhook, or the recovery job), each after taking the attempt over with the
 * fenced lease of server/signup/lease.ts, so it ends exactly once: paid → one account, one welcome and
 * one receipt mail; refused → closed with the bank's message; still waiting → handed back (or, past
 * the provider's incomplete window or when abandoned, cancelled with nothing charged).
 */
import { and, eq, sql } from "drizzle-orm";
import { billingUrl } from "../billing/links";
import { countries, signupRequests, type PaymentRecordJson, type PendingAccountJson } from "../../db/schema";
import { funnelDimensions } from "../../app/domain/analytics";
import type { Quote } from "../../app/domain/pricing";
import { SIGNUP_MESSAGES as M, type PlanData } from "../../app/domain/signup";
import { fail } from "../error-codes";
import type { Services } from "../services";
import { addMonths } from "../../app/domain/calendar";
import { createAccount } from "./accounts";
import { finishSignup } from "./idempotency";
import { later, LEASE_MS, LeaseLostError, ownedBy, type Lease } from "./lease";
import { sendOrderMails } from "./order-mails";
import { refundAndFinish } from "./refunds";
import { storedFailure, type SignupResult } from "./answers";
import { referenceOf } from "./reference";
import { invoiceLinkOfCharge } from "../invoices/queries";

/**
 * How long an attempt waiting for 3-D Secure is left to the buyer before the recovery job asks the
 * provider about it (ms). It does not keep the address from a new attempt: that one cancels it
 * (server/signup/recovery.ts `recoverAttemptOf`).
 */
export const ACTION_LEASE_MS = 15 * 60 * 1000;

/**
 * How long a payment may wait for 3-D Secure before it is given up (ms): Stripe expires an incomplete
 * subscription 23 hours after it was created, and nothing can be charged on it after that.
 */
export const INCOMPLETE_WINDOW_MS = 23 * 60 * 60 * 1000;

/** A paid attempt's account as the request's details make it, kept while the payment is pending. */
export type PendingAccount = PendingAccountJson;

export { referenceOf } from "./reference";

/**
 * Writes the account of an attempt whose payment succeeded and queues its welcome and receipt mails.
 * @returns the success answer
 * @throws LeaseLostError when the attempt is no longer `lease`'s (nothing written); database errors
 */
export async function completeSignup(
  services: Services,
  lease: Lease,
  email: string,
  pending: PendingAccount,
  payment: PaymentRecordJson,
): Promise<{ message: string; data: Awaited<ReturnType<typeof createAccount>>["data"] }> {
  const quote = pending.quote as unknown as Quote;
  const periodStart = services.clock();
  const periodEnd = addMonths(periodStart, pending.periodName === "Yearly" ? 12 : 1);
  const planData = pending.planData as unknown as PlanData;
  const body = await createAccount(services.db, {
    registration: pending.holder,
    tax: pending.tax,
    email,
    passwordHash: pending.passwordHash,
    quote,
    planData,
    payment,
    lease,
    periodStart,
    periodEnd,
    // Stripe issues its own invoice, recorded from its `invoice.paid` event (decision 0041).
    seller: payment.provider === "sandbox" ? services.config.seller : undefined,
  });
  services.metrics.payments.inc({ outcome: "succeeded" });
  services.metrics.signups.inc();
  services.analytics.funnel("paid", funnelDimensions(quote.plan_id, quote.plan_type_id));
  // createAccount confirmed the order's promotion code use with the account.
  if ("promotion" in quote)
    services.analytics.funnel("promotion_redeemed", funnelDimensions(quote.plan_id, quote.plan_type_id));
  services.log.info(
    { signupKey: lease.key, subscriptionId: body.data.subscription_id, provider: payment.provider },
    "paid sign-up completed",
  );
  const [country] = await services.db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, pending.holder.country_id));
  await sendOrderMails(services, {
    firstName: pending.holder.first_name,
    email,
    companyName: pending.holder.company_name,
    planName: pending.planName,
    periodName: pending.periodName,
    tierText: pending.tierText,
    quote,
    currency: pending.currency,
    countryCode: country?.code ?? "",
    periodEnd,
    card: payment.card,
    reference: referenceOf(body.data.subscription_id),
    loginUrl: `${services.config.appUrl}/login`,
    // Ours (sandbox), or in Stripe mode the PDF of Stripe's first invoice from the charge's answer.
    invoiceUrl: (await invoiceLinkOfCharge(services, payment.paymentId)) ?? payment.invoicePdfUrl,
    billingUrl: await billingUrl(services, body.data.subscription_id),
  });
  return body;
}

/** The funnel's plan and period of a pending account's quote. */
const funnelOf = (pending: PendingAccount) =>
  funnelDimensions((pending.quote as unknown as Quote).plan_id, (pending.quote as unknown as Quote).plan_type_id);

/** The attempt row as read before it was taken over. */
type AttemptRow = typeof signupRequests.$inferSelect;

/**
 * Settles a waiting attempt that `lease` has just taken over (it is `processing` under that lease):
 * asks the provider how the payment stands and acts on it.
 * @param abandon give the payment up if it is still waiting (the buyer left, or a new attempt replaces it)
 * @returns the answer the buyer's request gets (also stored for replays when final): paid, still
 *   waiting (`requires_action`), `card_declined` or `attempt_interrupted`
 * @throws LeaseLostError when someone else took the attempt over meanwhile
 */
export async function settleWaitingAttempt(
  services: Services,
  lease: Lease,
  row: AttemptRow,
  options: { abandon?: boolean } = {},
): Promise<SignupResult> {
  const { db, log } = services;
  const payment = row.payment;
  const email = row.email.toLowerCase();
  if (!payment || !row.pending) {
    // Nothing recorded to settle with: give back whatever the key may have charged.
    const found = payment ?? (await services.payments.findCharge({ idempotencyKey: row.idempotencyKey, email }));
    const failure = fail("attempt_interrupted", M.attemptInterrupted);
    if (found)
      await refundAndFinish(services, lease, found, storedFailure(failure), "3-D Secure attempt without its order");
    else await finishSignup(db, lease, { ...storedFailure(failure), payment: undefined }, services.clock());
    return failure;
  }
  let outcome;
  try {
    outcome = await services.payments.resume(payment);
  } catch (error) {
    await handBack(services, lease, services.clock());
    throw error;
  }
  if (outcome.status === "succeeded") {
    const body = await completeSignup(services, lease, email, row.pending, outcome.record);
    return { ok: true, value: { kind: "paid", body } };
  }
  if (outcome.status === "failed") {
    services.metrics.payments.inc({ outcome: "declined" });
    services.analytics.funnel("declined", funnelOf(row.pending));
    log.info({ signupKey: lease.key, code: outcome.code }, "sign-up payment declined after 3-D Secure");
    // Declined after 3-D Secure: nothing was taken (the provider cancels the incomplete subscription).
    const failure = fail("card_declined", outcome.message);
    await db.update(signupRequests).set({ pending: null }).where(ownedBy(lease));
    await finishSignup(db, lease, { ...storedFailure(failure), payment: outcome.record }, services.clock());
    return failure;
  }
  const expired = services.clock().getTime() - row.createdAt.getTime() > INCOMPLETE_WINDOW_MS;
  if (options.abandon || expired) {
    // Cancels the subscription (and its payment); if the buyer completed the challenge in the very
    // moment, the refund gives that money back.
    const failure = fail("attempt_interrupted", M.attemptInterrupted);
    await db.update(signupRequests).set({ pending: null }).where(ownedBy(lease));
    await refundAndFinish(services, lease, outcome.record, storedFailure(failure), "3-D Secure never completed");
    services.analytics.funnel("abandoned", funnelOf(row.pending));
    log.info({ signupKey: lease.key, expired }, "waiting 3-D Secure payment given up; nothing charged");
    return failure;
  }
  await handBack(services, lease, services.clock(), outcome.record);
  return { ok: true, value: { kind: "requires_action", clientSecret: outcome.clientSecret } };
}

/** Returns a taken-over attempt to `requires_action`, the buyer's again for another ACTION_LEASE_MS. */
async function handBack(services: Services, lease: Lease, now: Date, payment?: PaymentRecordJson): Promise<void> {
  const rows = await services.db
    .update(signupRequests)
    .set({
      status: "requires_action",
      leaseExpiresAt: later(now, ACTION_LEASE_MS),
      updatedAt: now,
      ...(payment ? { payment } : {}),
    })
    .where(ownedBy(lease))
    .returning({ key: signupRequests.idempotencyKey });
  if (rows.length === 0) throw new LeaseLostError(lease);
}

/** What settling on a provider's event came to (stored with the event). */
export type EventSettlement = {
  signup: "none" | "not waiting" | "closed" | "completed" | "still waiting" | "taken over";
};

/**
 * Settles the sign-up attempt of `signupKey` on the provider's event (its first invoice paid or failed,
 * its incomplete subscription expired or cancelled) if it waits for 3-D Secure: takes it over (whatever
 * its lease says: the provider reported the payment) and asks the provider how it stands. An attempt
 * someone else is working on, or already settled, is left alone.
 */
export async function settleOnProviderEvent(
  services: Services,
  signupKey: string | undefined,
): Promise<EventSettlement> {
  if (!signupKey) return { signup: "none" };
  const now = services.clock();
  const [row] = await services.db
    .update(signupRequests)
    .set({
      status: "processing",
      attempt: sql`${signupRequests.attempt} + 1`,
      leaseExpiresAt: later(now, LEASE_MS),
      updatedAt: now,
    })
    .where(and(eq(signupRequests.idempotencyKey, signupKey), eq(signupRequests.status, "requires_action")))
    .returning();
  if (!row) return { signup: "not waiting" };
  const before = { ...row, status: "requires_action" as const };
  try {
    const answer = await settleWaitingAttempt(services, { key: row.idempotencyKey, attempt: row.attempt }, before);
    return { signup: !answer.ok ? "closed" : answer.value.kind === "paid" ? "completed" : "still waiting" };
  } catch (error) {
    if (error instanceof LeaseLostError) return { signup: "taken over" };
    throw error;
  }
}
