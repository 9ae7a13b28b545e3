/**
 * Stripe mode of the billing links on both databases: the link of a Stripe subscription answers 303 to
 * a customer portal session made for its customer, returning to /billing, with the configured portal
 * (recorded exchange); when Stripe cannot be asked, the link still shows the site's own read-only page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, subscriptions } from "../../db/schema";
import { billingUrl } from "../../server/billing/links";
import { consoleClient, startConsoleServer } from "../support/admin";
import { DATABASES } from "../support/databases";
import { replay } from "../support/stripe-replay";
import type { TestServer } from "../support/test-server";

const PUBLIC_URL = "https://www.docsleeve.test";

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
        signupKey: `portal-${database}`,
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
});
