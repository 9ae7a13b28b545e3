/**
 * Issuing invoices and credit notes (decision 0041).
 * - `issueInvoice` runs inside the transaction that records a successful charge (the sign-up's account,
 *   a renewal's or a plan change's event), so the document exists exactly when the charge is recorded.
 * - `issueCreditNote` records one refund against the invoice of the refunded charge, or one credit to the
 *   customer's account (a change to fewer users) against the invoice of the period it credits.
 * Numbers come from one gapless series per kind: the kind's counter row is locked (`SELECT … FOR
 * UPDATE`) before anything else is decided, then the document is looked up by its charge or refund (a
 * redelivered event, a retried charge or a repeated refund finds the first one and takes no number),
 * and only then is the counter moved on, in the same transaction as the document's row: a rollback
 * gives the number back, and concurrent issuers (any instance) wait on the row one after the other.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  companies,
  countries,
  creditNotes,
  currencies,
  documentCounters,
  envelopeTiers,
  invoices,
  plans,
  planTypes,
  promotionRedemptions,
  promotions,
  subscriptions,
  users,
  type DocumentKind,
  type InvoiceReason,
} from "../../db/schema";
import type { Database } from "../../db/database";
import { SITE } from "../../app/content/site-settings";
import type { Seller } from "../seller-config";
import { sellerParty, splitGross, type CreditNoteData, type InvoiceData, type TaxFacts } from "./document";

/** A transaction (or the database itself) to issue in. */
export type Tx = Pick<Database, "select" | "insert" | "update">;

/** Number prefixes: the series are told apart by them (decision 0041). */
export const NUMBER_PREFIX: Record<DocumentKind, string> = { invoice: "DS-INV-", credit_note: "DS-CN-" };

/** "DS-INV-000042": the prefix and the counter, at least six digits. */
export const documentNumber = (kind: DocumentKind, n: number) => `${NUMBER_PREFIX[kind]}${String(n).padStart(6, "0")}`;

/** Locks the kind's counter row (created at 0 on first use) and @returns the last number issued. */
async function lockCounter(tx: Tx, kind: DocumentKind): Promise<number> {
  await tx.insert(documentCounters).values({ kind, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ last: documentCounters.lastNumber })
    .from(documentCounters)
    .where(eq(documentCounters.kind, kind))
    .for("update");
  if (!row) throw new Error(`document counter ${kind} missing`);
  return row.last;
}

/** Moves the locked counter on to `n` and @returns the document number. */
async function takeNumber(tx: Tx, kind: DocumentKind, n: number): Promise<string> {
  await tx.update(documentCounters).set({ lastNumber: n }).where(eq(documentCounters.kind, kind));
  return documentNumber(kind, n);
}

/** A charge to invoice: which subscription, the provider's charge, what it paid for and when. */
export interface InvoiceCharge {
  subscriptionId: number;
  /** The provider's charge (sandbox charge id, Stripe PaymentIntent or invoice id): one invoice each. */
  chargeRef: string;
  reason: InvoiceReason;
  provider: "sandbox" | "stripe";
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  /** Minor units charged; omitted: the subscription's `total` (the first payment). */
  amountPaid?: number;
  /** The order's reference printed on receipts. */
  reference: string;
  seller: Seller;
  /** Stripe mode: Stripe's own document (its number and PDF address) instead of one of ours. */
  stripeDocument?: { number: string; pdfUrl: string | null };
  /** What the customer's account credit paid of the invoice (minor units); the rest was charged. */
  creditApplied?: number;
  /**
   * A change of users' prorated charge (`reason` `subscription_update`): its net amount before tax (minor
   * units), the users after the change and the line's words; the line covers `periodStart` to `periodEnd`.
   */
  proration?: { net: number; users: number; description: string };
}

/** An issued invoice as a list shows it. */
export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** Everything an invoice names about its subscription, read in the issuing transaction. */
async function subscriptionFacts(tx: Tx, subscriptionId: number) {
  const [row] = await tx
    .select({
      s: subscriptions,
      company: companies.name,
      country: countries.name,
      countryCode: countries.code,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      plan: plans.name,
      period: planTypes.name,
      tier: envelopeTiers.text,
      minorUnit: currencies.minorUnit,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.role, "owner")))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(planTypes, eq(planTypes.id, subscriptions.planTypeId))
    .innerJoin(currencies, eq(currencies.code, subscriptions.currencyCode))
    .leftJoin(
      envelopeTiers,
      and(
        eq(envelopeTiers.planId, subscriptions.planId),
        eq(envelopeTiers.planTypeId, subscriptions.planTypeId),
        eq(envelopeTiers.currencyCode, subscriptions.currencyCode),
        eq(envelopeTiers.tierId, subscriptions.envelopeId),
      ),
    )
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  if (!row) throw new Error(`subscription ${subscriptionId} not found for its invoice`);
  const [promotion] = await tx
    .select({ code: promotions.code, discount: promotionRedemptions.discountAmount })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .where(and(eq(promotionRedemptions.subscriptionId, subscriptionId), eq(promotionRedemptions.status, "redeemed")))
    .limit(1);
  return { ...row, promotion };
}

/**
 * The figures of a payment of `paid` minor units on subscription `s`: the first payment's recorded
 * figures; a renewal at the full price without discount; otherwise (a discount that ended or changed)
 * `paid` split at the subscription's rate, the difference to the list price shown as the discount.
 */
function figuresOf(
  s: typeof subscriptions.$inferSelect,
  paid: number,
  promotion: { code: string; discount: number } | undefined,
): { line: number; net: number; tax: number; discount: { code: string | null; amount: number } | null } {
  const { net, tax } =
    paid === s.total ? { net: s.total - s.taxAmount, tax: s.taxAmount } : splitGross(paid, s.taxPercent);
  // The line is the list price (since a change of users, its price); a payment above it (a price change)
  // is shown at what was paid.
  const line = Math.max(s.periodAmount ?? s.amount, net);
  const off = line - net;
  return { line, net, tax, discount: off > 0 ? { code: promotion?.code ?? null, amount: off } : null };
}

/**
 * Issues the invoice of a successful charge, in the caller's transaction (see the module comment).
 * @returns the invoice (the existing one when this charge was invoiced before)
 * @throws database errors (the caller's transaction then rolls back, number included)
 */
export async function issueInvoice(tx: Tx, charge: InvoiceCharge): Promise<InvoiceRow> {
  const last = charge.stripeDocument ? 0 : await lockCounter(tx, "invoice");
  const [existing] = await tx.select().from(invoices).where(eq(invoices.chargeRef, charge.chargeRef)).limit(1);
  if (existing) return existing;
  const f = await subscriptionFacts(tx, charge.subscriptionId);
  const s = f.s;
  const paid = charge.amountPaid ?? s.total;
  // A proration is the difference for the rest of the period: no list price, no discount of its own.
  const { line, net, tax, discount } = charge.proration
    ? { line: charge.proration.net, net: charge.proration.net, tax: paid - charge.proration.net, discount: null }
    : figuresOf(s, paid, f.promotion);
  const number = charge.stripeDocument ? charge.stripeDocument.number : await takeNumber(tx, "invoice", last + 1);
  const taxFacts: TaxFacts = { reason: s.taxReason, percent: s.taxPercent, amount: tax };
  const data: InvoiceData = {
    kind: "invoice",
    number,
    issuedAt: charge.issuedAt.toISOString(),
    reason: charge.reason,
    reference: charge.reference,
    seller: sellerParty(charge.seller, f.countryCode, s.taxReason),
    buyer: {
      company: f.company,
      name: `${f.firstName} ${f.lastName}`,
      email: f.email,
      country: f.country,
      countryCode: f.countryCode,
      taxId: s.taxId,
      taxIdType: s.taxIdType,
    },
    currency: { code: s.currencyCode, minorUnit: f.minorUnit },
    lines: [
      {
        description: `${SITE.name} ${f.plan} (${f.period})`,
        tier: charge.proration?.description ?? f.tier ?? "",
        users: charge.proration?.users ?? s.users,
        periodStart: charge.periodStart.toISOString(),
        periodEnd: charge.periodEnd.toISOString(),
        amount: line,
      },
    ],
    discount,
    net,
    tax: taxFacts,
    total: paid,
    paidAt: charge.issuedAt.toISOString(),
    ...(charge.creditApplied ? { creditApplied: charge.creditApplied } : {}),
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      issuedAt: charge.issuedAt,
      reason: charge.reason,
      subscriptionId: s.id,
      chargeRef: charge.chargeRef,
      provider: charge.provider,
      currencyCode: s.currencyCode,
      net,
      tax,
      total: paid,
      data: data as unknown as Record<string, unknown>,
      pdfUrl: charge.stripeDocument?.pdfUrl ?? null,
    })
    .returning();
  if (!row) throw new Error("invoice insert returned nothing");
  return row;
}

/** A refund to credit: the provider's refund, the charge it refunds and the amount (minor units). */
export interface CreditRefund {
  refundRef: string;
  chargeRef: string;
  amount: number;
  provider: "sandbox" | "stripe";
  issuedAt: Date;
  /** Stripe mode: Stripe's own credit note instead of one of ours. */
  stripeDocument?: { number: string; pdfUrl: string | null };
  /** Credited to the customer's account instead of refunded (a change to fewer users), with its words. */
  accountCredit?: { description: string };
}

/**
 * Issues the credit note of a refund, in its own transaction. The refunded amount is split into net and
 * tax by the corrected invoice's rate; the credit note that completes the invoice's refund takes exactly
 * what is left of its net and tax, so the credit notes of an invoice add up to it to the cent.
 * @returns the credit note (the existing one for a refund credited before), or null when the charge has
 *   no invoice (a sign-up refunded before it became an account)
 */
export async function issueCreditNote(db: Database, refund: CreditRefund): Promise<CreditNoteRow | null> {
  return db.transaction(async (tx) => {
    const last = refund.stripeDocument ? 0 : await lockCounter(tx, "credit_note");
    const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundRef, refund.refundRef)).limit(1);
    if (existing) return existing;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.chargeRef, refund.chargeRef)).limit(1);
    if (!invoice) return null;
    const [credited] = await tx
      .select({
        net: sql<string>`coalesce(sum(${creditNotes.net}), 0)`,
        total: sql<string>`coalesce(sum(${creditNotes.total}), 0)`,
      })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    const creditedTotal = Number(credited?.total ?? 0);
    const amount = Math.min(refund.amount, Math.max(0, invoice.total - creditedTotal));
    const invoiceData = invoice.data as unknown as InvoiceData;
    const completes = creditedTotal + amount >= invoice.total;
    const net = completes ? invoice.net - Number(credited?.net ?? 0) : splitGross(amount, invoiceData.tax.percent).net;
    const number = refund.stripeDocument ? refund.stripeDocument.number : await takeNumber(tx, "credit_note", last + 1);
    const line = invoiceData.lines[0];
    const data: CreditNoteData = {
      kind: "credit_note",
      number,
      issuedAt: refund.issuedAt.toISOString(),
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt.toISOString(),
      reference: invoiceData.reference,
      seller: invoiceData.seller,
      buyer: invoiceData.buyer,
      currency: invoiceData.currency,
      description: refund.accountCredit
        ? refund.accountCredit.description
        : `Refund of invoice ${invoice.number}${line ? `: ${line.description}` : ""}`,
      net,
      tax: { ...invoiceData.tax, amount: amount - net },
      total: amount,
      ...(refund.accountCredit ? { settlement: "account_credit" as const } : {}),
    };
    const [row] = await tx
      .insert(creditNotes)
      .values({
        number,
        issuedAt: refund.issuedAt,
        invoiceId: invoice.id,
        subscriptionId: invoice.subscriptionId,
        refundRef: refund.refundRef,
        provider: refund.provider,
        currencyCode: invoice.currencyCode,
        net,
        tax: amount - net,
        total: amount,
        data: data as unknown as Record<string, unknown>,
        pdfUrl: refund.stripeDocument?.pdfUrl ?? null,
      })
      .returning();
    return row ?? null;
  });
}
