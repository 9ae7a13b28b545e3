/**
 * Invoices and credit notes (decision 0041): one immutable row
 * per document, never updated once issued except to keep its rendered PDF the first time it is made.
 * Numbers come from one gapless series per kind (`document_counters`, a row locked in the transaction
 * that records the charge or refund, so a rolled-back charge gives its number back); a sequence would
 * skip. In Stripe mode the rows record Stripe's own documents (number and PDF address) instead.
 */
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { subscriptions } from "./accounts";

/** PostgreSQL `bytea` as a Buffer (PGlite returns a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The document kinds, each with its own series. */
export const DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The last number issued per kind; the row is locked by `UPDATE … RETURNING` while a document is issued. */
export const documentCounters = pgTable("document_counters", {
  kind: text("kind", { enum: DOCUMENT_KINDS }).primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** What kind of charge an invoice is for (Stripe's `billing_reason` words). */
export const INVOICE_REASONS = ["subscription_create", "subscription_cycle", "subscription_update"] as const;
export type InvoiceReason = (typeof INVOICE_REASONS)[number];

/**
 * An invoice: issued once per successful charge (`charge_ref` is unique, so a redelivered event or a
 * retried charge finds the first one). `data` is exactly what the PDF shows (server/invoices/document.ts
 * `InvoiceData`); the money columns repeat its figures for lists and the accounting export (minor units).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    reason: text("reason", { enum: INVOICE_REASONS }).notNull(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    /** The provider's charge (sandbox charge, Stripe PaymentIntent or invoice id) this invoice is for. */
    chargeRef: text("charge_ref").notNull().unique(),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    currencyCode: text("currency_code").notNull(),
    net: integer("net").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** The rendered PDF, kept the first time it is made (null until then, and for Stripe's documents). */
    pdf: bytea("pdf"),
    /** Stripe mode: the address of Stripe's own PDF (`invoice_pdf`). */
    pdfUrl: text("pdf_url"),
  },
  (t) => [index("invoices_subscription_idx").on(t.subscriptionId, t.issuedAt)],
);

/**
 * A credit note: one per refund (`refund_ref` unique), correcting one invoice; `net` and `tax` split the
 * refunded `total` by that invoice's rate (minor units).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    /** The provider's refund id (`re_…`), or Stripe's credit note id. */
    refundRef: text("refund_ref").notNull().unique(),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    currencyCode: text("currency_code").notNull(),
    net: integer("net").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    pdf: bytea("pdf"),
    pdfUrl: text("pdf_url"),
  },
  (t) => [index("credit_notes_invoice_idx").on(t.invoiceId)],
);
