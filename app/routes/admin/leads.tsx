/**
 * `/admin/leads` (owner, support): every contact message, newest first, with its status (New / Answered
 * / Spam); search by name, address or text; filters by question type and status; the page, filter and
 * order in the URL; Export CSV of the current filter. The visitor's text is shown as plain text only.
 */
import { Link, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/leads";
import { ADMIN_SECTIONS } from "../../domain/admin-access";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../../domain/admin-leads";
import { CONTACT_QUESTIONS } from "../../domain/contact";
import { DataTable } from "../../components/admin/data-table";
import { ExportLink } from "../../components/admin/export-link";
import { formatDateTime } from "../../components/admin/format";
import { FilterSelect } from "../../components/admin/filter-select";
import { PageHeader } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { SearchForm } from "../../components/admin/search-form";
import { LeadStatusBadge } from "../../components/admin/lead-status";
import { requireOperator } from "../../server/console/guard.server";
import { leadQueryOf, listLeads } from "../../server/console/leads.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.leads.label);

/** How long an excerpt of the message the list shows, in characters. */
const EXCERPT = 90;

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "leads");
  const url = new URL(args.request.url);
  const page = await listLeads(services.db, leadQueryOf(url));
  const erased = Number(url.searchParams.get("erased")) || null;
  return {
    erased,
    page: {
      ...page,
      rows: page.rows.map(({ message, note: _note, ...lead }) => ({
        ...lead,
        excerpt: message.length > EXCERPT ? `${message.slice(0, EXCERPT)}…` : message,
      })),
    },
  };
}

function Filters() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <>
      <FilterSelect
        id="filter-question"
        name="question"
        label="Question type"
        anyLabel="All types"
        options={CONTACT_QUESTIONS.map((q) => [q, q] as const)}
        value={params.get("question") ?? ""}
      />
      <FilterSelect
        id="filter-status"
        name="status"
        label="Status"
        anyLabel="All statuses"
        options={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]] as const)}
        value={params.get("status") ?? ""}
      />
    </>
  );
}

export default function Leads() {
  const { page, erased } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Leads"
        description="Every message sent through the contact page, newest first."
        actions={<ExportLink href="/admin/leads/export.csv" />}
      />
      {erased ? (
        <p
          role="status"
          className="mb-3 rounded-md border border-success-line bg-success-soft px-3 py-2 text-sm text-success"
        >
          {`Message ${erased} was erased.`}
        </p>
      ) : null}
      <SearchForm label="Search by name, email or text">
        <Filters />
      </SearchForm>
      <DataTable
        caption="Contact messages"
        captionHidden
        rows={page.rows}
        rowKey={(row) => row.id}
        empty="No message matches."
        columns={[
          { header: "Received", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          {
            header: "From",
            cell: (row) => (
              <>
                <Link
                  to={`/admin/leads/${row.id}`}
                  className="font-semibold text-accent underline-offset-2 hover:underline"
                >
                  {row.name}
                </Link>
                <span className="block break-all text-ink-muted">{row.email}</span>
              </>
            ),
          },
          { header: "Question", cell: (row) => row.question, className: "whitespace-nowrap" },
          { header: "Message", cell: (row) => <span className="break-words">{row.excerpt}</span> },
          {
            header: "Status",
            cell: (row) => (
              <>
                <LeadStatusBadge status={row.status} />
                {row.statusBy ? (
                  <span className="mt-1 block text-xs text-ink-muted">{`by ${row.statusBy}`}</span>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <Pagination page={page.page} size={page.size} total={page.total} label="messages" />
    </>
  );
}
