/**
 * `/admin/orders/invoices.csv` (owner, support): every invoice and credit note for accounting, newest
 * first (credit notes with negative amounts), audit-logged as an export. Amounts are numbers in major units.
 */
import type { Route } from "./+types/invoices-export";
import { csvHeaders, toCsv, type CsvColumn } from "../../../server/csv";
import { accountingLines, type AccountingLine } from "../../../server/invoices/queries";
import { majorString } from "../../domain/money";
import { requireOperator } from "../../server/console/guard.server";
import { recordExport } from "../../server/console/audit.server";

/** Major units as a number (a credit note's negative amount stays a number, never a defused text). */
const amount = (pick: (l: AccountingLine) => number) => (l: AccountingLine) =>
  Number(majorString(pick(l), l.minorUnit));

const COLUMNS: ReadonlyArray<CsvColumn<AccountingLine>> = [
  { header: "number", value: (l) => l.number },
  { header: "date", value: (l) => l.issuedAt.toISOString().slice(0, 10) },
  { header: "buyer", value: (l) => l.buyer },
  { header: "country", value: (l) => l.country },
  { header: "tax ID", value: (l) => l.taxId },
  { header: "net", value: amount((l) => l.net) },
  { header: "tax", value: amount((l) => l.tax) },
  { header: "total", value: amount((l) => l.total) },
  { header: "currency", value: (l) => l.currencyCode },
];

export async function loader(args: Route.LoaderArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "orders");
  const lines = await accountingLines(services.db);
  await recordExport(services.db, {
    operatorId: operator.id,
    ipHash,
    target: "invoices",
    rows: lines.length,
    filter: { q: "", sort: "newest" },
  });
  return new Response(toCsv(COLUMNS, lines), {
    headers: csvHeaders(`invoices-${services.clock().toISOString().slice(0, 10)}.csv`),
  });
}
