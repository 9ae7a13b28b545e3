/**
 * Server side of the Leads pages (only their loaders and actions import it, so it never reaches the
 * browser): the leads service and the CSV of a filtered list.
 */
import type { Lead, LeadListQuery } from "../../../server/leads/leads";
import { parseAdminList } from "../../domain/admin-list";
import { LEAD_STATUS_LABELS, leadFilterSchema } from "../../domain/admin-leads";
import { toCsv, type CsvColumn } from "../../../server/csv";

export { getLead, leadsForExport, listLeads, setLeadNote, setLeadStatus } from "../../../server/leads/leads";
export type { Lead, LeadListQuery } from "../../../server/leads/leads";
export { eraseContactMessage } from "../../../server/leads/erase";

const LEAD_CSV_COLUMNS: ReadonlyArray<CsvColumn<Lead>> = [
  { header: "id", value: (l) => l.id },
  { header: "received_at", value: (l) => l.createdAt },
  { header: "question", value: (l) => l.question },
  { header: "name", value: (l) => l.name },
  { header: "email", value: (l) => l.email },
  { header: "message", value: (l) => l.message },
  { header: "status", value: (l) => LEAD_STATUS_LABELS[l.status] },
  { header: "status_by", value: (l) => l.statusBy },
  { header: "status_at", value: (l) => l.statusAt },
  { header: "note", value: (l) => l.note },
];

/** The leads of an export as CSV (RFC 4180, formulas defused). */
export function leadsCsv(leads: Lead[]): string {
  return toCsv(LEAD_CSV_COLUMNS, leads);
}

/** The list query of a Leads URL: the shared list parameters (page, size, sort, q) plus `question` and `status`. */
export function leadQueryOf(url: URL): LeadListQuery {
  const filter = leadFilterSchema.parse({
    question: url.searchParams.get("question") ?? undefined,
    status: url.searchParams.get("status") ?? undefined,
  });
  return { ...parseAdminList(url), ...filter };
}
