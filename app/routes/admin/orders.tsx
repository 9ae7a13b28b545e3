/**
 * `/admin/orders` (owners and support): every sign-up attempt and subscription, newest first,
 * searchable by buyer, company, address or provider id, filtered by status, a page at a time. Each order
 * links to its page (timeline and refund).
 */
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/orders";
import { ADMIN_SECTIONS } from "../../domain/admin-access";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "../../domain/admin-orders";
import { DataTable } from "../../components/admin/data-table";
import { formatDateTime } from "../../components/admin/format";
import { FilterSelect } from "../../components/admin/filter-select";
import { PageHeader } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { SearchForm } from "../../components/admin/search-form";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";
import { OrderStatusBadge } from "../../components/admin/order-status";
import { ordersPage } from "../../server/console/orders.server";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.orders.label);

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireOperator(args, "orders");
  return ordersPage(ctx, new URL(args.request.url));
}

export default function Orders() {
  const { page, status } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every sign-up attempt and subscription: who bought what, what they paid, and what happened since."
        actions={
          <a
            href="/admin/orders/invoices.csv"
            className="rounded-md border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-accent hover:bg-accent-soft"
          >
            Export invoices CSV
          </a>
        }
      />
      <SearchForm label="Search by buyer, company, email or provider id" kept={["size"]}>
        <FilterSelect
          id="order-status"
          name="status"
          label="Status"
          anyLabel="Any status"
          options={ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const)}
          value={status}
        />
      </SearchForm>
      <DataTable
        caption="Orders"
        captionHidden
        rows={page.rows}
        rowKey={(row) => row.key}
        empty="No order matches."
        columns={[
          { header: "Date", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          {
            header: "Buyer",
            cell: (row) => (
              <Link to={`/admin/orders/${row.key}`} className="font-semibold text-accent underline">
                <span className="block">{row.buyerName}</span>
                <span className="block break-all font-normal text-ink-muted">{row.email}</span>
              </Link>
            ),
          },
          { header: "Company", cell: (row) => row.company },
          { header: "Plan", cell: (row) => (row.plan === "—" ? "—" : `${row.plan} (${row.period})`) },
          { header: "Users", cell: (row) => row.users ?? "—", className: "text-right" },
          {
            header: "Total",
            cell: (row) => `${row.total}${row.currency === "—" ? "" : ` ${row.currency}`}`,
            className: "whitespace-nowrap text-right",
          },
          { header: "Status", cell: (row) => <OrderStatusBadge status={row.status} /> },
        ]}
      />
      <Pagination page={page.page} size={page.size} total={page.total} label="orders" />
    </>
  );
}
