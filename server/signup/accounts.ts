/**
 * Writing the account of a paid sign-up: company, owner user and subscription in ONE transaction,
 * together with the idempotency row's final answer, so either everything exists and identical
 * requests replay the success, or nothing does. The answer is written only while the request still owns
 * the attempt (its lease), so an attempt the recovery job has taken over to refund can never also
 * become an account.
 */
import {
  companies,
  signupRequests,
  subscriptions,
  users,
  type PaymentRecordJson,
  type PendingAccountJson,
} from "../../db/schema";
import { SIGNUP_MESSAGES, type PlanData, type RegisteredAccount } from "../../app/domain/signup";
import type { Quote } from "../../app/domain/pricing";
import type { Database } from "../../db/database";
import { confirmRedemption } from "../promotions/redemptions";
import { LeaseLostError, ownedBy, type Lease } from "./lease";
import { settledPayment } from "./settled-payment";
import { emailIs } from "../db/email";
import { issueInvoice } from "../invoices/issue";
import type { Seller } from "../seller-config";
import { referenceOf } from "./reference";

/** Whether an account already uses this address (compared lower-cased). */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(emailIs(users.email, email)).limit(1);
  return rows.length > 0;
}

/** Whether `error` (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** Who the account is for (the registration's details, or those kept while 3-D Secure was pending). */
export interface AccountHolder {
  first_name: string;
  last_name: string;
  company_name: string;
  country_id: number;
}

/** Everything the account is made of. */
export interface NewAccount {
  registration: AccountHolder;
  /** The buyer's checked tax ID and kind, and the IP's country at purchase (server/tax/buyer-tax.ts). */
  tax?: PendingAccountJson["tax"];
  email: string;
  passwordHash: string;
  quote: Quote;
  /** The order in the registration payload's names, as priced by the server (echoed in the answer). */
  planData: PlanData;
  payment: PaymentRecordJson;
  /** The request's hold on the attempt; its key is the subscription's `signup_key`. */
  lease: Lease;
  periodStart: Date;
  periodEnd: Date;
  /**
   * The seller the first payment's invoice names (server/config.ts `seller`); omitted: no invoice is
   * issued (Stripe mode, whose invoices are Stripe's, and tests of the account write alone).
   */
  seller?: Seller;
}

/**
 * Creates company, user and subscription and records the success answer, atomically.
 * @returns the success body (`{message, data}` with public fields only)
 * @throws LeaseLostError (nothing written) if the attempt is no longer this request's; the database
 *   error (e.g. a unique violation if the address was taken meanwhile)
 */
export async function createAccount(
  db: Database,
  a: NewAccount,
): Promise<{ message: string; data: RegisteredAccount }> {
  const r = a.registration;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: r.company_name, countryId: r.country_id })
      .returning({ id: companies.id });
    if (!company) throw new Error("company insert returned nothing");
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: a.email,
        passwordHash: a.passwordHash,
        role: "owner",
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error("user insert returned nothing");
    const q = a.quote;
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        companyId: company.id,
        planId: q.plan_id,
        planTypeId: q.plan_type_id,
        envelopeId: q.envelope_id,
        currencyCode: q.currency,
        users: q.users,
        amount: q.amount,
        saveAmount: q.save_amount,
        taxPercent: q.tax_percent,
        taxAmount: q.tax_amount,
        // Decided once, at purchase (server/tax/buyer-tax.ts); renewals and invoices reuse it.
        // An attempt stored before the reason existed was priced at the standard rate.
        taxReason: q.tax_reason ?? "standard",
        taxId: a.tax?.taxId ?? null,
        taxIdType: a.tax?.taxIdType ?? null,
        ipCountryCode: a.tax?.ipCountryCode ?? null,
        total: q.total,
        status: "active",
        provider: a.payment.provider,
        providerCustomerId: a.payment.customerId ?? null,
        providerSubscriptionId: a.payment.subscriptionId ?? null,
        providerPaymentId: a.payment.paymentId ?? null,
        signupKey: a.lease.key,
        currentPeriodStart: a.periodStart,
        currentPeriodEnd: a.periodEnd,
        // Whole seconds, as providers date their events: an event from the same second still applies.
        stateAt: new Date(Math.floor(a.periodStart.getTime() / 1000) * 1000),
      })
      .returning({ id: subscriptions.id });
    if (!subscription) throw new Error("subscription insert returned nothing");
    // The order's promotion code use (if any) counts from now, with the account or not at all.
    await confirmRedemption(tx, a.lease.key, subscription.id, a.periodStart);
    const body = {
      message: SIGNUP_MESSAGES.success,
      data: {
        user_id: user.id,
        company_id: company.id,
        subscription_id: subscription.id,
        first_name: r.first_name,
        last_name: r.last_name,
        email: a.email,
        company_name: r.company_name,
        country_id: r.country_id,
        ...a.planData,
        tax_amount: q.tax_amount,
        current_period_end: a.periodEnd.toISOString(),
      } satisfies RegisteredAccount,
    };
    const finished = await tx
      .update(signupRequests)
      .set({
        status: "succeeded",
        outcome: "paid",
        responseBody: JSON.stringify(body),
        payment: settledPayment(a.payment),
        pending: null,
        updatedAt: a.periodStart,
      })
      .where(ownedBy(a.lease))
      .returning({ key: signupRequests.idempotencyKey });
    if (finished.length === 0) throw new LeaseLostError(a.lease); // rolls the account back
    // Last, so the invoice series' counter row stays locked only for the rest of this commit.
    if (a.seller && a.payment.paymentId)
      await issueInvoice(tx, {
        subscriptionId: subscription.id,
        chargeRef: a.payment.paymentId,
        reason: "subscription_create",
        provider: a.payment.provider,
        issuedAt: a.periodStart,
        periodStart: a.periodStart,
        periodEnd: a.periodEnd,
        reference: referenceOf(subscription.id),
        seller: a.seller,
      });
    return body;
  });
}
