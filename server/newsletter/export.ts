/**
 * The confirmed list as CSV (RFC 4180, through server/csv.ts) for the team that runs the site: `email,confirmed_at,source`,
 * one row per confirmed subscriber, oldest confirmation first. Pending and unsubscribed addresses are
 * never included. `npm run newsletter:export` writes it whole; the console's Subscribers page exports the
 * same columns and rows, narrowed to its search.
 */
import { and, asc, eq, ilike } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema";
import type { Database } from "../../db/database";
import { csvRecord } from "../csv";
import { containsPattern } from "../db/like";

/** The columns, in order. */
export const EXPORT_COLUMNS = ["email", "confirmed_at", "source"] as const;

/** One exported subscriber: `confirmed_at` is ISO 8601 UTC, `source` "" when unknown. */
export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string>;

/** The confirmed subscribers, oldest confirmation first; `search` keeps only addresses containing it (any case). */
export async function confirmedSubscriberRows(db: Database, search = ""): Promise<ExportRow[]> {
  const rows = await db
    .select({
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      source: newsletterSubscribers.source,
    })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "confirmed"),
        search ? ilike(newsletterSubscribers.email, containsPattern(search)) : undefined,
      ),
    )
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
  return rows.map((r) => ({
    email: r.email,
    confirmed_at: r.confirmedAt?.toISOString() ?? "",
    source: r.source ?? "",
  }));
}

/**
 * The CSV records (header first, no line endings) of the confirmed subscribers, written by the console's
 * CSV writer: every cell quoted and formula-defused.
 */
export async function exportConfirmedSubscribers(db: Database): Promise<string[]> {
  const rows = await confirmedSubscriberRows(db);
  return [csvRecord(EXPORT_COLUMNS), ...rows.map((r) => csvRecord(EXPORT_COLUMNS.map((c) => r[c])))];
}
