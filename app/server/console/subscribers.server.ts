/**
 * Server side of the Subscribers pages (only their loaders and actions import it): the list, erasure,
 * the export with the columns of `npm run newsletter:export`, and the newsletter composer.
 */
import { toCsv, type CsvColumn } from "../../../server/csv";
import { confirmedSubscriberRows, EXPORT_COLUMNS, type ExportRow } from "../../../server/newsletter/export";
import { parseAdminList } from "../../domain/admin-list";
import { subscriberFilterSchema } from "../../domain/admin-subscribers";
import type { SubscriberListQuery } from "../../../server/newsletter/subscribers";

export { eraseSubscriber, listSubscribers } from "../../../server/newsletter/subscribers";
export { composeIssue, recentIssues, sendIssueTest, sendIssueToSubscribers } from "../../../server/newsletter/issues";

const EXPORT_CSV_COLUMNS: ReadonlyArray<CsvColumn<ExportRow>> = EXPORT_COLUMNS.map((header) => ({
  header,
  value: (row: ExportRow) => row[header],
}));

/** The confirmed subscribers matching `search`, as CSV with the CLI's columns (formulas defused). */
export async function subscribersCsv(
  db: Parameters<typeof confirmedSubscriberRows>[0],
  search: string,
): Promise<{ csv: string; rows: number }> {
  const rows = await confirmedSubscriberRows(db, search);
  return { csv: toCsv(EXPORT_CSV_COLUMNS, rows), rows: rows.length };
}

/** The list query of a Subscribers URL: the shared list parameters plus `status`. */
export function subscriberQueryOf(url: URL): SubscriberListQuery {
  return {
    ...parseAdminList(url),
    ...subscriberFilterSchema.parse({ status: url.searchParams.get("status") ?? undefined }),
  };
}
