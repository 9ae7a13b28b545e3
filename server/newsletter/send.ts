/**
 * Sending an issue to the confirmed list through the mail outbox. Queueing is resumable: each
 * subscriber's copy is recorded in `newsletter_deliveries` in the same transaction as its outbox row, so
 * running the same file again after a crash queues only those not queued yet, never anyone twice. The
 * outbox then delivers each mail once (retrying a failing mail server with back-off, here and in every
 * server instance's outbox worker).
 */
import { createHash } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { readFrontMatter, splitFrontMatter } from "../blog/front-matter";
import { Marked } from "marked";
import { mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "../../db/schema";
import { sanitizePostHtml } from "../blog/sanitize";
import type { Services } from "../services";
import { newsletterKeys } from "../secrets/newsletter-keys";
import { issueMail, newsletterLinks, subscriberMessage } from "./mails";
import { signUnsubscribeToken } from "./tokens";

/** The outbox `kind` of an issue's mails. */
export const ISSUE_MAIL_KIND = "newsletter-issue";
/** Subscribers queued per transaction. */
const BATCH = 100;

const marked = new Marked({ gfm: true, breaks: false });

/** An issue read from Markdown: the subject is front matter `subject`, else the first `# heading`. */
export interface ParsedIssue {
  subject: string;
  markdown: string;
  html: string;
  contentHash: string;
}

/**
 * Parses an issue's Markdown file.
 * @throws Error when it has neither a `subject` nor a `# heading`, or no body
 */
export function parseIssue(source: string): ParsedIssue {
  // Front matter is optional here: an issue may be plain Markdown with a first "# heading".
  const { data, body: content } = splitFrontMatter(source) ? readFrontMatter(source) : { data: {}, body: source };
  const subjectField = (data as { subject?: unknown }).subject;
  const heading = /^#\s+(.+)$/m.exec(content)?.[1]?.trim();
  const subject = (typeof subjectField === "string" ? subjectField.trim() : "") || heading;
  if (!subject) throw new Error("The issue needs a subject: front matter `subject:` or a first `# heading`.");
  if (!content.trim()) throw new Error("The issue has no body.");
  const html = sanitizePostHtml(marked.parse(content, { async: false })).trim();
  return { subject, markdown: content, html, contentHash: createHash("sha256").update(source).digest("hex") };
}

/**
 * The Markdown source of an issue written in the console: the subject as front matter (a JSON string is
 * a valid YAML scalar, so any subject survives), then the body. `parseIssue` reads it like a file given
 * to `npm run newsletter:send`, and the same text sent both ways is one issue (same content hash).
 */
export function composedIssueSource(subject: string, markdown: string): string {
  return `---\nsubject: ${JSON.stringify(subject)}\n---\n${markdown.trim()}\n`;
}

/** The outbox `kind` of a test copy of an issue. */
export const ISSUE_TEST_MAIL_KIND = "newsletter-test";

/**
 * Queues a test copy of an issue to one address (the console's "Send test" to the operator's own
 * address): the subscribers' mail exactly, subject prefixed "[Test] ", its unsubscribe link inert. It is
 * not a delivery: the issue's row and progress are untouched.
 */
export async function sendTestIssue(
  services: Pick<Services, "config" | "mailer">,
  issue: ParsedIssue,
  to: string,
): Promise<void> {
  const unsubscribeUrl = newsletterLinks(services.config.publicUrl).unsubscribe("test");
  const content = issueMail({ ...issue, subject: `[Test] ${issue.subject}` }, unsubscribeUrl);
  await services.mailer.send(
    subscriberMessage(
      content,
      { email: to, unsubscribeUrl, mailbox: services.config.supportEmail },
      ISSUE_TEST_MAIL_KIND,
    ),
  );
}

/** Creates the issue's row, or finds the one of an earlier run of the same file. */
async function issueRow(db: Services["db"], issue: ParsedIssue) {
  await db
    .insert(newsletterIssues)
    .values({ contentHash: issue.contentHash, subject: issue.subject })
    .onConflictDoNothing();
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.contentHash, issue.contentHash));
  if (!row) throw new Error("could not record the issue");
  return row;
}

/**
 * Queues one mail per confirmed subscriber who has not had this issue queued yet.
 * @returns the issue id and how many mails this call queued (0 when resuming a finished queue)
 */
export async function queueIssue(
  services: Pick<Services, "db" | "config">,
  issue: ParsedIssue,
): Promise<{ issueId: number; queued: number }> {
  const { db, config } = services;
  const row = await issueRow(db, issue);
  const keys = await newsletterKeys(services);
  const links = newsletterLinks(config.publicUrl);
  let queued = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .leftJoin(
        newsletterDeliveries,
        and(eq(newsletterDeliveries.subscriberId, newsletterSubscribers.id), eq(newsletterDeliveries.issueId, row.id)),
      )
      .where(
        and(
          eq(newsletterSubscribers.status, "confirmed"),
          isNull(newsletterDeliveries.issueId),
          gt(newsletterSubscribers.id, after),
        ),
      )
      .orderBy(asc(newsletterSubscribers.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    queued += await db.transaction(async (tx) => {
      // Claim the copies first: a concurrent run of the same issue claims none of these twice.
      const claimed = await tx
        .insert(newsletterDeliveries)
        .values(batch.map((s) => ({ issueId: row.id, subscriberId: s.id })))
        .onConflictDoNothing()
        .returning({ subscriberId: newsletterDeliveries.subscriberId });
      const mine = new Set(claimed.map((c) => c.subscriberId));
      for (const s of batch.filter((b) => mine.has(b.id))) {
        const unsubscribeUrl = links.unsubscribe(signUnsubscribeToken(keys.token, s.id, s.email, new Date()));
        const message = subscriberMessage(
          issueMail(issue, unsubscribeUrl),
          { email: s.email, unsubscribeUrl, mailbox: config.supportEmail },
          ISSUE_MAIL_KIND,
        );
        const [mail] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
        await tx
          .update(newsletterDeliveries)
          .set({ mailId: mail!.id })
          .where(and(eq(newsletterDeliveries.issueId, row.id), eq(newsletterDeliveries.subscriberId, s.id)));
      }
      return mine.size;
    });
  }
  return { issueId: row.id, queued };
}

/** Counts of an issue's mails by outbox status. */
export async function issueProgress(
  db: Services["db"],
  issueId: number,
): Promise<{ total: number; sent: number; pending: number; failed: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.mailId))
    .where(eq(newsletterDeliveries.issueId, issueId))
    .groupBy(mailOutbox.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
  const sent = by.sent ?? 0;
  const pending = by.pending ?? 0;
  const failed = by.failed ?? 0;
  return { total: sent + pending + failed, sent, pending, failed };
}

/**
 * Queues the issue (resuming an earlier run) and delivers every mail that is due now, until none is
 * left or the mail server fails; mails that failed stay in the outbox for its retries.
 * @returns the issue's progress after this run
 */
export async function sendIssue(services: Pick<Services, "db" | "config" | "mailer">, issue: ParsedIssue) {
  const { issueId, queued } = await queueIssue(services, issue);
  // deliverDue leases what it takes, so a server instance's outbox worker running meanwhile sends none twice.
  while ((await services.mailer.deliverDue(50)) > 0);
  return { issueId, queued, ...(await issueProgress(services.db, issueId)) };
}
