/**
 * The one CSV writer of the site, for the console's "Export CSV" links and `npm run newsletter:export`
 * alike (csv-stringify): RFC 4180 with every cell quoted (quotes doubled) and CRLF line ends, and every
 * text cell defused against formula injection (OWASP's advice): the exports hold what visitors typed.
 * A cell is defused by a `'` before any formula start (= + - @, a tab or a CR), at the cell's start,
 * after its leading quotes or spaces, and after each `,` `;` tab or line break inside it, because a
 * spreadsheet in a semicolon locale, or one that strips quotes, splits the cell there.
 */
import { stringify, type Options } from "csv-stringify/sync";

/** What a cell may be given: dates become ISO 8601, null/undefined an empty cell. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

const OPTIONS: Options = { quoted: true, quoted_empty: true, record_delimiter: "windows" };

/** A formula start at a fragment's beginning (the cell's, or after a separator), past quotes and spaces. */
const FORMULA_START = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/** The text of one cell before quoting: formulas defused; numbers (ours: amounts, ids) stay numbers. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  return value.replace(FORMULA_START, "$1$2'");
}

/** One record (no line end): every cell defused and quoted. */
export function csvRecord(values: readonly CsvValue[]): string {
  return stringify([values.map(cellText)], OPTIONS).slice(0, -2);
}

/** One cell as it appears in a record: defused and quoted. */
export function csvCell(value: CsvValue): string {
  return csvRecord([value]);
}

/** The whole document: a header record, then one record per row, each ended by CRLF. */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: Iterable<Row>): string {
  const records = [columns.map((column) => cellText(column.header))];
  for (const row of rows) records.push(columns.map((column) => cellText(column.value(row))));
  return stringify(records, OPTIONS);
}

/** The headers of a CSV download named `filename` (no-store: it holds personal data). */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
    "Cache-Control": "no-store",
  };
}
