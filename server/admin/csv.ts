/**
 * CSV for the console's "Export CSV" links: RFC 4180 (comma separated, CRLF line ends, a
 * field quoted when it holds a comma, quote, CR or LF, quotes doubled), and a cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a CR) is prefixed with ' (OWASP's advice
 * against CSV injection): the export holds what visitors typed.
 */

/** One column: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text: dates as ISO 8601, null/undefined empty, formulas defused, quoted when needed. */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are ours (amounts, ids): a negative one stays a number, not a defused text.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole document: a header line, then one line per row, each ended by CRLF. */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The headers of a CSV download named `filename` (no-store: it holds personal data). */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
    "Cache-Control": "no-store",
  };
}
