/**
 * The analytics report as tables: the same columns for the page's tables (app/routes/admin/analytics.tsx)
 * and its CSV exports (app/routes/admin/analytics-export.ts), so both always show the same figures.
 */
import type { AnalyticsReport } from "./report";

/** The tables of the report, by the name used in `?table=` of the CSV export. */
export const ANALYTICS_TABLES = ["daily", "pages", "sources", "campaigns", "funnel", "cancellations"] as const;
/** One table's name. */
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** Shown for an empty referrer host. */
export const DIRECT = "Direct / none";

/** A table: caption, column headers and rows of plain values. */
export interface ReportTable {
  caption: string;
  headers: string[];
  rows: Array<Array<string | number>>;
}

const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);

/** The table `name` of `report`. */
export function reportTable(report: AnalyticsReport, name: AnalyticsTable): ReportTable {
  switch (name) {
    case "daily":
      return {
        caption: "Visitors and page views per day",
        headers: ["Day", "Visitors", "Page views"],
        rows: report.daily.map((d) => [d.day, d.visitors, d.views]),
      };
    case "pages":
      return {
        caption: "Top pages",
        headers: ["Page", "Page views"],
        rows: report.topPages.map((p) => [p.path, p.views]),
      };
    case "sources":
      return {
        caption: "Top sources",
        headers: ["Referrer", "Page views"],
        rows: report.topSources.map((s) => [s.source || DIRECT, s.views]),
      };
    case "campaigns":
      return {
        caption: "Top campaigns",
        headers: ["utm_source", "utm_medium", "utm_campaign", "Page views"],
        rows: report.topCampaigns.map((c) => [c.source, c.medium, c.campaign, c.views]),
      };
    case "funnel":
      return {
        caption: "Purchase funnel",
        headers: ["Step", "Count", "Conversion from previous step", "Drop-off"],
        rows: [
          ...report.funnel.map((f) => [f.label, f.count, percent(f.conversion), f.dropOff]),
          ...report.outcomes.map((o) => [o.label, o.count, "—", "—"]),
        ],
      };
    case "cancellations":
      return {
        caption: "Cancellations by reason",
        headers: ["Reason", "Cancellations"],
        rows: report.cancellations.map((c) => [c.reason, c.count]),
      };
  }
}
