/**
 * The console's Leads and Subscribers pages over HTTP against the real app and its built pages, on both
 * databases: each loader and action refused to the wrong role (403) and to a signed-out client (303 to
 * /admin/login); a lead's status change, export and erasure as support; a subscriber's export and erasure
 * and the composer as marketing; visitor text never rendered as HTML; audit entries for each step.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessages, mailOutbox, newsletterSubscribers } from "../../db/schema";
import { wasErased } from "../../server/newsletter/subscribers";
import { consoleClient, signInAs, startConsoleServer, type ConsoleClient } from "../support/admin";
import { solvedCaptchaToken, TEST_CAPTCHA } from "../support/captcha";
import { DATABASES } from "../support/databases";
import type { TestServer } from "../support/test-server";

const XSS = `<script>alert("lead")</script><img src=x onerror=alert(1)>`;

describe.each(DATABASES)("console leads and subscribers on %s", (database) => {
  let server: TestServer;
  let owner: ConsoleClient;
  let support: ConsoleClient;
  let marketing: ConsoleClient;
  let leadId: number;
  let subscriberId: number;

  beforeAll(async () => {
    server = await startConsoleServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000" },
      overrides: { captcha: TEST_CAPTCHA },
    });
    [owner, support, marketing] = await Promise.all([
      signInAs(server, "owner"),
      signInAs(server, "support"),
      signInAs(server, "marketing"),
    ]);
    const sent = await server.post("/api/contact", {
      question: "Technical Support",
      name: "Rosa Park",
      email: "rosa@example.com",
      explain_question: `Our upload page shows ${XSS} instead of the form.`,
      captchaToken: await solvedCaptchaToken(server.url),
    });
    expect(sent.status).toBe(200);
    leadId = (await server.services.db.select({ id: contactMessages.id }).from(contactMessages))[0]!.id;
    const [row] = await server.services.db
      .insert(newsletterSubscribers)
      .values([
        {
          email: "=hyperlink@example.com",
          status: "confirmed",
          source: "footer",
          confirmedAt: new Date("2026-11-01T00:00:00Z"),
        },
        {
          email: "forget-me@example.com",
          status: "confirmed",
          source: "popup",
          confirmedAt: new Date("2026-11-02T00:00:00Z"),
        },
      ])
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    subscriberId = row!.id + 1;
  }, 600_000);
  afterAll(() => server.close());

  const audit = (action: string) => server.services.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("refuses every loader and action to the wrong role and sends a signed-out client to the sign-in page", async () => {
    const leadPages = ["/admin/leads", `/admin/leads/${leadId}`, "/admin/leads/export.csv?status=new"];
    const subscriberPages = ["/admin/subscribers", "/admin/subscribers/export.csv", "/admin/subscribers/newsletter"];
    for (const path of leadPages) {
      expect((await owner.get(path)).status, `owner ${path}`).toBe(200);
      expect((await support.get(path)).status, `support ${path}`).toBe(200);
      expect((await marketing.get(path)).status, `marketing ${path}`).toBe(403);
    }
    for (const path of subscriberPages) {
      expect((await owner.get(path)).status, `owner ${path}`).toBe(200);
      expect((await marketing.get(path)).status, `marketing ${path}`).toBe(200);
      expect((await support.get(path)).status, `support ${path}`).toBe(403);
    }
    const signedOut = consoleClient(server, undefined);
    for (const path of [...leadPages, ...subscriberPages]) {
      const res = await signedOut.get(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    }
    // Actions: the wrong role changes nothing.
    expect((await marketing.post(`/admin/leads/${leadId}`, { intent: "status", status: "spam" })).status).toBe(403);
    expect((await marketing.post(`/admin/leads/${leadId}`, { intent: "erase", confirm: "yes" })).status).toBe(403);
    expect(
      (await support.post("/admin/subscribers", { intent: "erase", id: String(subscriberId), confirm: "yes" })).status,
    ).toBe(403);
    expect(
      (
        await support.post("/admin/subscribers/newsletter", {
          intent: "send",
          subject: "Hi",
          markdown: "Hello",
          confirmSend: "yes",
        })
      ).status,
    ).toBe(403);
    expect((await signedOut.post(`/admin/leads/${leadId}`, { intent: "status", status: "spam" })).status).toBe(303);
    expect(
      (
        await support.post(
          `/admin/leads/${leadId}`,
          { intent: "status", status: "spam" },
          { Origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    const [lead] = await server.services.db.select().from(contactMessages).where(eq(contactMessages.id, leadId));
    expect(lead).toBeDefined();
    expect(await audit("lead_status")).toEqual([]);
    expect(await audit("erase")).toEqual([]);
    expect(await server.services.db.select().from(newsletterSubscribers)).toHaveLength(2);
  });

  it("shows the lead as plain text, never cached or indexed, and marks it Answered with who did it", async () => {
    const page = await support.get(`/admin/leads/${leadId}`);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).toContain("Rosa Park");
    expect(html).toContain("&lt;script&gt;alert(&quot;lead&quot;)&lt;/script&gt;");
    expect(html).not.toContain('<script>alert("lead")');
    expect(html).not.toContain("<img src=x");

    const answered = await support.post(`/admin/leads/${leadId}`, { intent: "status", status: "answered" });
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain("Marked Answered.");
    const list = await (await support.get("/admin/leads?status=answered")).text();
    expect(list).toContain("Rosa Park");
    expect(list).toContain(`by ${support.operator.email}`);
    expect(await (await support.get("/admin/leads?status=new")).text()).not.toContain("Rosa Park");
    expect((await audit("lead_status")).map((a) => [a.operatorId, a.target])).toEqual([
      [support.operator.id, `contact_message:${leadId}`],
    ]);
  });

  it("exports the filtered leads as CSV and records the export", async () => {
    const earlier = (await audit("export")).length; // the exports of the role test above
    const res = await support.get("/admin/leads/export.csv?status=answered&q=rosa");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"id","received_at","question","name","email","message","status","status_by","status_at","note"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,"Technical Support","Rosa Park","rosa@example.com","Our upload page shows <script>alert(""lead"")</script>`,
    );
    expect(lines[1]).toContain(`,"Answered","${support.operator.email}",`);
    const empty = (await (await support.get("/admin/leads/export.csv?status=spam")).text()).trimEnd().split("\r\n");
    expect(empty).toHaveLength(1);
    expect((await audit("export")).slice(earlier).map((a) => [a.operatorId, a.target, a.detail])).toEqual([
      [support.operator.id, "leads", { rows: 1, searched: true, sort: "newest", status: "answered", question: null }],
      [support.operator.id, "leads", { rows: 0, searched: false, sort: "newest", status: "spam", question: null }],
    ]);
  });

  it("erases a lead on confirmation only", async () => {
    const unconfirmed = await support.post(`/admin/leads/${leadId}`, { intent: "erase" });
    expect(unconfirmed.status).toBe(400);
    const erased = await support.post(`/admin/leads/${leadId}`, { intent: "erase", confirm: "yes" });
    expect(erased.status).toBe(303);
    expect(erased.headers.get("location")).toBe(`/admin/leads?erased=${leadId}`);
    expect(await server.services.db.select().from(contactMessages)).toEqual([]);
    expect(await server.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "rosa@example.com"))).toEqual([]);
    expect((await support.get(`/admin/leads/${leadId}`)).status).toBe(404);
    expect(await (await support.get(`/admin/leads?erased=${leadId}`)).text()).toContain(
      `Message ${leadId} was erased.`,
    );
    expect((await audit("erase")).map((a) => [a.operatorId, a.target])).toEqual([
      [support.operator.id, `contact_message:${leadId}`],
    ]);
  });

  it("exports subscribers with the CLI's columns, formulas defused, and erases one keeping only its hash", async () => {
    const csv = await (await marketing.get("/admin/subscribers/export.csv")).text();
    expect(csv).toBe(
      '"email","confirmed_at","source"\r\n' +
        '"\'=hyperlink@example.com","2026-11-01T00:00:00.000Z","footer"\r\n' +
        '"forget-me@example.com","2026-11-02T00:00:00.000Z","popup"\r\n',
    );
    expect(await (await marketing.get("/admin/subscribers?q=forget")).text()).toContain("forget-me@example.com");

    expect((await marketing.post("/admin/subscribers", { intent: "erase", id: String(subscriberId) })).status).toBe(
      400,
    );
    const erased = await marketing.post("/admin/subscribers", {
      intent: "erase",
      id: String(subscriberId),
      confirm: "yes",
    });
    expect(erased.status).toBe(200);
    const page = await erased.text();
    expect(page).toContain(`Subscriber ${subscriberId} was erased`);
    expect(page).not.toContain("forget-me@example.com");
    expect(await wasErased(server.services, "forget-me@example.com")).toBe(true);
    const entries = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "erase"), eq(auditLog.target, `newsletter_subscriber:${subscriberId}`)));
    expect(entries.map((e) => e.operatorId)).toEqual([marketing.operator.id]);
    expect(
      (await marketing.post("/admin/subscribers", { intent: "erase", id: String(subscriberId), confirm: "yes" }))
        .status,
    ).toBe(404);
  });

  it("previews, tests and sends an issue once through the composer", async () => {
    const issue = { subject: "Tips for December", markdown: "Collect **faster**.\n\n<script>alert(1)</script>" };
    const preview = await (
      await marketing.post("/admin/subscribers/newsletter", { intent: "preview", ...issue })
    ).text();
    expect(preview).toContain("Collect <strong>faster</strong>.");
    expect(preview).not.toContain("<script>alert(1)</script>");

    server.mails.length = 0;
    expect((await marketing.post("/admin/subscribers/newsletter", { intent: "test", ...issue })).status).toBe(200);
    expect(server.mails.map((m) => [m.to, m.subject])).toEqual([
      [marketing.operator.email, "[Test] Tips for December"],
    ]);

    const unconfirmed = await marketing.post("/admin/subscribers/newsletter", { intent: "send", ...issue });
    expect(unconfirmed.status).toBe(400);
    // A plain post re-rendered: the box's message under it, the issue's text kept.
    const refused = await unconfirmed.text();
    expect(refused).toContain("Tick the box to confirm sending to every confirmed subscriber.");
    expect(refused).toContain('value="Tips for December"');
    expect(refused).toContain("Check the issue.");
    const sent = await (
      await marketing.post("/admin/subscribers/newsletter", { intent: "send", confirmSend: "yes", ...issue })
    ).text();
    expect(sent).toContain("Issue queued for 1 confirmed subscriber;");
    const again = await (
      await marketing.post("/admin/subscribers/newsletter", { intent: "send", confirmSend: "yes", ...issue })
    ).text();
    expect(again).toContain("nobody was queued again");
    await server.services.mailer.deliverDue(50);
    expect(server.mails.filter((m) => m.kind === "newsletter-issue").map((m) => m.to)).toEqual([
      "=hyperlink@example.com",
    ]);
    expect((await audit("newsletter_send")).map((a) => a.detail)).toEqual([
      { subject: "Tips for December", queued: 1 },
      { subject: "Tips for December", queued: 0 },
    ]);
    expect(await audit("newsletter_test")).toHaveLength(1);
  });
});
