/**
 * `/admin/analytics/export.csv?table=…&range=…&plan=…` (owner, marketing): one of the analytics page's
 * tables as CSV, with the page's filters; recorded in the audit log as an export.
 */
import type { Route } from "./+types/analytics-export";
import { recordAudit } from "../../../server/audit";
import { csvHeaders, toCsv } from "../../../server/csv";
import { ANALYTICS_TABLES, reportTable, type AnalyticsTable } from "../../../server/analytics/tables";
import { requireOperator } from "../../server/console/guard.server";
import { reportFor } from "../../server/console/analytics.server";

export async function loader(args: Route.LoaderArgs) {
  const { services, operator, ipHash } = await requireOperator(args, "analytics");
  const url = new URL(args.request.url);
  const asked = url.searchParams.get("table");
  const name: AnalyticsTable = (ANALYTICS_TABLES as readonly string[]).includes(asked ?? "")
    ? (asked as AnalyticsTable)
    : "daily";
  const { report } = await reportFor(url, services);
  const table = reportTable(report, name);
  await recordAudit(services.db, {
    operatorId: operator.id,
    action: "export",
    target: `analytics:${name}`,
    ipHash,
    detail: { from: report.from, to: report.to, plan: report.plan },
  });
  const columns = table.headers.map((header, i) => ({ header, value: (row: Array<string | number>) => row[i] }));
  return new Response(toCsv(columns, table.rows), {
    headers: csvHeaders(`analytics-${name}-${report.from}-${report.to}.csv`),
  });
}
