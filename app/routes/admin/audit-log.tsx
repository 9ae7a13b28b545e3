/** `/admin/audit-log` (owners): the append-only audit log, newest first, searchable by operator, action or record. */
import { useLoaderData } from "react-router";
import type { Route } from "./+types/audit-log";
import { ADMIN_SECTIONS } from "../../domain/admin-access";
import { parseAdminList } from "../../domain/admin-list";
import { AUDIT_ACTION_LABELS, listAudit, type AuditAction } from "../../../server/audit";
import { DataTable } from "../../components/admin/data-table";
import { formatDateTime } from "../../components/admin/format";
import { PageHeader } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { SearchForm } from "../../components/admin/search-form";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.auditLog.label);

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "auditLog");
  const page = await listAudit(services.db, parseAdminList(new URL(args.request.url)));
  return {
    page: {
      ...page,
      rows: page.rows.map((row) => ({
        ...row,
        label: AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
        detail: row.detail
          ? Object.entries(row.detail)
              .map(([key, value]) => `${key}: ${String(value)}`)
              .join(", ")
          : "",
      })),
    },
  };
}

export default function AuditLog() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Sign-ins, invitations, role changes, refunds, exports and erasures. Entries are never changed or removed."
      />
      <SearchForm label="Search by operator, action or record" />
      <DataTable
        caption="Audit log entries"
        captionHidden
        rows={page.rows}
        rowKey={(row) => row.id}
        empty="No entry matches."
        columns={[
          { header: "When", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          { header: "Operator", cell: (row) => <span className="break-all">{row.operatorEmail ?? "—"}</span> },
          { header: "Action", cell: (row) => row.label },
          { header: "Record", cell: (row) => row.target ?? "—" },
          { header: "Details", cell: (row) => <span className="break-all text-ink-muted">{row.detail}</span> },
          { header: "Client", cell: (row) => <code className="text-xs">{row.ipHash}</code> },
        ]}
      />
      <Pagination page={page.page} size={page.size} total={page.total} label="entries" />
    </>
  );
}
