/**
 * The table of a customer's invoices and credit notes, one markup for the two pages that list them: the
 * billing page's "Invoices" (app/components/billing/invoice-table.tsx) and the console order page's
 * "Invoices and credit notes" (app/components/admin/order-documents.tsx). Each page names its columns;
 * every row has its number, date, amount and a link to its PDF named "<link text> of <kind> <number>".
 */

/** One document, its figures already formatted. */
export interface InvoicesTableRow {
  number: string;
  /** "Invoice" or "Credit note": the link's name says it, and the "Document" column shows it when there is one. */
  kind: string;
  /** The invoice a credit note corrects, shown beside its kind. */
  corrects?: string | null;
  /** The date as shown, and as ISO 8601 for a `<time>` when the page has it. */
  date: string;
  dateTime?: string;
  amount: string;
  /** The PDF's address. */
  href: string;
}

/** Props: the rows, the columns' headers, the link's visible text, and whether the table has a frame of its own. */
export interface InvoicesTableProps {
  rows: readonly InvoicesTableRow[];
  /** Headers of the date and amount columns ("Issued", "Amount"; "Date", "Total (SGD)"). */
  dateHeader: string;
  amountHeader: string;
  /** A "Document" column with each row's kind (a list of invoices alone has none). */
  kindColumn?: boolean;
  /** The PDF link's visible text ("Open PDF", "PDF"); the column's "PDF" header is visible only with `pdfHeader`. */
  linkText: string;
  pdfHeader?: boolean;
  /** Framed: a bordered panel with a tinted header row (the console); otherwise rules between rows (the billing page). */
  framed?: boolean;
}

const LOOKS = {
  framed: {
    wrapper: "overflow-x-auto rounded-lg border border-line bg-surface",
    head: "bg-surface-muted text-ink-muted",
    headRow: "",
    th: "px-3 py-2 font-semibold",
    row: "border-t border-line",
    td: "px-3 py-2",
  },
  plain: {
    wrapper: "mt-4 overflow-x-auto",
    head: "",
    headRow: "border-b border-line text-ink-muted",
    th: "py-2 pr-4 font-semibold",
    row: "border-b border-line last:border-0",
    td: "py-2 pr-4",
  },
} as const;

/** The table (see the module comment). */
export function InvoicesTable({
  rows,
  dateHeader,
  amountHeader,
  kindColumn = false,
  linkText,
  pdfHeader = false,
  framed = false,
}: InvoicesTableProps) {
  const look = LOOKS[framed ? "framed" : "plain"];
  return (
    <div className={look.wrapper}>
      <table className="w-full text-left text-sm">
        <thead className={look.head || undefined}>
          <tr className={look.headRow || undefined}>
            <th scope="col" className={look.th}>
              Number
            </th>
            {kindColumn ? (
              <th scope="col" className={look.th}>
                Document
              </th>
            ) : null}
            <th scope="col" className={look.th}>
              {dateHeader}
            </th>
            <th scope="col" className={`${look.th} text-right`}>
              {amountHeader}
            </th>
            <th scope="col" className={look.th}>
              {pdfHeader ? "PDF" : <span className="sr-only">PDF</span>}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} className={look.row}>
              <td className={`${look.td} font-mono whitespace-nowrap`}>{row.number}</td>
              {kindColumn ? (
                <td className={look.td}>
                  {row.kind}
                  {row.corrects ? ` (corrects ${row.corrects})` : ""}
                </td>
              ) : null}
              <td className={look.td}>{row.dateTime ? <time dateTime={row.dateTime}>{row.date}</time> : row.date}</td>
              <td className={`${look.td} text-right whitespace-nowrap tabular-nums`}>{row.amount}</td>
              <td className={look.td}>
                {/* Visible text first, so the accessible name starts with what a voice user says. */}
                <a href={row.href} className="text-accent underline">
                  {linkText}
                  <span className="sr-only">{` of ${row.kind.toLowerCase()} ${row.number}`}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
