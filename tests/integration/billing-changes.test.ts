/**
 * The customer's own changes on the sandbox billing page, on both databases, over HTTP against the real
 * app (decision 0072), with the server's clock set to the middle of the yearly period so the prorated
 * figures are exact: Team, 3 users, yearly, SGD (S$670.00 + 9% GST).
 * - "Change users" 3 → 5 shows "You pay S$65.40 now" (2 × S$60.00 for half a year, + 9%), and a double
 *   submit of the confirmation charges once, with its own invoice under the next number; the record,
 *   the renewal price, the page, the mail and the console's timeline follow.
 * - 5 → 2 credits S$98.10 to the customer's account with a credit note under the next number (never a
 *   refund: the refund policy refunds no unused time); the next renewal takes it first.
 * - A preview is refused when anything changed before its confirmation: another change, a new price,
 *   half an hour.
 * - Only Team, within the plan's range; a declined card changes nothing.
 * - "Update card": a card, a 3-D Secure card (completed, failed) and a declined one.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  creditNotes,
  documentCounters,
  extraUserPrices,
  invoices,
  sandboxCharges,
  sandboxPaymentMethods,
  sandboxSubscriptions,
  subscriptions,
} from "../../db/schema";
import { updateCard } from "../../server/billing/card";
import { billingUrl } from "../../server/billing/links";
import { documentNumber } from "../../server/invoices/issue";
import { documentPdf } from "../../server/invoices/queries";
import { getOrderDetail } from "../../server/orders/detail";
import { renewSandboxSubscription } from "../../server/payments/sandbox";
import { consoleClient, startConsoleServer } from "../support/admin";
import { DATABASES } from "../support/databases";
import { pdfText } from "../support/pdf-text";
import { emailToken, paymentMethod, registration, THREE_DS_CARD, DECLINED_CARD } from "../support/signup";
import type { TestServer } from "../support/test-server";
import { PRO_MONTHLY_USD } from "../support/plan-data";

const PUBLIC_URL = "http://console.docsleeve.test";

describe.each(DATABASES)("billing changes on %s", (database) => {
  let server: TestServer;
  let page: ReturnType<typeof consoleClient>;
  /** The server's clock: the real time until a test sets it. */
  let fixed: Date | undefined;
  const team = `team.${database}@tanadvisory.sg`;
  let subscriptionId: number;
  let signupKey: string;
  let periodEnd: Date;

  const db = () => server.services.db;
  const subscription = async (id = subscriptionId) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const sandboxOf = async (id = subscriptionId) =>
    (
      await db()
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, (await subscription(id)).providerSubscriptionId!))
    )[0]!;
  const chargesOf = async (id = subscriptionId) =>
    db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.subscriptionId, (await subscription(id)).providerSubscriptionId!));
  const lastNumber = async (kind: "invoice" | "credit_note") =>
    (await db().select().from(documentCounters).where(eq(documentCounters.kind, kind)))[0]?.lastNumber ?? 0;
  const link = async (id = subscriptionId) => new URL(await billingUrl(server.services, id)).pathname;
  const tokenIn = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1];
  const mailsTo = (email: string) => server.mails.filter((m) => m.to === email);
  const endText = () =>
    periodEnd.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

  /** Asks the price of a change to `users` and @returns the page's answer and the preview's token. */
  async function preview(path: string, users: string) {
    const res = await page.post(path, { intent: "preview-users", users });
    const html = await res.text();
    return { status: res.status, html, token: tokenIn(html) };
  }

  async function register(email: string, extra: Record<string, unknown> = {}) {
    const body = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server),
      ...extra,
    });
    const res = await server.post("/api/register-plan", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { id: res.body.data.subscription_id as number, key: body.idempotency_key };
  }

  beforeAll(async () => {
    server = await startConsoleServer({
      database,
      env: { PUBLIC_URL, RATE_LIMIT_FACTOR: "1000" },
      overrides: { clock: () => fixed ?? new Date() },
    });
    page = consoleClient(server, undefined);
    const bought = await register(team);
    subscriptionId = bought.id;
    signupKey = bought.key;
    const s = await subscription();
    periodEnd = s.currentPeriodEnd;
    // The middle of the period, to the second (a year has an even number of seconds).
    const start = s.currentPeriodStart.getTime();
    fixed = new Date(start + Math.floor((periodEnd.getTime() - start) / 2000) * 1000);
  }, 600_000);
  afterAll(() => server?.close());

  it("shows the prorated charge of added users first, then charges it once however often confirmed, with its own invoice", async () => {
    const path = await link();
    const shown = await preview(path, "5");
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("From 3 to 5 users");
    expect(shown.html).toContain("You pay S$65.40 now");
    expect(shown.html).toContain(`Then S$861.10 per year from ${endText()}.`);
    expect(shown.html).toContain(">Confirm change</button>");
    // Nothing changes before the confirmation.
    expect((await subscription()).users).toBe(3);
    expect(await chargesOf()).toHaveLength(1);

    const invoiceBefore = await lastNumber("invoice");
    const confirm = () => page.post(path, { intent: "confirm-users", token: shown.token!, users: "5" });
    const answers = await Promise.all([confirm(), confirm()]);
    for (const res of answers) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`${path}?done=users`);
    }
    const charges = await chargesOf();
    expect(charges.map((c) => c.amount).sort((a, b) => a - b)).toEqual([6540, 73030]);
    // The order's own figures stay what was bought and paid; the price per period is the new one.
    expect(await subscription()).toMatchObject({ users: 5, periodAmount: 79000, amount: 67000, total: 73030 });
    expect(await sandboxOf()).toMatchObject({ quantity: 5, amount: 86110 });
    expect((await sandboxOf()).description).toBe("DocSleeve Team (Yearly), 1,200 Sleeves per year, 5 users");

    // Its own invoice, the next number of the one series.
    expect(await lastNumber("invoice")).toBe(invoiceBefore + 1);
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.number, documentNumber("invoice", invoiceBefore + 1)));
    expect(invoice).toMatchObject({ reason: "subscription_update", net: 6000, tax: 540, total: 6540 });
    const text = await pdfText((await documentPdf(db(), { kind: "invoice", id: invoice!.id }))!.pdf!);
    expect(text).toContain(`Invoice number ${invoice!.number}`);
    expect(text).toContain("Change from 3 to 5 users, prorated for the rest of the period");

    const shownAfter = await (await page.get(`${path}?done=users`)).text();
    expect(shownAfter).toContain("Your subscription now has 5 users.");
    expect(shownAfter).toMatch(/<dt[^>]*>Users<\/dt><dd[^>]*>5<\/dd>/);
    expect(shownAfter).toContain(`S$861.10 on ${endText()}`);
    expect(shownAfter).toContain(invoice!.number);

    const mails = mailsTo(team).filter((m) => m.kind === "users-changed");
    expect(mails.map((m) => m.subject)).toEqual(["Your DocSleeve subscription now has 5 users"]);
    expect(mails[0]!.text).toContain("now has 5 users (it had 3)");
    expect(mails[0]!.text).toContain("The 2 added users are charged for the rest of the current period");
    const detail = (await getOrderDetail(db(), signupKey))!;
    expect(detail.periodPrice).toBe(86110);
    expect(detail.refundable).toBe(73030); // the first payment, as before
    const timeline = detail.timeline.map((e) => `${e.title} | ${e.detail}`);
    expect(timeline.filter((t) => t.startsWith("Users changed by the customer: 3 → 5"))).toHaveLength(1);
    expect(timeline).toContain("Change of users paid | S$65.40");
  });

  it("credits removed users to the account with a credit note under the next number, refunding nothing", async () => {
    const path = await link();
    const shown = await preview(path, "2");
    expect(shown.html).toContain("S$98.10 credited");
    expect(shown.html).toContain("Credited to your account with a credit note, and taken off your next payments.");
    expect(shown.html).toContain(`Then S$664.90 per year from ${endText()}.`);
    const noteBefore = await lastNumber("credit_note");
    const res = await page.post(path, { intent: "confirm-users", token: shown.token!, users: "2" });
    expect(res.status).toBe(303);
    expect(await subscription()).toMatchObject({ users: 2, periodAmount: 61000, total: 73030, refundedAmount: 0 });
    expect(await sandboxOf()).toMatchObject({ quantity: 2, amount: 66490, creditBalance: 9810 });
    expect((await chargesOf()).every((c) => c.status === "succeeded")).toBe(true);
    expect(await lastNumber("credit_note")).toBe(noteBefore + 1);
    const notes = await db().select().from(creditNotes).where(eq(creditNotes.subscriptionId, subscriptionId));
    expect(notes.map((n) => [n.number, n.total, n.net, n.tax])).toEqual([
      [documentNumber("credit_note", noteBefore + 1), 9810, 9000, 810],
    ]);
    // Against the invoice of the period's own payment.
    const [first] = await db().select().from(invoices).where(eq(invoices.reason, "subscription_create"));
    expect(notes[0]!.invoiceId).toBe(first!.id);
    const text = await pdfText((await documentPdf(db(), { kind: "credit_note", id: notes[0]!.id }))!.pdf!);
    expect(text).toContain(`Credit note number ${notes[0]!.number}`);
    expect(text).toContain("3 fewer users for the rest of the period");
    expect(text).toContain("Credited to your account: taken off your next payments.");

    const html = await (await page.get(path)).text();
    expect(html).toMatch(/<dt[^>]*>Account credit<\/dt><dd[^>]*>S\$98\.10, taken off your next payments<\/dd>/);
    expect(html).toContain(`S$566.80 on ${endText()}`);
    const mail = mailsTo(team)
      .filter((m) => m.kind === "users-changed")
      .at(-1)!;
    expect(mail.subject).toBe("Your DocSleeve subscription now has 2 users");
    expect(mail.text).toContain(
      "The 3 removed users' share of the rest of the current period is credited to your account and taken off your next payments.",
    );
    const timeline = (await getOrderDetail(db(), signupKey))!.timeline.map((e) => `${e.title} | ${e.detail}`);
    expect(timeline).toContain("Users changed by the customer: 5 → 2 | null");
    expect(timeline).toContain("Credit note issued by the provider | S$98.10 credited");
  });

  it("refuses a preview once anything changed: another change, a new price, half an hour; nothing is charged", async () => {
    const path = await link();
    const charges = (await chargesOf()).length;
    const stale = async (token: string) => {
      const res = await page.post(path, { intent: "confirm-users", token, users: "4" });
      expect(res.status).toBe(409);
      expect(await res.text()).toContain("The price changed since it was shown");
    };

    // Another change first.
    const first = await preview(path, "4");
    const other = await preview(path, "3");
    expect((await page.post(path, { intent: "confirm-users", token: other.token!, users: "3" })).status).toBe(303);
    await stale(first.token!);
    expect((await subscription()).users).toBe(3);

    // A new extra-user price.
    const priced = await preview(path, "4");
    const where = and(
      eq(extraUserPrices.planId, 2),
      eq(extraUserPrices.planTypeId, 2),
      eq(extraUserPrices.currencyCode, "SGD"),
    );
    const [price] = await db().select().from(extraUserPrices).where(where);
    await db()
      .update(extraUserPrices)
      .set({ amount: price!.amount + 100 })
      .where(where);
    try {
      await stale(priced.token!);
    } finally {
      await db().update(extraUserPrices).set({ amount: price!.amount }).where(where);
    }

    // Half an hour later.
    const late = await preview(path, "4");
    const at = fixed!;
    fixed = new Date(at.getTime() + 31 * 60 * 1000);
    try {
      await stale(late.token!);
    } finally {
      fixed = at;
    }
    // A forged preview is not one.
    const forged = await page.post(path, { intent: "confirm-users", token: `${late.token!}x`, users: "4" });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This change could not be read.");
    expect(await chargesOf()).toHaveLength(charges + 1); // the other change's charge alone
    expect((await subscription()).users).toBe(3);
  });

  it("takes a number of users within the Team plan's range only", async () => {
    const path = await link();
    for (const [users, message] of [
      ["0", "A Team plan has between 1 and 500 users."],
      ["501", "A Team plan has between 1 and 500 users."],
      ["2.5", "Please enter a whole number of users."],
      ["", "Please enter the number of users."],
      ["3", "That is already your number of users."],
    ] as const) {
      const res = await preview(path, users);
      expect(res.status, users).toBe(400);
      expect(res.html).toContain(message);
      expect(res.token).toBeUndefined();
    }
    expect((await preview(path, "500")).html).toContain("From 3 to 500 users");
  });

  it("offers no change of users on Pro, and refuses one posted anyway", async () => {
    const pro = await register(`pro.${database}@example.com`, {
      plan_data: PRO_MONTHLY_USD,
    });
    const path = await link(pro.id);
    const html = await (await page.get(path)).text();
    expect(html).not.toContain("Change users");
    expect(html).toContain(">Update card</summary>");
    const res = await preview(path, "2");
    expect(res.status).toBe(409);
    expect(res.html).toContain("Only a Team plan has users to change.");
  });

  it("changes nothing when the saved card is declined", async () => {
    const path = await link();
    const declining = await paymentMethod(server, DECLINED_CARD);
    const sandbox = await sandboxOf();
    // The saved card starts to decline (the bank refuses it now).
    await db()
      .update(sandboxSubscriptions)
      .set({ paymentMethodId: declining })
      .where(eq(sandboxSubscriptions.id, sandbox.id));
    const before = {
      charges: (await chargesOf()).length,
      invoice: await lastNumber("invoice"),
      mails: server.mails.length,
    };
    try {
      const shown = await preview(path, "6");
      const res = await page.post(path, { intent: "confirm-users", token: shown.token!, users: "6" });
      expect(res.status).toBe(402);
      expect(await res.text()).toContain(
        "Your card was declined. Nothing was changed: update your card, then try again.",
      );
      expect((await subscription()).users).toBe(3);
      expect((await sandboxOf()).quantity).toBe(3);
      expect(await chargesOf()).toHaveLength(before.charges);
      expect(await lastNumber("invoice")).toBe(before.invoice);
      expect(server.mails.length).toBe(before.mails);
    } finally {
      await db()
        .update(sandboxSubscriptions)
        .set({ paymentMethodId: sandbox.paymentMethodId })
        .where(eq(sandboxSubscriptions.id, sandbox.id));
    }
  });

  it("updates the card: at once, after 3-D Secure, and not for a declined card or a failed authentication", async () => {
    const path = await link();
    const card = async () => (await sandboxOf()).paymentMethodId;
    const mastercard = await paymentMethod(server, "5555 5555 5555 4444");
    const saved = await updateCard(server.services, subscriptionId, {
      paymentMethodId: mastercard,
      attemptKey: `attempt-mc-${database}`,
    });
    expect(saved).toEqual({ ok: true, value: { status: "updated" } });
    expect(await card()).toBe(mastercard);
    expect(await (await page.get(path)).text()).toMatch(/<dt[^>]*>Card<\/dt><dd[^>]*>Mastercard ending in 4444<\/dd>/);
    const mail = mailsTo(team).filter((m) => m.kind === "card-updated");
    expect(mail.map((m) => m.subject)).toEqual(["Your DocSleeve card was updated"]);
    expect(mail[0]!.text).toContain("is now the Mastercard ending in 4444");
    const timeline = (await getOrderDetail(db(), signupKey))!.timeline;
    expect(timeline.filter((e) => e.title === "Card updated by the customer")).toHaveLength(1);

    // 3-D Secure: the challenge first, then the same request says it is saved.
    const secure = await paymentMethod(server, THREE_DS_CARD);
    const attempt = { paymentMethodId: secure, attemptKey: `attempt-3ds-${database}` };
    const asked = await updateCard(server.services, subscriptionId, attempt);
    if (!asked.ok || asked.value.status !== "requires_action") throw new Error(JSON.stringify(asked));
    expect(await card()).toBe(mastercard);
    const challenge = await server.post("/api/sandbox/challenges", {
      client_secret: asked.value.clientSecret,
      outcome: "complete",
    });
    expect(challenge.status).toBe(200);
    expect(await updateCard(server.services, subscriptionId, attempt)).toEqual({
      ok: true,
      value: { status: "updated" },
    });
    expect(await card()).toBe(secure);
    expect(await (await page.get(path)).text()).toContain("Visa ending in 3184");

    // A failed authentication and a declined card leave the card as it is.
    const failing = {
      paymentMethodId: await paymentMethod(server, THREE_DS_CARD),
      attemptKey: `fail-${database}`,
    };
    const waiting = await updateCard(server.services, subscriptionId, failing);
    if (!waiting.ok || waiting.value.status !== "requires_action") throw new Error(JSON.stringify(waiting));
    await server.post("/api/sandbox/challenges", { client_secret: waiting.value.clientSecret, outcome: "fail" });
    expect(await updateCard(server.services, subscriptionId, failing)).toMatchObject({
      ok: false,
      code: "card_declined",
      message:
        "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    });
    const declined = await updateCard(server.services, subscriptionId, {
      paymentMethodId: await paymentMethod(server, DECLINED_CARD),
      attemptKey: `declined-${database}`,
    });
    expect(declined).toMatchObject({ ok: false, code: "card_declined", message: "Your card was declined." });
    expect(await card()).toBe(secure);
    expect(mailsTo(team).filter((m) => m.kind === "card-updated")).toHaveLength(2);
    // The card is the sandbox's record; the site keeps no card number.
    const [method] = await db().select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, secure));
    expect(method).toMatchObject({ brand: "Visa", last4: "3184" });
  });

  it("posts the card through the page's action as its card form does", async () => {
    const path = await link();
    const visa = await paymentMethod(server);
    const res = await page.post(path, { intent: "update-card", payment_method: visa, attempt_key: `page-${database}` });
    expect(res.status).toBe(200);
    expect((await sandboxOf()).paymentMethodId).toBe(visa);
    const refused = await page.post(path, { intent: "update-card", payment_method: "nope", attempt_key: "x" });
    expect(refused.status).toBe(400);
  });

  it("takes the account's credit off the next renewal first, on an invoice that says so", async () => {
    // The change of the stale test's other preview (2 → 3) left the subscription at 3 users: S$730.30 a year.
    const credit = (await sandboxOf()).creditBalance;
    expect(credit).toBe(9810);
    fixed = undefined;
    const renewed = await renewSandboxSubscription(db(), server.services.sandboxEvents, team);
    expect(renewed).toMatchObject({ status: "active", creditBalance: 0 });
    const charge = (await chargesOf()).find((c) => c.idempotencyKey.startsWith("renewal:"))!;
    expect(charge.amount).toBe(73030 - credit);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.reason, "subscription_cycle"));
    expect(invoice).toMatchObject({ total: 73030, net: 67000, tax: 6030 });
    const text = await pdfText((await documentPdf(db(), { kind: "invoice", id: invoice!.id }))!.pdf!);
    expect(text).toContain("SGD 98.10 from your account credit, SGD 632.20 by card.");
  });
});
