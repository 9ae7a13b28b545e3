/**
 * Customer billing links on both databases (decision 0046), over HTTP
 * against the real app with its pages: the receipt's "Manage billing" link opens the billing page with
 * the plan and the invoices; /billing answers alike for a customer and an unknown address and mails
 * each; a changed or expired link answers 4xx with the "Send link" form; the limits per client and per
 * address hold; "Cancel subscription" with a reason schedules the end through the sandbox's event
 * (once however often pressed), mails it, shows "Cancels on <date>" on the page and in the console;
 * "Resume subscription" withdraws it; a renewal of a cancelled subscription ends it without a charge.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox, orderEvents, sandboxCharges, sandboxSubscriptions, subscriptions } from "../../db/schema";
import { analyticsReport } from "../../server/analytics/report";
import { reportTable } from "../../server/analytics/tables";
import { getOrderDetail } from "../../server/orders/detail";
import { renewSandboxSubscription } from "../../server/payments/sandbox";
import { eventPayload, signPayload } from "../../server/payments/webhook";
import { billingUrl } from "../../server/billing/links";
import { consoleClient, startConsoleServer } from "../support/admin";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration } from "../support/signup";
import type { TestServer } from "../support/test-server";

const PUBLIC_URL = "http://console.docsleeve.test";
const LINK = new RegExp(`${PUBLIC_URL}/billing/([\\w.-]+)`);

describe.each(DATABASES)("billing links on %s", (database) => {
  let server: TestServer;
  let page: ReturnType<typeof consoleClient>;
  const customer = `billing.owner.${database}@tanadvisory.sg`;
  let subscriptionId: number;
  let signupKey: string;

  beforeAll(async () => {
    server = await startConsoleServer({ database, env: { PUBLIC_URL } });
    page = consoleClient(server, undefined);
    const body = registration(customer, {
      email_token: await emailToken(server, customer),
      paymentMethodId: await paymentMethod(server),
    });
    const res = await server.post("/api/register-plan", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    subscriptionId = res.body.data.subscription_id as number;
    signupKey = body.idempotency_key;
  }, 600_000);
  afterAll(() => server?.close());

  /** A client of its own (the proxy's X-Forwarded-For), so each test starts with fresh client limits. */
  let clients = 0;
  const asClient = () => ({ "X-Forwarded-For": `203.0.113.${++clients}` });
  const mailsTo = (email: string) => server.mails.filter((m) => m.to === email);
  const tokenIn = (text: string) => LINK.exec(text)?.[1];
  const ask = (email: string, client = asClient()) => page.post("/billing", { email }, client);

  it("the receipt's Manage billing link opens the billing page with the plan, users and invoices", async () => {
    const receipt = await vi.waitFor(() => {
      const mail = mailsTo(customer).find((m) => m.subject.includes("receipt"));
      expect(mail).toBeDefined();
      return mail!;
    });
    expect(receipt.text).toContain("Manage billing: ");
    expect(receipt.html).toContain(">Manage billing</a>");
    const res = await page.get(`/billing/${tokenIn(receipt.text)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("Team, billed yearly");
    expect(html).toMatch(/<dt[^>]*>Users<\/dt><dd[^>]*>3<\/dd>/);
    expect(html).toContain("S$730.30");
    expect(html).toContain("Invoices");
    expect(html).toMatch(/DS-INV-\d{6}/);
    expect(html).toMatch(new RegExp(`href="${PUBLIC_URL}/invoices/[\\w.-]+\\.pdf"`));
  });

  it("answers a customer and an unknown address alike, mailing a link to the one and a notice to the other", async () => {
    const unknown = `nobody.${database}@example.com`;
    const known = await ask(customer);
    const stranger = await ask(unknown);
    for (const res of [known, stranger]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/billing?status=sent");
    }
    const link = mailsTo(customer).filter((m) => m.kind === "billing-link");
    expect(link).toHaveLength(1);
    expect(link[0]!.subject).toBe("Manage your DocSleeve billing");
    const opened = await page.get(`/billing/${tokenIn(link[0]!.text)}`);
    expect(opened.status).toBe(200);
    // The outbox keeps sent mail for a week: the link is blanked out of it at delivery.
    const kept = await server.services.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "billing-link"));
    expect(kept.map((m) => [m.status, m.text, tokenIn(m.text)])).toEqual([
      ["sent", "[billing link removed after delivery]", undefined],
    ]);
    const notice = mailsTo(unknown);
    expect(notice.map((m) => m.kind)).toEqual(["billing-no-subscription"]);
    expect(tokenIn(notice[0]!.text)).toBeUndefined();
    const sent = await page.get("/billing?status=sent");
    expect(await sent.text()).toContain(
      "If this address pays for a DocSleeve subscription, a billing link is on its way.",
    );
  });

  it("answers a bad address with the field's message, keeping what was typed", async () => {
    const res = await ask("not-an-address");
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain('value="not-an-address"');
  });

  it("answers a changed token 404 and an expired one 410, each with a form to send a new link", async () => {
    const token = tokenIn(await billingUrl(server.services, subscriptionId))!;
    const [body, signature] = token.split(".") as [string, string];
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, "base64url").toString()), s: subscriptionId + 1 }),
    );
    const past = { ...server.services, clock: () => new Date(Date.now() - 61 * 60 * 1000) };
    const expired = tokenIn(await billingUrl(past, subscriptionId))!;
    for (const [path, status, title] of [
      [`/billing/${other.toString("base64url")}.${signature}`, 404, "This billing link doesn&#x27;t work"],
      [`/billing/${token.slice(0, -2)}`, 404, "This billing link doesn&#x27;t work"],
      ["/billing/garbage", 404, "This billing link doesn&#x27;t work"],
      [`/billing/${expired}`, 410, "This billing link has expired"],
    ] as const) {
      const res = await page.get(path);
      expect(res.status, path).toBe(status);
      const html = await res.text();
      expect(html).toContain(title);
      expect(html).toMatch(/<form [^>]*action="\/billing"/);
      expect(html).toContain(">Send link</button>");
      expect(html).not.toContain("Team, billed yearly");
    }
  });

  it("limits the mails per address whoever asks, with the same answer for a customer and an unknown address", async () => {
    const unknown = `limit.${database}@example.com`;
    expect((await ask(unknown)).status).toBe(303); // both addresses have now been sent one mail
    for (const email of [customer, unknown]) {
      const before = mailsTo(email).length;
      for (let i = 0; i < 4; i++) expect((await ask(email)).status).toBe(303);
      const refused = await ask(email);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await refused.text()).toContain("Too many billing links requested for this email address.");
      expect(mailsTo(email).length - before).toBe(4);
    }
  });

  it("limits one client's requests whatever the addresses", async () => {
    const client = asClient();
    for (let i = 0; i < 10; i++) expect((await ask(`many.${i}.${database}@example.com`, client)).status).toBe(303);
    const refused = await ask(`many.last.${database}@example.com`, client);
    expect(refused.status).toBe(429);
    expect(mailsTo(`many.last.${database}@example.com`)).toHaveLength(0);
  });

  it("cancels at the period's end with a reason, once however often pressed, and resumes", async () => {
    const link = `/billing/${tokenIn(await billingUrl(server.services, subscriptionId))}`;
    const row = async () =>
      (await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!;
    const kinds = async () =>
      (await server.services.db.select().from(orderEvents).where(eq(orderEvents.signupKey, signupKey))).map(
        (e) => e.kind,
      );
    const mailKinds = () =>
      mailsTo(customer)
        .map((m) => m.kind)
        .filter((k) => k.startsWith("cancellation-"));

    const noReason = await page.post(link, { intent: "cancel", reason: "" });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Please choose a reason.");
    expect((await row()).cancelAtPeriodEnd).toBe(false);

    const end = (await row()).currentPeriodEnd;
    const endText = end.toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    for (let i = 0; i < 2; i++) {
      const res = await page.post(link, { intent: "cancel", reason: "too_expensive" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(link);
    }
    expect(await row()).toMatchObject({ cancelAtPeriodEnd: true, cancellationReason: "too_expensive" });
    expect((await kinds()).filter((k) => k === "cancellation_scheduled")).toHaveLength(1);
    expect(mailKinds()).toEqual(["cancellation-scheduled"]);
    expect(mailsTo(customer).at(-1)!.subject).toBe(`Your DocSleeve subscription cancels on ${endText}`);
    const shown = await (await page.get(link)).text();
    expect(shown).toContain(`Cancels on ${endText}`);
    expect(shown).toContain(">Resume subscription</button>");
    expect(shown).not.toContain(">Cancel subscription</button>");
    const inConsole = await getOrderDetail(server.services.db, signupKey);
    // The event's period (whole seconds, as Stripe's) is now the record's.
    expect(inConsole!.cancellation).toEqual({ endsAt: (await row()).currentPeriodEnd, reason: "Too expensive" });
    // The sandbox's own period end, which the account's record (written a moment later at sign-up) may
    // trail by a second boundary on a loaded machine.
    const [held] = await server.services.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerEmail, customer));
    expect(inConsole!.cancellation!.endsAt.getTime()).toBe(Math.floor(held!.currentPeriodEnd.getTime() / 1000) * 1000);
    expect(inConsole!.timeline.map((e) => `${e.title} | ${e.detail}`)).toContain(
      `Cancellation scheduled by the customer: cancels on ${endText} | Reason: Too expensive`,
    );

    for (let i = 0; i < 2; i++) expect((await page.post(link, { intent: "resume" })).status).toBe(303);
    expect((await row()).cancelAtPeriodEnd).toBe(false);
    expect((await kinds()).filter((k) => k === "cancellation_withdrawn")).toHaveLength(1);
    expect(mailKinds()).toEqual(["cancellation-scheduled", "cancellation-withdrawn"]);
    const resumed = await (await page.get(link)).text();
    expect(resumed).not.toContain("Cancels on");
    expect(resumed).toContain(">Cancel subscription</button>");
    expect((await getOrderDetail(server.services.db, signupKey))!.cancellation).toBeNull();
  });

  it("takes a cancellation from Stripe's portal through the webhook like the page's, once per event", async () => {
    const row = async () =>
      (await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!;
    const before = await row();
    const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
    const subscription = (cancel: boolean) => ({
      id: before.providerSubscriptionId,
      object: "subscription",
      status: "active",
      cancel_at_period_end: cancel,
      cancel_at: cancel ? seconds(before.currentPeriodEnd) : null,
      cancellation_details: { reason: cancel ? "cancellation_requested" : null, feedback: cancel ? "unused" : null },
      items: {
        data: [
          {
            current_period_start: seconds(before.currentPeriodStart),
            current_period_end: seconds(before.currentPeriodEnd),
          },
        ],
      },
    });
    const post = (payload: string) =>
      server.post("/api/stripe/webhook", payload, {
        "stripe-signature": signPayload(payload, server.services.webhookSecret),
      });
    const cancelled = eventPayload(
      `evt_portal_cancel_${database}`,
      "customer.subscription.updated",
      new Date(),
      subscription(true),
      {
        cancel_at_period_end: false,
      },
    );
    for (let i = 0; i < 2; i++) expect((await post(cancelled)).status).toBe(200);
    expect(await row()).toMatchObject({ cancelAtPeriodEnd: true, cancellationReason: "unused" });
    const detail = await getOrderDetail(server.services.db, signupKey);
    expect(detail!.cancellation?.reason).toBe("No longer needed");
    expect(detail!.timeline.filter((e) => e.detail === "Reason: No longer needed")).toHaveLength(1);
    expect(mailsTo(customer).filter((m) => m.kind === "cancellation-scheduled")).toHaveLength(2);

    const withdrawn = eventPayload(
      `evt_portal_resume_${database}`,
      "customer.subscription.updated",
      new Date(),
      subscription(false),
      {
        cancel_at_period_end: true,
      },
    );
    expect((await post(withdrawn)).status).toBe(200);
    expect((await row()).cancelAtPeriodEnd).toBe(false);
    expect(mailsTo(customer).filter((m) => m.kind === "cancellation-withdrawn")).toHaveLength(2);
  });

  it("a renewal of a subscription cancelled at the period's end ends it without a charge", async () => {
    const link = `/billing/${tokenIn(await billingUrl(server.services, subscriptionId))}`;
    expect((await page.post(link, { intent: "cancel", reason: "switched_service" })).status).toBe(303);
    const charges = (await server.services.db.select().from(sandboxCharges)).length;
    const ended = await renewSandboxSubscription(server.services.db, server.services.sandboxEvents, customer);
    expect(ended?.status).toBe("canceled");
    expect(await server.services.db.select().from(sandboxCharges)).toHaveLength(charges);
    const row = (await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!;
    expect(row.status).toBe("canceled");
    const shown = await (await page.get(link)).text();
    expect(shown).toContain("This subscription has ended.");
    expect(shown).not.toContain(">Resume subscription</button>");
  });

  it("counts the cancellations customers scheduled by reason for /admin/analytics", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = await analyticsReport(server.services.db, { from: today, to: today, plan: "all" });
    const table = reportTable(report, "cancellations");
    expect(table.caption).toBe("Cancellations by reason");
    expect(table.rows).toEqual([
      ["No longer needed", 1],
      ["Switched service", 1],
      ["Too expensive", 1],
    ]);
  });
});
