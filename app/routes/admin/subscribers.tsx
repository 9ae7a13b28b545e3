/**
 * `/admin/subscribers` (owner, marketing): the newsletter addresses in every state (confirmed, pending,
 * unsubscribed) with source and dates, newest first; search by address, filter by state; Export CSV (the
 * confirmed ones, as `npm run newsletter:export`); Erase an address on request; a link to the composer.
 */
import { Link, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/subscribers";
import { ADMIN_SECTIONS } from "../../domain/admin-access";
import {
  eraseSubscriberSchema,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from "../../domain/admin-subscribers";
import { fail } from "../../../server/error-codes";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import { DataTable } from "../../components/admin/data-table";
import { ExportLink } from "../../components/admin/export-link";
import { formatDateTime } from "../../components/admin/format";
import { RowActionForm } from "../../components/admin/row-action-form";
import { FormNotice } from "../../components/admin/form-notice";
import { FilterSelect } from "../../components/admin/filter-select";
import { PageHeader } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { SearchForm } from "../../components/admin/search-form";
import { StatusBadge, type BadgeTone } from "../../components/admin/status-badge";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";
import { eraseSubscriber, listSubscribers, subscriberQueryOf } from "../../server/console/subscribers.server";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.subscribers.label);

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "subscribers");
  return { page: await listSubscribers(services.db, subscriberQueryOf(new URL(args.request.url))) };
}

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "subscribers");
  const form = await args.request.formData();
  const submission = parseForm(form, eraseSubscriberSchema);
  if (submission.status !== "success") return formRefusal(submission);
  const { id } = submission.value;
  const result = await eraseSubscriber(services, id, { operatorId: operator.id, ipHash });
  if (!result.ok) return formRefusal(submission, fail("not_found", result.message));
  return formAccepted(form, submission, {
    message: `Subscriber ${id} was erased with ${result.deliveriesDeleted} delivery records.`,
  });
}

const TONES: Record<SubscriberStatus, BadgeTone> = {
  confirmed: "success",
  pending: "warning",
  unsubscribed: "neutral",
};

function StatusFilter() {
  const { search } = useLocation();
  return (
    <FilterSelect
      id="filter-status"
      name="status"
      label="Status"
      anyLabel="All statuses"
      options={SUBSCRIBER_STATUSES.map((s) => [s, SUBSCRIBER_STATUS_LABELS[s]] as const)}
      value={new URLSearchParams(search).get("status") ?? ""}
    />
  );
}

const dateOrDash = (value: Date | null) => (value ? formatDateTime(value) : "—");

export default function Subscribers() {
  const { page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Subscribers"
        description="Newsletter addresses in every state. Export CSV holds the confirmed addresses of the current search."
        actions={
          <>
            <Link
              to="/admin/subscribers/newsletter"
              className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Write an issue
            </Link>
            <ExportLink href="/admin/subscribers/export.csv" />
          </>
        }
      />
      <FormNotice answer={answer} className="mb-3" />
      <SearchForm label="Search by email">
        <StatusFilter />
      </SearchForm>
      <DataTable
        caption="Newsletter subscribers"
        captionHidden
        rows={page.rows}
        rowKey={(row) => row.id}
        empty="No subscriber matches."
        columns={[
          { header: "Email", cell: (row) => <span className="break-all">{row.email}</span> },
          {
            header: "Status",
            cell: (row) => <StatusBadge tone={TONES[row.status]}>{SUBSCRIBER_STATUS_LABELS[row.status]}</StatusBadge>,
          },
          {
            header: "Source",
            cell: (row) => (row.source === "popup" ? "Pop-up" : row.source === "footer" ? "Footer" : "—"),
          },
          { header: "Subscribed", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          { header: "Confirmed", cell: (row) => dateOrDash(row.confirmedAt), className: "whitespace-nowrap" },
          { header: "Unsubscribed", cell: (row) => dateOrDash(row.unsubscribedAt), className: "whitespace-nowrap" },
          {
            header: "Erase",
            cell: (row) => (
              <RowActionForm
                intent="erase"
                fields={{ id: row.id }}
                button="Erase address"
                confirm={{ summary: "Erase", summaryHidden: row.email, checkbox: `Erase ${row.email} for good` }}
                schema={eraseSubscriberSchema}
                asPage
              />
            ),
          },
        ]}
      />
      <Pagination page={page.page} size={page.size} total={page.total} label="subscribers" />
    </>
  );
}
