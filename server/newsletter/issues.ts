/**
 * The console's newsletter composer: an issue written in Markdown with a subject, previewed, tried on the
 * operator's own address, then queued for every confirmed subscriber by the very code of
 * `npm run newsletter:send` (server/newsletter/send.ts). An issue is identified by its content: sending
 * the same subject and text again (a double submit, a retry after a timeout) resumes the same issue and
 * queues nobody twice.
 */
import { desc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { newsletterIssues } from "../../db/schema";
import type { Services } from "../services";
import { composedIssueSource, issueProgress, parseIssue, queueIssue, sendTestIssue, type ParsedIssue } from "./send";

/** The issue of a subject and Markdown body, rendered (sanitised HTML) exactly as the mail will carry it. */
export function composeIssue(input: { subject: string; markdown: string }): ParsedIssue {
  return parseIssue(composedIssueSource(input.subject, input.markdown));
}

/** Queues a test copy to `to` (the signed-in operator's address). */
export async function sendIssueTest(
  services: Pick<Services, "config" | "mailer">,
  input: { subject: string; markdown: string },
  to: string,
) {
  const issue = composeIssue(input);
  await sendTestIssue(services, issue, to);
  return { ok: true as const, subject: issue.subject };
}

/**
 * Queues the issue for every confirmed subscriber not queued yet; the outbox worker delivers them.
 * @returns the issue id and how many this call queued (0 when the same issue was already sent)
 */
export async function sendIssueToSubscribers(
  services: Pick<Services, "db" | "config">,
  input: { subject: string; markdown: string },
) {
  const { issueId, queued } = await queueIssue(services, composeIssue(input));
  return { ok: true as const, issueId, queued };
}

/** An issue sent before, newest first, with its mails by outbox status. */
export interface IssueSummary {
  id: number;
  subject: string;
  createdAt: Date;
  total: number;
  sent: number;
  pending: number;
  failed: number;
}

/** The latest `limit` issues (console and CLI alike) with their progress. */
export async function recentIssues(db: Database, limit = 10): Promise<IssueSummary[]> {
  const issues = await db
    .select()
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(limit);
  return Promise.all(
    issues.map(async (i) => ({
      id: i.id,
      subject: i.subject,
      createdAt: i.createdAt,
      ...(await issueProgress(db, i.id)),
    })),
  );
}
