/**
 * Reading issued invoices and credit notes: their links for mails, their PDFs for the public links and
 * the console, the lists of an order, and the accounting export. A PDF is rendered from the stored data
 * the first time it is asked for and kept (`pdf`, written only while still empty), so every later copy
 * is the same bytes.
 */
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { creditNotes, invoices } from "../../db/schema";
import type { Database } from "../../db/database";
import type { Services } from "../services";
import type { DocumentData, InvoiceData } from "./document";
import { documentUrl, type DocumentRef } from "./links";
import { renderDocumentPdf } from "./pdf";

/**
 * The public link of the invoice of charge `chargeRef` (Stripe's own PDF in Stripe mode), or undefined
 * when it has none; a failure is logged, never thrown (a mail goes out without the link).
 */
export async function invoiceLinkOfCharge(
  services: Pick<Services, "config" | "db" | "log">,
  chargeRef: string | undefined,
): Promise<string | undefined> {
  if (!chargeRef) return undefined;
  try {
    const [row] = await services.db
      .select({ id: invoices.id, pdfUrl: invoices.pdfUrl })
      .from(invoices)
      .where(eq(invoices.chargeRef, chargeRef))
      .limit(1);
    if (!row) return undefined;
    return row.pdfUrl ?? (await documentUrl(services, { kind: "invoice", id: row.id }));
  } catch (error) {
    services.log.error({ err: error }, "could not link an invoice");
    return undefined;
  }
}

/** The public link of a credit note (Stripe's own PDF in Stripe mode). */
export async function creditNoteLink(
  services: Pick<Services, "config" | "db">,
  note: { id: number; pdfUrl: string | null },
): Promise<string> {
  return note.pdfUrl ?? documentUrl(services, { kind: "credit_note", id: note.id });
}

/** A document's PDF to send. */
export interface DocumentPdf {
  number: string;
  kind: DocumentRef["kind"];
  /** Our own PDF, or for Stripe's documents the address of theirs. */
  pdf: Uint8Array | null;
  pdfUrl: string | null;
}

/** The PDF of a document (rendered and kept on first use), or undefined if there is no such document. */
export async function documentPdf(db: Database, ref: DocumentRef): Promise<DocumentPdf | undefined> {
  const table = ref.kind === "invoice" ? invoices : creditNotes;
  const [row] = await db
    .select({ number: table.number, data: table.data, pdf: table.pdf, pdfUrl: table.pdfUrl })
    .from(table)
    .where(eq(table.id, ref.id))
    .limit(1);
  if (!row) return undefined;
  if (row.pdf || row.pdfUrl) return { number: row.number, kind: ref.kind, pdf: row.pdf, pdfUrl: row.pdfUrl };
  const pdf = Buffer.from(await renderDocumentPdf(row.data as unknown as DocumentData));
  // Kept once: a concurrent first request renders the same bytes, and the first write wins.
  await db
    .update(table)
    .set({ pdf })
    .where(and(eq(table.id, ref.id), isNull(table.pdf)));
  return { number: row.number, kind: ref.kind, pdf, pdfUrl: null };
}

/** The headers of a document PDF: inline, named by its number, never stored by a cache. */
export function pdfHeaders(number: string): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${number.replace(/[^\w.-]/g, "_")}.pdf"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}

/** An order's documents as the console lists them (oldest first), amounts in minor units. */
export interface OrderDocument {
  kind: DocumentRef["kind"];
  id: number;
  number: string;
  issuedAt: Date;
  total: number;
  currencyCode: string;
  /** For a credit note: the invoice it corrects. */
  corrects: string | null;
  /** Stripe's own PDF, when the document is Stripe's. */
  pdfUrl: string | null;
}

/** The invoices and credit notes of subscription `subscriptionId`. */
export async function documentsOfSubscription(db: Database, subscriptionId: number): Promise<OrderDocument[]> {
  const issued = await db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const credited = await db
    .select({ note: creditNotes, corrects: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.subscriptionId, subscriptionId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  return [
    ...issued.map((i) => ({
      kind: "invoice" as const,
      id: i.id,
      number: i.number,
      issuedAt: i.issuedAt,
      total: i.total,
      currencyCode: i.currencyCode,
      corrects: null,
      pdfUrl: i.pdfUrl,
    })),
    ...credited.map(({ note, corrects }) => ({
      kind: "credit_note" as const,
      id: note.id,
      number: note.number,
      issuedAt: note.issuedAt,
      total: note.total,
      currencyCode: note.currencyCode,
      corrects,
      pdfUrl: note.pdfUrl,
    })),
  ].sort(byIssueSecond);
}

/**
 * Chronological at the providers' precision (a refund's `created` is whole seconds, an invoice's date may
 * hold milliseconds), and within one second an invoice before the credit notes that may correct it.
 */
function byIssueSecond(a: OrderDocument, b: OrderDocument): number {
  const second = (d: OrderDocument) => Math.floor(d.issuedAt.getTime() / 1000);
  return second(a) - second(b) || (a.kind === b.kind ? 0 : a.kind === "invoice" ? -1 : 1);
}

/** One line of the accounting export: an invoice, or a credit note with negative amounts. */
export interface AccountingLine {
  number: string;
  issuedAt: Date;
  buyer: string;
  country: string;
  taxId: string | null;
  net: number;
  tax: number;
  total: number;
  currencyCode: string;
  minorUnit: number;
}

/** Every invoice and credit note, newest first, as the accounting export lists them. */
export async function accountingLines(db: Database): Promise<AccountingLine[]> {
  const line = (
    row: {
      number: string;
      issuedAt: Date;
      net: number;
      tax: number;
      total: number;
      currencyCode: string;
      data: unknown;
    },
    sign: 1 | -1,
  ): AccountingLine => {
    const d = row.data as Pick<InvoiceData, "buyer" | "currency">;
    return {
      number: row.number,
      issuedAt: row.issuedAt,
      buyer: d.buyer.company || d.buyer.name,
      country: d.buyer.countryCode,
      taxId: d.buyer.taxId,
      net: sign * row.net,
      tax: sign * row.tax,
      total: sign * row.total,
      currencyCode: row.currencyCode,
      minorUnit: d.currency.minorUnit,
    };
  };
  const [issued, credited] = await Promise.all([
    db.select().from(invoices).orderBy(desc(invoices.issuedAt)),
    db.select().from(creditNotes).orderBy(desc(creditNotes.issuedAt)),
  ]);
  return [...issued.map((r) => line(r, 1)), ...credited.map((r) => line(r, -1))].sort(
    (a, b) => b.issuedAt.getTime() - a.issuedAt.getTime() || b.number.localeCompare(a.number),
  );
}
