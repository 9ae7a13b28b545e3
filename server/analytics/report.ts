/**
 * The figures of /admin/analytics for a day range and plan: visitors and page views per day (every day
 * of the range, zero-filled), top pages, top sources (referrer hosts) and campaigns, and the purchase
 * funnel with each step's conversion from the step before and the drop-off. Read from the daily
 * aggregates only (db/schema/analytics.ts).
 */
import { and, between, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { analyticsDailyVisitors, analyticsFunnel, analyticsPageViews, orderEvents } from "../../db/schema";
import { cancellationReasonLabel } from "../../app/domain/cancellation";
import {
  addDays,
  daysBetween,
  FUNNEL_LABELS,
  FUNNEL_PATH,
  FUNNEL_STEPS,
  type FunnelStep,
} from "../../app/domain/analytics";

/** Rows in each "top" list. */
export const TOP_ROWS = 10;

/** One step of the funnel's main path. */
export interface FunnelRow {
  step: FunnelStep;
  label: string;
  count: number;
  /** Percent of the step before that reached this one (one decimal); null for the first step or after a zero. */
  conversion: number | null;
  /** How many of the step before did not reach this one (never negative). */
  dropOff: number;
}

/** Everything the analytics page shows. */
export interface AnalyticsReport {
  from: string;
  to: string;
  plan: "pro" | "team" | "all";
  daily: Array<{ day: string; visitors: number; views: number }>;
  totals: { visitors: number; views: number };
  topPages: Array<{ path: string; views: number }>;
  /** Referring hosts; `""` (direct or the site itself) is shown as "Direct / none". */
  topSources: Array<{ source: string; views: number }>;
  topCampaigns: Array<{ source: string; medium: string; campaign: string; views: number }>;
  funnel: FunnelRow[];
  /** The steps off the main path: declined, abandoned, promotion applied and redeemed. */
  outcomes: Array<{ step: FunnelStep; label: string; count: number }>;
  /** Cancellations scheduled by customers in the range (UTC days), by reason, most first (every plan). */
  cancellations: Array<{ reason: string; count: number }>;
}

/** Reads the report for `from`..`to` (inclusive UTC days) and `plan`. */
export async function analyticsReport(
  db: Database,
  range: { from: string; to: string; plan: "pro" | "team" | "all" },
): Promise<AnalyticsReport> {
  const { from, to, plan } = range;
  const views = sql<number>`sum(${analyticsPageViews.views})::bigint`.mapWith(Number);
  const inRange = between(analyticsPageViews.day, from, to);

  const [viewsByDay, visitorsByDay, topPages, topSources, topCampaigns, funnelRows] = await Promise.all([
    db
      .select({ day: analyticsPageViews.day, views })
      .from(analyticsPageViews)
      .where(inRange)
      .groupBy(analyticsPageViews.day),
    db
      .select()
      .from(analyticsDailyVisitors)
      .where(between(analyticsDailyVisitors.day, from, to)),
    db
      .select({ path: analyticsPageViews.path, views })
      .from(analyticsPageViews)
      .where(inRange)
      .groupBy(analyticsPageViews.path)
      .orderBy(desc(views), analyticsPageViews.path)
      .limit(TOP_ROWS),
    db
      .select({ source: analyticsPageViews.referrerHost, views })
      .from(analyticsPageViews)
      .where(inRange)
      .groupBy(analyticsPageViews.referrerHost)
      .orderBy(desc(views), analyticsPageViews.referrerHost)
      .limit(TOP_ROWS),
    db
      .select({
        source: analyticsPageViews.utmSource,
        medium: analyticsPageViews.utmMedium,
        campaign: analyticsPageViews.utmCampaign,
        views,
      })
      .from(analyticsPageViews)
      .where(
        and(
          inRange,
          sql`(${analyticsPageViews.utmSource} <> '' or ${analyticsPageViews.utmMedium} <> '' or ${analyticsPageViews.utmCampaign} <> '')`,
        ),
      )
      .groupBy(analyticsPageViews.utmSource, analyticsPageViews.utmMedium, analyticsPageViews.utmCampaign)
      .orderBy(desc(views), analyticsPageViews.utmCampaign)
      .limit(TOP_ROWS),
    db
      .select({ step: analyticsFunnel.step, count: sql<number>`sum(${analyticsFunnel.count})::bigint`.mapWith(Number) })
      .from(analyticsFunnel)
      .where(
        and(
          between(analyticsFunnel.day, from, to),
          // Pricing viewed comes before a plan is picked: it is the same for every plan filter.
          plan === "all"
            ? undefined
            : sql`(${eq(analyticsFunnel.plan, plan)} or ${inArray(analyticsFunnel.step, ["pricing_viewed"])})`,
        ),
      )
      .groupBy(analyticsFunnel.step),
  ]);
  const reason = sql<string | null>`${orderEvents.detail} ->> 'reason'`;
  const cancellationRows = await db
    .select({ reason, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.kind, "cancellation_scheduled"),
        sql`${orderEvents.at} >= ${from}::date and ${orderEvents.at} < ${to}::date + 1`,
      ),
    )
    .groupBy(reason);
  const cancellations = cancellationRows
    .map((r) => ({ reason: cancellationReasonLabel(r.reason), count: r.count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));

  const viewsOf = new Map(viewsByDay.map((r) => [r.day, r.views]));
  const visitorsOf = new Map(visitorsByDay.map((r) => [r.day, r.visitors]));
  const daily = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const day = addDays(from, i);
    return { day, visitors: visitorsOf.get(day) ?? 0, views: viewsOf.get(day) ?? 0 };
  });
  const counts = new Map(funnelRows.map((r) => [r.step, r.count]));
  const countOf = (step: FunnelStep) => counts.get(step) ?? 0;
  const funnel = FUNNEL_PATH.map((step, i): FunnelRow => {
    const count = countOf(step);
    const before = i === 0 ? undefined : countOf(FUNNEL_PATH[i - 1]!);
    return {
      step,
      label: FUNNEL_LABELS[step],
      count,
      conversion: before === undefined || before === 0 ? null : Math.round((count / before) * 1000) / 10,
      dropOff: before === undefined ? 0 : Math.max(0, before - count),
    };
  });
  const outcomes = FUNNEL_STEPS.filter((step) => !FUNNEL_PATH.includes(step)).map((step) => ({
    step,
    label: FUNNEL_LABELS[step],
    count: countOf(step),
  }));
  return {
    cancellations,
    from,
    to,
    plan,
    daily,
    totals: { visitors: daily.reduce((n, d) => n + d.visitors, 0), views: daily.reduce((n, d) => n + d.views, 0) },
    topPages,
    topSources,
    topCampaigns,
    funnel,
    outcomes,
  };
}
