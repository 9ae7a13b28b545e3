/**
 * server/newsletter/subscribers.ts on both databases: the list in every state with search, filter and paging; the
 * export's rows (the columns of `npm run newsletter:export`, confirmed only); erasure (the row, its
 * delivery records and its mails go, only a keyed hash stays); the composer: sanitised preview, a test
 * copy that is no delivery, and sending through the newsletter:send code, never twice to anyone.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, newsletterDeliveries, newsletterErasures, newsletterSubscribers } from "../../db/schema";
import type { PageSize } from "../../app/domain/admin-list";
import { confirmedSubscriberRows, exportConfirmedSubscribers } from "../../server/newsletter/export";
import { parseIssue } from "../../server/newsletter/send";
import { composeIssue, recentIssues, sendIssueTest, sendIssueToSubscribers } from "../../server/newsletter/issues";
import {
  eraseSubscriber,
  listSubscribers,
  wasErased,
  type SubscriberListQuery,
} from "../../server/newsletter/subscribers";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const query = (over: Partial<SubscriberListQuery> = {}): SubscriberListQuery => ({
  page: 1,
  size: 25,
  sort: "newest",
  q: "",
  ...over,
});
const ACTOR = { operatorId: 3, ipHash: "cd34" };
const day = (d: number) => new Date(Date.UTC(2026, 9, d));

describe.each(DATABASES)("subscribers on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PUBLIC_URL: "https://www.docsleeve.test" } });
    await server.services.db.insert(newsletterSubscribers).values([
      { email: "first@example.com", status: "confirmed", source: "footer", createdAt: day(1), confirmedAt: day(2) },
      { email: "=cmd@example.com", status: "confirmed", source: "popup", createdAt: day(3), confirmedAt: day(3) },
      { email: "waiting@example.com", status: "pending", source: "footer", createdAt: day(4), confirmNonce: "n" },
      {
        email: "gone@example.org",
        status: "unsubscribed",
        source: null,
        createdAt: day(5),
        confirmedAt: day(5),
        unsubscribedAt: day(6),
      },
      { email: "erase_me@example.com", status: "confirmed", source: "footer", createdAt: day(7), confirmedAt: day(7) },
    ]);
  }, 240_000);
  afterAll(() => server.close());

  const emails = (rows: { email: string }[]) => rows.map((r) => r.email);

  it("lists every state newest first with search, status filter and paging", async () => {
    const db = server.services.db;
    const all = await listSubscribers(db, query());
    expect(emails(all.rows)).toEqual([
      "erase_me@example.com",
      "gone@example.org",
      "waiting@example.com",
      "=cmd@example.com",
      "first@example.com",
    ]);
    expect(all.rows[1]).toMatchObject({
      status: "unsubscribed",
      source: null,
      confirmedAt: day(5),
      unsubscribedAt: day(6),
    });
    expect(emails((await listSubscribers(db, query({ status: "pending" }))).rows)).toEqual(["waiting@example.com"]);
    expect(emails((await listSubscribers(db, query({ q: "EXAMPLE.ORG" }))).rows)).toEqual(["gone@example.org"]);
    expect(emails((await listSubscribers(db, query({ q: "e_m" }))).rows)).toEqual(["erase_me@example.com"]);
    const page = await listSubscribers(db, query({ size: 2 as PageSize, page: 3, sort: "oldest" }));
    expect(page).toMatchObject({ total: 5, page: 3, size: 2 });
    expect(emails(page.rows)).toEqual(["erase_me@example.com"]);
  });

  it("exports the confirmed addresses with the CLI's columns, narrowed by the search", async () => {
    const db = server.services.db;
    expect(await confirmedSubscriberRows(db)).toEqual([
      { email: "first@example.com", confirmed_at: day(2).toISOString(), source: "footer" },
      { email: "=cmd@example.com", confirmed_at: day(3).toISOString(), source: "popup" },
      { email: "erase_me@example.com", confirmed_at: day(7).toISOString(), source: "footer" },
    ]);
    expect(emails(await confirmedSubscriberRows(db, "FIRST"))).toEqual(["first@example.com"]);
    expect(await confirmedSubscriberRows(db, "waiting")).toEqual([]);
    expect((await exportConfirmedSubscribers(db))[0]).toBe('"email","confirmed_at","source"');
    // The CLI's export is the console's writer: the formula is defused there too.
    expect((await exportConfirmedSubscribers(db))[2]).toBe(
      '"\'=cmd@example.com","' + day(3).toISOString() + '","popup"',
    );
  });

  it("renders the composed issue with the mail's sanitiser, and the same text is the same issue as from a file", () => {
    const issue = composeIssue({
      subject: 'News: "March" #3',
      markdown: "Three **tips**.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>",
    });
    expect(issue.subject).toBe('News: "March" #3');
    expect(issue.html).toContain("<strong>tips</strong>");
    expect(issue.html).not.toMatch(/<script|onerror/);
    const file = parseIssue(
      `---\nsubject: "News: \\"March\\" #3"\n---\nThree **tips**.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n`,
    );
    expect(file.contentHash).toBe(issue.contentHash);
  });

  it("sends a test copy to the operator only, then the issue to every confirmed subscriber once", async () => {
    const { db } = server.services;
    const input = { subject: "November tips", markdown: "# Hello\n\nCollect documents faster." };
    server.mails.length = 0;
    expect(await sendIssueTest(server.services, input, "marketing@docsleeve.test")).toEqual({
      ok: true,
      subject: "November tips",
    });
    expect(server.mails.map((m) => [m.to, m.subject, m.kind])).toEqual([
      ["marketing@docsleeve.test", "[Test] November tips", "newsletter-test"],
    ]);
    expect(await db.select().from(newsletterDeliveries)).toEqual([]);

    const first = await sendIssueToSubscribers(server.services, input);
    expect(first.queued).toBe(3);
    // A second press (or a retry) is the same issue: nobody is queued twice.
    expect(await sendIssueToSubscribers(server.services, input)).toEqual({
      ok: true,
      issueId: first.issueId,
      queued: 0,
    });
    await server.services.mailer.deliverDue(50);
    const issueMails = server.mails.filter((m) => m.kind === "newsletter-issue");
    expect(issueMails.map((m) => m.to).sort()).toEqual([
      "=cmd@example.com",
      "erase_me@example.com",
      "first@example.com",
    ]);
    expect(issueMails[0]!.headers?.["List-Unsubscribe"]).toContain(
      "https://www.docsleeve.test/newsletter/unsubscribe?token=",
    );
    expect(await recentIssues(db)).toEqual([
      expect.objectContaining({
        id: first.issueId,
        subject: "November tips",
        total: 3,
        sent: 3,
        pending: 0,
        failed: 0,
      }),
    ]);
  });

  it("erases an address with its delivery records and mails, keeping only a keyed hash", async () => {
    const { db } = server.services;
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "erase_me@example.com"));
    expect(
      await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.subscriberId, row!.id)),
    ).toHaveLength(1);
    expect(await wasErased({ db, config: {} }, "erase_me@example.com")).toBe(false);

    expect(await eraseSubscriber({ db, config: {} }, row!.id, ACTOR)).toEqual({
      ok: true,
      deliveriesDeleted: 1,
      mailsDeleted: 1,
    });
    const audit = await db.select().from(auditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        operatorId: 3,
        action: "erase",
        target: `newsletter_subscriber:${row!.id}`,
        ipHash: "cd34",
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain("erase_me");
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id))).toEqual([]);
    expect(await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.subscriberId, row!.id))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.to} ilike '%erase_me%' or ${mailOutbox.text} ilike '%erase_me%'`),
    ).toEqual([]);
    const kept = await db.select().from(newsletterErasures);
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain("erase_me");
    expect(kept[0]!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await wasErased({ db, config: {} }, "  Erase_Me@Example.com ")).toBe(true);
    expect(await wasErased({ db, config: {} }, "first@example.com")).toBe(false);

    // The others are untouched, and resuming the issue queues nobody again.
    expect((await listSubscribers(db, query())).total).toBe(4);
    expect(
      (
        await sendIssueToSubscribers(server.services, {
          subject: "November tips",
          markdown: "# Hello\n\nCollect documents faster.",
        })
      ).queued,
    ).toBe(0);
    expect(await eraseSubscriber({ db, config: {} }, row!.id, ACTOR)).toEqual({
      ok: false,
      code: "not_found",
      message: "This subscriber no longer exists.",
    });
  });
});
