/** The order page's "Invoices and credit notes": number, kind, date, amount and the PDF of each. */
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
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-muted text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Number
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Document
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Issued
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Amount
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  PDF
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => (
                <tr key={doc.number} className="border-t border-line">
                  <td className="px-3 py-2 font-mono">{doc.number}</td>
                  <td className="px-3 py-2">
                    {doc.kind}
                    {doc.corrects ? ` (corrects ${doc.corrects})` : ""}
                  </td>
                  <td className="px-3 py-2">
                    <time dateTime={doc.issuedAt}>{formatDateTime(doc.issuedAt)}</time>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{doc.amount}</td>
                  <td className="px-3 py-2">
                    {/* Visible text first, so the accessible name starts with what a voice user says. */}
                    <a href={doc.href} className="text-accent underline">
                      Open PDF<span className="sr-only">{` of ${doc.kind.toLowerCase()} ${doc.number}`}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
