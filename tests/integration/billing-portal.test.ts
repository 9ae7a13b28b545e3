/**
 * Stripe mode of the billing links on both databases: the link of a Stripe subscription answers 303 to
 * a customer portal session made for its customer, returning to /billing, with the configured portal
 * (recorded exchange); when Stripe cannot be asked, the link still shows the site's own read-only page.
 * The portal's changes come back through the webhook (recorded events): a change of users (the item's
 * quantity) with its proration invoice, and a new default card, each on the order's timeline and mailed.
 */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, invoices, orderEvents, subscriptions, users } from "../../db/schema";
import { billingUrl } from "../../server/billing/links";
import { signPayload } from "../../server/payments/webhook";
import { consoleClient, startConsoleServer } from "../support/admin";
import { DATABASES } from "../support/databases";
import { replay } from "../support/stripe-replay";
import type { TestServer } from "../support/test-server";

const PUBLIC_URL = "https://www.docsleeve.test";
const SIGNUP_KEY = "signup-key-portal-team-3";

/** Stripe's events of a portal session that changed the users from 3 to 5, then the card (recorded). */
const PORTAL_EVENTS = (
  JSON.parse(
    readFileSync(new URL("../../server/payments/fixtures/stripe/portal-change-events.json", import.meta.url), "utf8"),
  ) as { events: Array<{ id: string; type: string }> }
).events;

describe.each(DATABASES)("billing links in Stripe mode on %s", (database) => {
  let server: TestServer;
  let stripe: ReturnType<typeof replay>;
  let subscriptionId: number;

  beforeAll(async () => {
    stripe = replay("billing-portal-session");
    server = await startConsoleServer({
      database,
      env: { PUBLIC_URL, STRIPE_PORTAL_CONFIGURATION: "bpc_1QvXp12eZvKYlo2CPortal1" },
      overrides: { paymentProvider: stripe.provider },
    });
    const db = server.services.db;
    const [company] = await db.insert(companies).values({ name: "Tan Advisory Pte. Ltd.", countryId: 192 }).returning();
    await db.insert(users).values({
      companyId: company!.id,
      firstName: "Mei Ling",
      lastName: "Tan",
      email: "finance@tanadvisory.sg",
      passwordHash: "not-used",
      role: "owner",
      emailVerifiedAt: new Date(),
    });
    const [row] = await db
      .insert(subscriptions)
      .values({
        companyId: company!.id,
        planId: 2,
        planTypeId: 2,
        envelopeId: 1,
        currencyCode: "SGD",
        users: 3,
        amount: 67000,
        saveAmount: 11000,
        taxPercent: 9,
        taxAmount: 6030,
        total: 73030,
        status: "active",
        provider: "stripe",
        providerCustomerId: "cus_RpTanAdvisory01",
        providerSubscriptionId: "sub_1QvXp02eZvKYlo2CTeam3Yr",
        signupKey: SIGNUP_KEY,
        currentPeriodStart: new Date("2026-03-02T10:00:00Z"),
        currentPeriodEnd: new Date("2027-03-02T10:00:00Z"),
      })
      .returning();
    subscriptionId = row!.id;
  }, 600_000);
  afterAll(() => server?.close());

  it("redirects the link to a portal session for the customer, and shows the site's page when Stripe fails", async () => {
    const page = consoleClient(server, undefined);
    const path = new URL(await billingUrl(server.services, subscriptionId)).pathname;
    const res = await page.get(path);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      "https://billing.stripe.com/p/session/test_YWNjdF8xTW9ja0FjY291bnQsX1BvcnRhbFNlc3Npb24x",
    );
    stripe.done();
    // The replay has nothing more to answer: Stripe refuses, and the page shows what the site knows.
    const fallback = await page.get(path);
    expect(fallback.status).toBe(200);
    const html = await fallback.text();
    expect(html).toContain("Team, billed yearly");
    expect(html).not.toContain(">Cancel subscription</button>");
    expect(server.logs.some((l) => l.msg === "could not open the Stripe customer portal")).toBe(true);
  });

  it("takes the portal's change of users and new card through the webhook, once per event", async () => {
    const post = (event: unknown) => {
      const payload = JSON.stringify(event);
      return server.post("/api/stripe/webhook", payload, {
        "stripe-signature": signPayload(payload, server.services.webhookSecret),
      });
    };
    for (const event of [...PORTAL_EVENTS, ...PORTAL_EVENTS]) expect((await post(event)).status, event.id).toBe(200);
    const db = server.services.db;
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    // The users follow the portal; the period is the subscription's, not the proration invoice's.
    expect(row).toMatchObject({
      users: 5,
      currentPeriodStart: new Date("2026-03-02T10:00:00Z"),
      currentPeriodEnd: new Date("2027-03-02T10:00:00Z"),
    });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));
    expect(invoice).toMatchObject({
      number: "9F1B2C3D-0002",
      reason: "subscription_update",
      provider: "stripe",
      net: 6000,
      tax: 540,
      total: 6540,
      pdfUrl: "https://pay.stripe.com/invoice/acct_1Fixture/test_UHJvcmF0aW9uMDE/pdf",
    });
    const timeline = await db.select().from(orderEvents).where(eq(orderEvents.signupKey, SIGNUP_KEY));
    expect(timeline.map((e) => [e.kind, e.detail.type])).toEqual([
      ["users_changed", "customer.subscription.updated"],
      ["provider_event", "invoice.paid"],
      ["card_updated", "customer.updated"],
    ]);
    expect(timeline[0]!.detail).toMatchObject({ usersFrom: 3, usersTo: 5 });
    expect(timeline[2]!.detail).toMatchObject({ paymentMethod: "pm_1QwPortalNewCard01" });
    const mails = server.mails.filter((m) => m.to === "finance@tanadvisory.sg");
    expect(mails.map((m) => m.subject)).toEqual([
      "Your DocSleeve subscription now has 5 users",
      "Your DocSleeve card was updated",
    ]);
    expect(mails[1]!.text).toContain("was changed. Renewals and changes are charged to the new card from now on.");
  });
});
