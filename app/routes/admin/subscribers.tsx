/**
 * `/admin/subscribers` (owner, marketing): the newsletter addresses in every state (confirmed, pending,
 * unsubscribed) with source and dates, newest first; search by address, filter by state; Export CSV (the
 * confirmed ones, as `npm run newsletter:export`); Erase an address on request; a link to the composer.
 */
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/subscribers";
import { ADMIN_SECTIONS } from "../../domain/admin-access";
import { eraseSubscriberSchema, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, type SubscriberStatus } from "../../domain/admin-subscribers";
import { validate } from "../../domain/validation";
import { DataTable } from "../../components/admin/data-table";
import { ExportLink } from "../../components/admin/export-link";
import { formatDateTime } from "../../components/admin/format";
import { PageHeader } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { SearchForm } from "../../components/admin/search-form";
import { StatusBadge, type BadgeTone } from "../../components/admin/status-badge";
import { requireOperator } from "./guard.server";
import { consoleHandle, consoleMeta } from "./meta";
import { eraseSubscriber, listSubscribers, subscriberQueryOf } from "./subscribers.server";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.subscribers.label);

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "subscribers");
  return { page: await listSubscribers(services.db, subscriberQueryOf(new URL(args.request.url))) };
}

type ActionData = { ok: true; message: string } | { ok: false; message: string };

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "subscribers");
  const parsed = validate(eraseSubscriberSchema, Object.fromEntries(await args.request.formData()));
  if (!parsed.ok) return data<ActionData>({ ok: false, message: parsed.errors.confirm ?? "This request is not valid." }, { status: 400 });
  const result = await eraseSubscriber(services, parsed.data.id, { operatorId: operator.id, ipHash });
  if (!result.ok) return data<ActionData>({ ok: false, message: result.message }, { status: 404 });
  return data<ActionData>({ ok: true, message: `Subscriber ${parsed.data.id} was erased with ${result.deliveriesDeleted} delivery records.` });
}

const TONES: Record<SubscriberStatus, BadgeTone> = { confirmed: "success", pending: "warning", unsubscribed: "neutral" };

function StatusFilter() {
  const { search } = useLocation();
  return (
    <div>
      <label htmlFor="filter-status" className="block text-xs font-semibold text-ink-muted">
        Status
      </label>
      <select id="filter-status" name="status" defaultValue={new URLSearchParams(search).get("status") ?? ""} className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
        <option value="">All statuses</option>
        {SUBSCRIBER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {SUBSCRIBER_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

function Notice({ answer }: { answer?: ActionData }) {
  if (!answer) return null;
  return (
    <p role={answer.ok ? "status" : "alert"} className={`mb-3 rounded-md border px-3 py-2 text-sm ${answer.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}>
      {answer.message}
    </p>
  );
}

/**
 * Erase behind a disclosure and a confirmation box. A page form (not a fetcher): the row it sits in
 * disappears with the erasure, so the page's own notice reports it, with or without script.
 */
function EraseForm({ id, email }: { id: number; email: string }) {
  const navigation = useNavigation();
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-red-800">
        Erase<span className="sr-only"> {email}</span>
      </summary>
      <Form method="post" className="mt-1 flex flex-col items-start gap-1">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="id" value={id} />
        <label className="flex items-center gap-1.5 text-xs">
          <input type="checkbox" name="confirm" value="yes" required />
          Erase {email} for good
        </label>
        <button type="submit" className="rounded-md bg-red-700 px-2 py-1 text-xs font-semibold text-white hover:bg-red-800" disabled={navigation.state !== "idle"}>
          Erase address
        </button>
      </Form>
    </details>
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
            <Link to="/admin/subscribers/newsletter" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
              Write an issue
            </Link>
            <ExportLink href="/admin/subscribers/export.csv" />
          </>
        }
      />
      <Notice answer={answer} />
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
          { header: "Status", cell: (row) => <StatusBadge tone={TONES[row.status]}>{SUBSCRIBER_STATUS_LABELS[row.status]}</StatusBadge> },
          { header: "Source", cell: (row) => (row.source === "popup" ? "Pop-up" : row.source === "footer" ? "Footer" : "—") },
          { header: "Subscribed", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          { header: "Confirmed", cell: (row) => dateOrDash(row.confirmedAt), className: "whitespace-nowrap" },
          { header: "Unsubscribed", cell: (row) => dateOrDash(row.unsubscribedAt), className: "whitespace-nowrap" },
          { header: "Erase", cell: (row) => <EraseForm id={row.id} email={row.email} /> },
        ]}
      />
      <Pagination page={page.page} size={page.size} total={page.total} label="subscribers" />
    </>
  );
}
