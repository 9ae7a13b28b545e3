/**
 * `/admin/analytics` (owner, marketing): visitors and page views over time, top pages, sources
 * and campaigns, and the purchase funnel with each step's conversion and drop-off, for a chosen range and
 * plan. Every figure is in a table (the text alternative of the charts, and the whole page without
 * script), each with its CSV export; the charts load only here, after hydration.
 */
import { lazy, Suspense } from "react";
import { Form, Link, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/analytics";
import { ANALYTICS_RANGES } from "../../domain/analytics";
import { ADMIN_SECTIONS } from "../../domain/admin-access";
import { ANALYTICS_TABLES, reportTable, type ReportTable } from "../../../server/analytics/tables";
import { PageHeader } from "../../components/admin/page-header";
import { requireOperator } from "../../server/console/guard.server";
import { reportFor } from "../../server/console/analytics.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";
import { useHydrated } from "../../lib/use-hydrated";

const AnalyticsCharts = lazy(() => import("../../components/admin/analytics-charts"));

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.analytics.label);

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "analytics");
  const { query, report } = await reportFor(new URL(args.request.url), services);
  const tables = Object.fromEntries(ANALYTICS_TABLES.map((name) => [name, reportTable(report, name)])) as Record<
    (typeof ANALYTICS_TABLES)[number],
    ReportTable
  >;
  return { query, report, tables };
}

const PLAN_CHOICES = [
  { value: "all", label: "All plans" },
  { value: "pro", label: "Pro" },
  { value: "team", label: "Team" },
] as const;

export default function Analytics() {
  const { query, report, tables } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  // The charts are drawn in the browser only: the server and a page without script show the tables.
  const hydrated = useHydrated();
  const exportHref = (table: string) => {
    const params = new URLSearchParams(search);
    params.set("table", table);
    return `/admin/analytics/export.csv?${params.toString()}`;
  };
  return (
    <>
      <PageHeader
        title="Analytics"
        description={`${report.from} to ${report.to} (UTC). Counted on this site's own server: no cookies, no personal data; visitors from a daily salted hash.`}
      />
      <Form
        method="get"
        className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-3 text-sm"
      >
        <label className="flex flex-col gap-1">
          <span className="font-semibold">Range</span>
          <select
            name="range"
            defaultValue={String(query.range)}
            className="rounded-md border border-line-strong bg-surface px-2 py-1.5"
          >
            {ANALYTICS_RANGES.map((days) => (
              <option key={days} value={days}>
                Last {days} days
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">Plan</span>
          <select
            name="plan"
            defaultValue={query.plan}
            className="rounded-md border border-line-strong bg-surface px-2 py-1.5"
          >
            {PLAN_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
        >
          Show
        </button>
      </Form>

      <dl className="mb-6 grid gap-3 sm:grid-cols-3">
        <Figure label="Visitors" value={report.totals.visitors} />
        <Figure label="Page views" value={report.totals.views} />
        <Figure label="Paid orders" value={report.funnel.find((f) => f.step === "paid")?.count ?? 0} />
      </dl>

      {hydrated ? (
        <Suspense fallback={null}>
          <AnalyticsCharts daily={report.daily} funnel={report.funnel} />
        </Suspense>
      ) : null}

      <div className="grid gap-6">
        <TableSection
          table={tables.funnel}
          href={exportHref("funnel")}
          note={
            query.plan === "all" ? undefined : "Pricing viewed comes before a plan is picked: it counts every plan."
          }
        />
        <TableSection table={tables.daily} href={exportHref("daily")} />
        <div className="grid gap-6 lg:grid-cols-2">
          <TableSection table={tables.pages} href={exportHref("pages")} />
          <TableSection table={tables.sources} href={exportHref("sources")} />
        </div>
        <TableSection table={tables.campaigns} href={exportHref("campaigns")} />
        <TableSection
          table={tables.cancellations}
          href={exportHref("cancellations")}
          note="Cancellations customers scheduled from their billing page or Stripe's portal, all plans."
        />
      </div>
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}

/** A report table with its heading and "Export CSV" link; numbers right-aligned. */
function TableSection({ table, href, note }: { table: ReportTable; href: string; note?: string }) {
  const id = `table-${table.caption.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {table.caption}
        </h2>
        <Link
          reloadDocument
          to={href}
          className="rounded-md border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-accent hover:bg-accent-soft"
        >
          Export CSV
        </Link>
      </div>
      {note ? <p className="mb-2 text-sm text-ink-muted">{note}</p> : null}
      <div className="overflow-x-auto rounded-lg border border-line bg-surface">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-muted">
            <tr>
              {table.headers.map((header, i) => (
                <th
                  key={header}
                  scope="col"
                  className={`border-b border-line px-3 py-2 font-semibold ${i > 0 && isNumeric(table, i) ? "text-right" : ""}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.headers.length} className="px-3 py-6 text-center text-ink-muted">
                  Nothing counted in this range yet.
                </td>
              </tr>
            ) : (
              table.rows.map((row, r) => (
                <tr key={r} className="border-b border-line last:border-0">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-3 py-2 text-left font-normal break-all">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className={`px-3 py-2 ${isNumeric(table, i) ? "text-right tabular-nums" : ""}`}>
                        {typeof cell === "number" ? cell.toLocaleString("en-US") : cell}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const isNumeric = (table: ReportTable, column: number) =>
  table.rows.every((row) => typeof row[column] === "number" || row[column] === "—" || /%$/.test(String(row[column])));
