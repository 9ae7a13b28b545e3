/**
 * The analytics page's data: the filters from the URL, the day range they mean today (UTC,
 * by the server's clock) and the report. Shared by the page and its CSV export.
 */
import type { AppLoadContext } from "react-router";
import { analyticsQuerySchema, dayRange } from "../../domain/analytics";
import { analyticsReport } from "../../../server/analytics/report";
import { utcDay } from "../../../server/analytics/recorder";

/** Reads the report the URL's filters ask for. */
export async function reportFor(url: URL, services: AppLoadContext["services"]) {
  const query = analyticsQuerySchema.parse(Object.fromEntries(url.searchParams));
  const { from, to } = dayRange(query, utcDay(services.clock()));
  return { query, report: await analyticsReport(services.db, { from, to, plan: query.plan }) };
}
