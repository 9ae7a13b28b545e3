/** The billing page's "Invoices": number, date, total and the PDF of each, oldest first. */
import { BILLING_PAGES } from "../../content/billing";
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Number
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Total ({currencyCode})
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.number} className="border-b border-line last:border-0">
                  <td className="py-2 pr-4 font-mono whitespace-nowrap">{invoice.number}</td>
                  <td className="py-2 pr-4">{invoice.date}</td>
                  <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">{invoice.total}</td>
                  <td className="py-2">
                    <a href={invoice.pdfUrl} className="text-accent underline">
                      PDF<span className="sr-only"> of invoice {invoice.number}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{BILLING_PAGES.link.noInvoices}</p>
      )}
    </BillingSection>
  );
}
