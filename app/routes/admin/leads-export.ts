/**
 * `/admin/leads/export.csv` (owner, support): the leads of the current filter (search, question type,
 * status, order; all pages) as CSV, audit-logged as an export.
 */
import type { Route } from "./+types/leads-export";
import { csvHeaders } from "../../../server/csv";
import { requireOperator } from "../../server/console/guard.server";
import { leadQueryOf, leadsCsv, leadsForExport } from "../../server/console/leads.server";
import { recordExport } from "../../server/console/audit.server";

export async function loader(args: Route.LoaderArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "leads");
  const query = leadQueryOf(new URL(args.request.url));
  const leads = await leadsForExport(services.db, query);
  await recordExport(services.db, {
    operatorId: operator.id,
    ipHash,
    target: "leads",
    rows: leads.length,
    filter: query,
  });
  return new Response(leadsCsv(leads), {
    headers: csvHeaders(`leads-${services.clock().toISOString().slice(0, 10)}.csv`),
  });
}
