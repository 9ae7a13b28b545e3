/**
 * The confirmed list as CSV (RFC 4180) for the team that runs the site: `email,confirmed_at,source`,
 * one row per confirmed subscriber, oldest confirmation first. Pending and unsubscribed addresses are
 * never included.
 */
import { asc, eq } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema";
import type { Database } from "../../db/database";

/** The header row. */
export const EXPORT_HEADER = "email,confirmed_at,source";

/** Quotes a field when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV lines (header first, no line endings) of the confirmed subscribers; `confirmed_at` is ISO 8601 UTC. */
export async function exportConfirmedSubscribers(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt, source: newsletterSubscribers.source })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
  return [EXPORT_HEADER, ...rows.map((r) => [r.email, r.confirmedAt?.toISOString() ?? "", r.source ?? ""].map(csvField).join(","))];
}
