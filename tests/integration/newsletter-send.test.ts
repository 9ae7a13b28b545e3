/**
 * `newsletter:send` and `newsletter:export` on both databases, through a real SMTP server on loopback:
 * an issue to 500 confirmed subscribers with the mail server going down half-way and coming back reaches
 * every subscriber exactly once, each mail with its own unsubscribe headers; queueing again (a resumed or
 * concurrent run) queues nobody twice; pending and unsubscribed addresses get nothing.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "../../db/schema";
import { smtpTransport } from "../../server/mail";
import { exportConfirmedSubscribers } from "../../server/newsletter/export";
import { ISSUE_MAIL_KIND, parseIssue, queueIssue, sendIssue } from "../../server/newsletter/send";
import { DATABASES } from "../support/databases";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { startTestServer, type TestServer } from "../support/test-server";

const PUBLIC_URL = "https://www.docsleeve.test";
const SUBSCRIBERS = 500;
const ISSUE = `---
subject: "DocSleeve News: March"
---
# Collect documents faster

Three **tips** for March. <script>alert(1)</script>
`;

describe.each(DATABASES)("sending an issue on %s", (database) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let transport: ReturnType<typeof smtpTransport>;
  let stopAfter = Infinity;

  beforeAll(async () => {
    smtp = await startSmtpServer(0, {
      onMessage() {
        // The mail server goes away right after accepting this many mails (connections are then refused).
        if (smtp.received.length === stopAfter) void smtp.stop();
      },
    });
    transport = smtpTransport(smtp.url);
    server = await startTestServer({
      database,
      env: { PUBLIC_URL, SUPPORT_EMAIL: "support@docsleeve.test" },
      overrides: { mailTransport: transport },
    });
    const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
      email: `reader-${i}@example.com`,
      status: "confirmed" as const,
      source: i % 2 ? ("popup" as const) : ("footer" as const),
      confirmedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    }));
    rows.push(
      { email: "pending@example.com", status: "pending" as never, source: "footer", confirmedAt: undefined as never },
      {
        email: "left@example.com",
        status: "unsubscribed" as never,
        source: "popup",
        confirmedAt: new Date(Date.UTC(2025, 0, 1)),
      },
    );
    await server.services.db.insert(newsletterSubscribers).values(rows);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    transport.close();
    await smtp.stop();
  });

  it("exports exactly the confirmed subscribers as CSV", async () => {
    const lines = await exportConfirmedSubscribers(server.services.db);
    expect(lines[0]).toBe('"email","confirmed_at","source"');
    expect(lines).toHaveLength(SUBSCRIBERS + 1);
    expect(lines[1]).toBe('"reader-0@example.com","2026-01-01T00:00:00.000Z","footer"');
    expect(lines[2]).toBe('"reader-1@example.com","2026-01-01T00:00:01.000Z","popup"');
    expect(lines.join("\n")).not.toMatch(/pending@|left@/);
  });

  it("reaches every confirmed subscriber exactly once although the mail server fails half-way", async () => {
    const issue = parseIssue(ISSUE);
    expect(issue.subject).toBe("DocSleeve News: March");
    expect(issue.html).not.toContain("<script");

    stopAfter = SUBSCRIBERS / 2;
    const first = await sendIssue(server.services, issue);
    expect(first.queued).toBe(SUBSCRIBERS);
    expect(first.total).toBe(SUBSCRIBERS);
    expect(first.sent).toBe(SUBSCRIBERS / 2);
    expect(first.pending).toBe(SUBSCRIBERS / 2);
    expect(smtp.received).toHaveLength(SUBSCRIBERS / 2);

    // The server is back; the retries are due (as if their back-off had passed). A second run resumes.
    stopAfter = Infinity;
    await smtp.start();
    await server.services.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, "pending"));
    const second = await sendIssue(server.services, issue);
    expect(second).toMatchObject({ queued: 0, total: SUBSCRIBERS, sent: SUBSCRIBERS, pending: 0, failed: 0 });

    const issues = smtp.received.filter((m) => m.subject === "DocSleeve News: March");
    expect(issues).toHaveLength(SUBSCRIBERS);
    const recipients = new Set(issues.map((m) => m.to));
    expect(recipients.size).toBe(SUBSCRIBERS);
    expect(recipients.has("pending@example.com") || recipients.has("left@example.com")).toBe(false);

    // Each mail has its own one-click unsubscribe link (RFC 8058), also in its body.
    const links = new Set<string>();
    for (const mail of issues) {
      const header =
        /^List-Unsubscribe: <([^>]+)>, <mailto:support@docsleeve\.test\?subject=unsubscribe%20([^>]+)>/im.exec(
          mail.raw.replace(/\r?\n[ \t]+/g, " "),
        );
      expect(header, `List-Unsubscribe in the mail to ${mail.to}`).not.toBeNull();
      expect(decodeURIComponent(header![2]!)).toBe(mail.to);
      expect(header![1]).toMatch(new RegExp(`^${PUBLIC_URL}/newsletter/unsubscribe\\?token=`));
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(mail.text).toContain(header![1]);
      links.add(header![1]!);
    }
    expect(links.size).toBe(SUBSCRIBERS);
  }, 300_000);

  it("queues nobody twice when the same issue is queued again, even by concurrent runs", async () => {
    const issue = parseIssue(`${ISSUE}\nA second issue.\n`);
    const runs = await Promise.all([queueIssue(server.services, issue), queueIssue(server.services, issue)]);
    expect(runs[0].queued + runs[1].queued).toBe(SUBSCRIBERS);
    expect((await queueIssue(server.services, issue)).queued).toBe(0);
    const queued = await server.services.db
      .select({ to: mailOutbox.to, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(inArray(mailOutbox.kind, [ISSUE_MAIL_KIND]))
      .groupBy(mailOutbox.to);
    // Two issues now: every subscriber has exactly one mail of each.
    expect(queued).toHaveLength(SUBSCRIBERS);
    expect(queued.every((r) => Number(r.n) === 2)).toBe(true);
  }, 120_000);
});
