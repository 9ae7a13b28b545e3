/**
 * The console overview's figures: what came in during the last 7 days, each figure only for
 * the roles whose sections it belongs to (a marketing operator sees no lead or order counts).
 */
import { count, eq, gte, and } from "drizzle-orm";
import type { Database } from "../../db/database";
import { auditLog, contactMessages, newsletterSubscribers, signupRequests } from "../../db/schema";
import { canAccess, type OperatorRole } from "../../app/domain/admin-access";

/** One overview figure: a label, its value, and the section it links to. */
export interface OverviewFigure {
  label: string;
  value: number;
  href: string;
}

const WEEK_MS = 7 * 86_400_000;

/** The figures `role` may see, as of `now`. */
export async function overviewFigures(db: Database, role: OperatorRole, now: Date): Promise<OverviewFigure[]> {
  const since = new Date(now.getTime() - WEEK_MS);
  const figures: OverviewFigure[] = [];
  const n = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
  if (canAccess(role, "leads")) {
    figures.push({
      label: "Contact messages, last 7 days",
      value: await n(db.select({ n: count() }).from(contactMessages).where(gte(contactMessages.createdAt, since))),
      href: "/admin/leads",
    });
  }
  if (canAccess(role, "orders")) {
    figures.push({
      label: "Paid sign-ups, last 7 days",
      value: await n(
        db
          .select({ n: count() })
          .from(signupRequests)
          .where(and(eq(signupRequests.status, "succeeded"), gte(signupRequests.createdAt, since))),
      ),
      href: "/admin/orders",
    });
  }
  if (canAccess(role, "subscribers")) {
    figures.push({
      label: "Confirmed newsletter subscribers",
      value: await n(
        db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed")),
      ),
      href: "/admin/subscribers",
    });
  }
  if (canAccess(role, "auditLog")) {
    figures.push({
      label: "Failed sign-ins, last 7 days",
      value: await n(
        db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.action, "sign_in_failed"), gte(auditLog.createdAt, since))),
      ),
      href: "/admin/audit-log?q=sign_in_failed",
    });
  }
  return figures;
}
