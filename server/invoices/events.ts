/**
 * Invoices and credit notes from the payment provider's events (server/signup/subscription-events.ts):
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
import { invoices, subscriptions, type InvoiceReason } from "../../db/schema";
import { chargeIdOfInvoice } from "../payments/sandbox-objects";
import type { Services } from "../services";
import { referenceOf } from "../signup/reference";
import { issueCreditNote, issueInvoice, type CreditNoteRow, type InvoiceCharge, type InvoiceRow } from "./issue";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});
const str = (v: unknown): string | undefined =>
  typeof v === "string" ? v : typeof obj(v).id === "string" ? (obj(v).id as string) : undefined;
const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);
const fromSeconds = (s: number | undefined) => (s === undefined ? undefined : new Date(s * 1000));

const REASONS: Record<string, InvoiceReason> = {
  subscription_create: "subscription_create",
  subscription_cycle: "subscription_cycle",
  subscription_update: "subscription_update",
};

/** The charge an invoice was paid by (current API: `payments.data[].payment.charge`). */
function chargeOfInvoice(invoice: Obj): string | undefined {
  const payment = obj(obj((obj(invoice.payments).data as unknown[] | undefined)?.[0]).payment);
  return str(payment.charge) ?? str(payment.payment_intent) ?? str(invoice.charge) ?? str(invoice.payment_intent);
}

/**
 * The proration of a change of users' invoice (`billing_reason` `subscription_update`): its `subtotal`
 * before tax (else all of it), and the quantity and words of its last line (Stripe lists the unused time
 * at the old quantity first, the remaining time at the new one last). Undefined for any other invoice.
 */
function prorationOf(invoice: Obj, paid: number | undefined): InvoiceCharge["proration"] {
  if (invoice.billing_reason !== "subscription_update") return undefined;
  const line = obj((obj(invoice.lines).data as unknown[] | undefined)?.at(-1));
  const total = paid ?? num(invoice.total) ?? 0;
  return {
    net: num(invoice.subtotal) ?? total,
    users: num(line.quantity) ?? 1,
    description: typeof line.description === "string" ? line.description : "Change of users, rest of the period",
  };
}

/**
 * Issues (sandbox) or records (Stripe) the invoice of a paid provider invoice of subscription
 * `providerSubscriptionId`. @returns the invoice, or null when the subscription is not (yet) known here
 */
export async function invoiceOfPaidEvent(
  services: Services,
  invoice: Obj,
  providerSubscriptionId: string,
  at: Date,
): Promise<InvoiceRow | null> {
  const [s] = await services.db
    .select({ id: subscriptions.id, provider: subscriptions.provider })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  const invoiceId = str(invoice.id);
  if (!s || !invoiceId) return null;
  const stripe = s.provider === "stripe";
  const number = typeof invoice.number === "string" ? invoice.number : undefined;
  if (stripe && !number) return null; // a Stripe invoice is numbered once finalised, before it is paid
  const line = obj((obj(invoice.lines).data as unknown[] | undefined)?.[0]);
  const period = obj(line.period);
  const periodStart = fromSeconds(num(period.start)) ?? at;
  const periodEnd = fromSeconds(num(period.end)) ?? at;
  // What the invoice is for: its total, of which the customer's credit may have paid a part (Stripe's
  // negative `starting_balance`) and the card the rest (`amount_paid`).
  const amountPaid = num(invoice.total) ?? num(invoice.amount_paid);
  const balance = num(invoice.starting_balance) ?? 0;
  const creditApplied = balance < 0 ? Math.min(-balance, amountPaid ?? 0) : 0;
  return services.db.transaction((tx) =>
    issueInvoice(tx, {
      subscriptionId: s.id,
      chargeRef: stripe ? invoiceId : (chargeOfInvoice(invoice) ?? invoiceId),
      reason: REASONS[String(invoice.billing_reason)] ?? "subscription_cycle",
      provider: s.provider,
      issuedAt: at,
      periodStart,
      periodEnd,
      amountPaid,
      creditApplied,
      proration: prorationOf(invoice, amountPaid),
      reference: referenceOf(s.id),
      seller: services.config.seller,
      stripeDocument: stripe
        ? { number: number!, pdfUrl: typeof invoice.invoice_pdf === "string" ? invoice.invoice_pdf : null }
        : undefined,
    }),
  );
}

/** Issues a credit note for each refund a `charge.refunded` event's charge lists. */
export async function creditNotesOfRefundedCharge(services: Services, charge: Obj, at: Date): Promise<CreditNoteRow[]> {
  const chargeId = str(charge.id);
  const refunds = (obj(charge.refunds).data as unknown[] | undefined) ?? [];
  if (!chargeId) return [];
  const notes: CreditNoteRow[] = [];
  for (const refund of refunds.map(obj)) {
    const id = str(refund.id);
    const amount = num(refund.amount);
    if (!id || !amount) continue;
    const note = await issueCreditNote(services.db, {
      refundRef: id,
      chargeRef: chargeId,
      amount,
      provider: "sandbox",
      issuedAt: fromSeconds(num(refund.created)) ?? at,
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
export async function creditNoteOfEvent(services: Services, note: Obj, at: Date): Promise<CreditNoteRow | null> {
  const id = str(note.id);
  const invoiceId = str(note.invoice);
  const total = num(note.total);
  if (!id || !invoiceId || total === undefined) return null;
  const sandboxCharge = chargeIdOfInvoice(invoiceId);
  const [invoice] = await services.db
    .select({ chargeRef: invoices.chargeRef, provider: invoices.provider })
    .from(invoices)
    .where(sandboxCharge ? eq(invoices.chargeRef, sandboxCharge) : eq(invoices.chargeRef, invoiceId))
    .limit(1);
  if (!invoice) return null;
  const issuedAt = fromSeconds(num(note.created)) ?? at;
  if (invoice.provider === "sandbox")
    return issueCreditNote(services.db, {
      refundRef: id,
      chargeRef: invoice.chargeRef,
      amount: total,
      provider: "sandbox",
      issuedAt,
      accountCredit: { description: typeof note.memo === "string" ? note.memo : "Credit to your account" },
    });
  const number = typeof note.number === "string" ? note.number : undefined;
  if (!number) return null;
  return issueCreditNote(services.db, {
    refundRef: id,
    chargeRef: invoiceId,
    amount: total,
    provider: "stripe",
    issuedAt,
    stripeDocument: { number, pdfUrl: typeof note.pdf === "string" ? note.pdf : null },
  });
}
