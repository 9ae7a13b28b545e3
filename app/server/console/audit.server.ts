/**
 * Audit entries the Leads and Subscribers pages share. An export records which list, how many rows and
 * which filters, but not the search text itself: it may be a visitor's name or address, and the audit
 * log outlives an erasure.
 */
import type { Database } from "../../../db/database";
import { recordAudit } from "../../../server/audit";

/** Records an "export" of `rows` rows of list `target` ("leads", "subscribers") under `filter`. */
export async function recordExport(
  db: Pick<Database, "insert">,
  entry: {
    operatorId: number;
    ipHash: string;
    target: string;
    rows: number;
    filter: { q: string; sort: string; status?: string; question?: string };
  },
): Promise<void> {
  const { q, sort, status, question } = entry.filter;
  await recordAudit(db, {
    operatorId: entry.operatorId,
    action: "export",
    target: entry.target,
    ipHash: entry.ipHash,
    detail: { rows: entry.rows, searched: q !== "", sort, status: status ?? null, question: question ?? null },
  });
}
