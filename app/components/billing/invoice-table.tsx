/** The billing page's "Invoices": number, date, total and the PDF of each, oldest first. */
import { BILLING_PAGES } from "../../content/billing";
import { InvoicesTable } from "../invoices/invoices-table";
import { BillingSection } from "./billing-section";

/** One invoice as the page lists it (figures already formatted). */
export interface InvoiceRow {
  number: string;
  date: string;
  total: string;
  pdfUrl: string;
}

/** The "Invoices" panel: a table of `invoices`, or a line saying there are none yet. */
export function InvoiceTable({ invoices, currencyCode }: { invoices: readonly InvoiceRow[]; currencyCode: string }) {
  return (
    <BillingSection id="billing-invoices" title="Invoices">
      {invoices.length ? (
        <InvoicesTable
          rows={invoices.map((i) => ({
            number: i.number,
            kind: "Invoice",
            date: i.date,
            amount: i.total,
            href: i.pdfUrl,
          }))}
          dateHeader="Date"
          amountHeader={`Total (${currencyCode})`}
          linkText="PDF"
        />
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{BILLING_PAGES.link.noInvoices}</p>
      )}
    </BillingSection>
  );
}
