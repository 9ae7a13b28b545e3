/**
 * What a customer's billing page shows: the plan, users, period, next
 * payment, card and invoices of one subscription. Amounts in minor units of `currency`; each invoice
 * carries its PDF link (server/invoices/links.ts), Stripe's own for Stripe's documents.
 */
import { eq } from "drizzle-orm";
import {
  currencies,
  plans,
  planTypes,
  sandboxPaymentMethods,
  sandboxSubscriptions,
  subscriptions,
} from "../../db/schema";
import { documentsOfSubscription } from "../invoices/queries";
import { documentUrl } from "../invoices/links";
import { renewalAmount } from "../payments/sandbox";
import type { Services } from "../services";

/** One invoice as the billing page lists it. */
export interface BillingInvoice {
  number: string;
  issuedAt: Date;
  total: number;
  pdfUrl: string;
}

/** A subscription as its billing page shows it. */
export interface BillingAccount {
  subscriptionId: number;
  provider: "sandbox" | "stripe";
  /** The provider's customer (`cus_…`), for Stripe's customer portal. */
  providerCustomerId: string | null;
  planId: number;
  planTypeId: number;
  planName: string;
  periodName: string;
  users: number;
  status: string;
  /** Whether the subscription ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** What the next renewal charges (tax included), the account's credit taken off first. */
  nextAmount: number;
  /** The customer's account credit (a change to fewer users), taken off the next payments. */
  creditBalance: number;
  currency: { code: string; symbol: string; minor_unit: number };
  card: { brand: string; last4: string } | null;
  invoices: BillingInvoice[];
}

/** The billing page of subscription `subscriptionId`, or undefined if there is none. */
export async function billingAccount(
  services: Pick<Services, "config" | "db">,
  subscriptionId: number,
): Promise<BillingAccount | undefined> {
  const [row] = await services.db
    .select({
      s: subscriptions,
      planName: plans.name,
      periodName: planTypes.name,
      symbol: currencies.symbol,
      minorUnit: currencies.minorUnit,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(planTypes, eq(planTypes.id, subscriptions.planTypeId))
    .innerJoin(currencies, eq(currencies.code, subscriptions.currencyCode))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return undefined;
  const { s } = row;
  let card: BillingAccount["card"] = null;
  let nextAmount = s.total;
  let creditBalance = 0;
  if (s.provider === "sandbox" && s.providerSubscriptionId) {
    const [sandbox] = await services.db
      .select({ sub: sandboxSubscriptions, brand: sandboxPaymentMethods.brand, last4: sandboxPaymentMethods.last4 })
      .from(sandboxSubscriptions)
      .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxSubscriptions.paymentMethodId))
      .where(eq(sandboxSubscriptions.id, s.providerSubscriptionId));
    if (sandbox) {
      card = { brand: sandbox.brand, last4: sandbox.last4 };
      creditBalance = sandbox.sub.creditBalance;
      nextAmount = Math.max(0, renewalAmount(sandbox.sub, sandbox.sub.currentPeriodEnd) - creditBalance);
    }
  }
  const documents = (await documentsOfSubscription(services.db, s.id)).filter((d) => d.kind === "invoice");
  const invoices = await Promise.all(
    documents.map(async (d) => ({
      number: d.number,
      issuedAt: d.issuedAt,
      total: d.total,
      pdfUrl: d.pdfUrl ?? (await documentUrl(services, { kind: "invoice", id: d.id })),
    })),
  );
  return {
    subscriptionId: s.id,
    provider: s.provider,
    providerCustomerId: s.providerCustomerId,
    planId: s.planId,
    planTypeId: s.planTypeId,
    planName: row.planName,
    periodName: row.periodName,
    users: s.users,
    status: s.status,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    nextAmount,
    creditBalance,
    currency: { code: s.currencyCode, symbol: row.symbol, minor_unit: row.minorUnit },
    card,
    invoices,
  };
}
