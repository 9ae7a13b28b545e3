/**
 * Invoices and credit notes from the payment provider's events (server/billing/provider-events.ts):
 * - `invoice.paid`: the charge's invoice. Sandbox: one of ours, keyed by the charge (the first payment's
 *   was issued with the account, so its event finds it); a change of users' (`subscription_update`) with
 *   its prorated figures. Stripe: Stripe's own invoice, its number and
 *   `invoice_pdf` recorded so the console lists it and the receipt links it.
 * - `charge.refunded`: a credit note per refund the charge lists (`refunds.data`), keyed by refund id.
 * - `credit_note.created`: Stripe's own credit note, its number and `pdf` recorded; the sandbox's (a change
 *   to fewer users, credited to the customer's account) one of ours.
 * Each is idempotent: a redelivered event finds the document it issued.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { invoices, subscriptions, type InvoiceReason } from "../../db/schema";
import { idOf } from "../payments/expandable";
import { chargeIdOfInvoice } from "../payments/sandbox-objects";
import type { Services } from "../services";
import { referenceOf } from "../signup/reference";
import { issueCreditNote, issueInvoice, type CreditNoteRow, type InvoiceCharge, type InvoiceRow } from "./issue";

const fromSeconds = (s: number | null | undefined) => (typeof s === "number" ? new Date(s * 1000) : undefined);

const REASONS: Record<string, InvoiceReason> = {
  subscription_create: "subscription_create",
  subscription_cycle: "subscription_cycle",
  subscription_update: "subscription_update",
};

/** The charge an invoice was paid by (`payments.data[].payment.charge`, else its payment intent). */
function chargeOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const payment = invoice.payments?.data[0]?.payment;
  return idOf(payment?.charge) ?? idOf(payment?.payment_intent);
}

/**
 * The proration of a change of users' invoice (`billing_reason` `subscription_update`): its `subtotal`
 * before tax (else all of it), and the quantity and words of its last line (Stripe lists the unused time
 * at the old quantity first, the remaining time at the new one last). Undefined for any other invoice.
 */
function prorationOf(invoice: Stripe.Invoice, paid: number | undefined): InvoiceCharge["proration"] {
  if (invoice.billing_reason !== "subscription_update") return undefined;
  const line = invoice.lines?.data.at(-1);
  const total = paid ?? invoice.total ?? 0;
  return {
    net: invoice.subtotal ?? total,
    users: line?.quantity ?? 1,
    description: line?.description ?? "Change of users, rest of the period",
  };
}

/**
 * Issues (sandbox) or records (Stripe) the invoice of a paid provider invoice of subscription
 * `providerSubscriptionId`. @returns the invoice, or null when the subscription is not (yet) known here
 */
export async function invoiceOfPaidEvent(
  services: Services,
  invoice: Stripe.Invoice,
  providerSubscriptionId: string,
  at: Date,
): Promise<InvoiceRow | null> {
  const [s] = await services.db
    .select({ id: subscriptions.id, provider: subscriptions.provider })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  const invoiceId = invoice.id;
  if (!s || !invoiceId) return null;
  const stripe = s.provider === "stripe";
  const number = invoice.number ?? undefined;
  if (stripe && !number) return null; // a Stripe invoice is numbered once finalised, before it is paid
  const period = invoice.lines?.data[0]?.period;
  const periodStart = fromSeconds(period?.start) ?? at;
  const periodEnd = fromSeconds(period?.end) ?? at;
  // What the invoice is for: its total, of which the customer's credit may have paid a part (Stripe's
  // negative `starting_balance`) and the card the rest (`amount_paid`).
  const amountPaid = invoice.total ?? invoice.amount_paid ?? undefined;
  const balance = invoice.starting_balance ?? 0;
  const creditApplied = balance < 0 ? Math.min(-balance, amountPaid ?? 0) : 0;
  return services.db.transaction((tx) =>
    issueInvoice(tx, {
      subscriptionId: s.id,
      chargeRef: stripe ? invoiceId : (chargeOfInvoice(invoice) ?? invoiceId),
      reason: (invoice.billing_reason && REASONS[invoice.billing_reason]) || "subscription_cycle",
      provider: s.provider,
      issuedAt: at,
      periodStart,
      periodEnd,
      amountPaid,
      creditApplied,
      proration: prorationOf(invoice, amountPaid),
      reference: referenceOf(s.id),
      seller: services.config.seller,
      stripeDocument: stripe ? { number: number!, pdfUrl: invoice.invoice_pdf ?? null } : undefined,
    }),
  );
}

/** Issues a credit note for each refund a `charge.refunded` event's charge lists. */
export async function creditNotesOfRefundedCharge(
  services: Services,
  charge: Stripe.Charge,
  at: Date,
): Promise<CreditNoteRow[]> {
  if (!charge.id) return [];
  const notes: CreditNoteRow[] = [];
  for (const refund of charge.refunds?.data ?? []) {
    if (!refund.id || !refund.amount) continue;
    const note = await issueCreditNote(services.db, {
      refundRef: refund.id,
      chargeRef: charge.id,
      amount: refund.amount,
      provider: "sandbox",
      issuedAt: fromSeconds(refund.created) ?? at,
    });
    if (note) notes.push(note);
  }
  return notes;
}

/**
 * A credit note of the provider (`credit_note.created`) against the invoice it names: Stripe's own one
 * recorded (its number and PDF), or for the sandbox's invoices one of ours, credited to the customer's
 * account (the sandbox issues credit notes only for a change to fewer users, decision 0072).
 * @returns the credit note, or null when the invoice is not known here (or Stripe's note has no number yet)
 */
export async function creditNoteOfEvent(
  services: Services,
  note: Stripe.CreditNote,
  at: Date,
): Promise<CreditNoteRow | null> {
  const { id, total } = note;
  const invoiceId = idOf(note.invoice);
  if (!id || !invoiceId || typeof total !== "number") return null;
  const sandboxCharge = chargeIdOfInvoice(invoiceId);
  const [invoice] = await services.db
    .select({ chargeRef: invoices.chargeRef, provider: invoices.provider })
    .from(invoices)
    .where(sandboxCharge ? eq(invoices.chargeRef, sandboxCharge) : eq(invoices.chargeRef, invoiceId))
    .limit(1);
  if (!invoice) return null;
  const issuedAt = fromSeconds(note.created) ?? at;
  if (invoice.provider === "sandbox")
    return issueCreditNote(services.db, {
      refundRef: id,
      chargeRef: invoice.chargeRef,
      amount: total,
      provider: "sandbox",
      issuedAt,
      accountCredit: { description: note.memo ?? "Credit to your account" },
    });
  const number = note.number;
  if (!number) return null;
  return issueCreditNote(services.db, {
    refundRef: id,
    chargeRef: invoiceId,
    amount: total,
    provider: "stripe",
    issuedAt,
    stripeDocument: { number, pdfUrl: note.pdf ?? null },
  });
}
