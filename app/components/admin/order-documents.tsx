/** The order page's "Invoices and credit notes": number, kind, date, amount and the PDF of each. */
import { InvoicesTable } from "../invoices/invoices-table";
import { formatDateTime } from "./format";

/** One document as the loader shows it (text only). */
export interface OrderDocumentView {
  kind: string;
  number: string;
  issuedAt: string;
  amount: string;
  corrects: string | null;
  href: string;
}

export function OrderDocuments({ documents }: { documents: OrderDocumentView[] }) {
  return (
    <section aria-labelledby="documents-heading" className="mt-6">
      <h2 id="documents-heading" className="mb-2 text-lg font-semibold">
        Invoices and credit notes
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-ink-muted">No invoice has been issued for this order.</p>
      ) : (
        <InvoicesTable
          rows={documents.map((doc) => ({ ...doc, date: formatDateTime(doc.issuedAt), dateTime: doc.issuedAt }))}
          dateHeader="Issued"
          amountHeader="Amount"
          kindColumn
          linkText="Open PDF"
          pdfHeader
          framed
        />
      )}
    </section>
  );
}
