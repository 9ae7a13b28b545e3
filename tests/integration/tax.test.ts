/**
 * Tax by the buyer's place (decision 0040): register-plan charges and records the tax of the buyer's billing
 * country and tax ID, refuses a bad tax ID before any money moves, and plan-list's `tax` is a consumer's
 * in the caller's country. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCharges, subscriptions, users } from "../../db/schema";
import { lookupCountry } from "../../server/geo";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration, TEAM_3_YEARLY_SGD } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

/** geoip-country's data: a German, a US and an Australian address. */
const IP = { DE: "85.214.132.117", US: "8.8.8.8", AU: "1.128.0.1" };
/** Country list ids: Germany, United States, Singapore, Australia. */
const COUNTRY = { DE: 81, US: 1, SG: 192, AU: 15 };
/** The done-when order (Team, 3 users, yearly, S$670.00) without tax. */
const UNTAXED = { ...TEAM_3_YEARLY_SGD, total_amount: 67000, total_amount_show: "S$670.00" };

describe.each(DATABASES)("tax by the buyer's place on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    for (const [code, ip] of Object.entries(IP)) expect(lookupCountry(ip)?.country_code).toBe(code);
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000", TRUST_PROXY: "loopback" } });
  });
  afterAll(() => server.close());

  const db = () => server.services.db;
  const from = (ip: string) => ({ "x-forwarded-for": ip });
  async function ready(email: string) {
    return { email_token: await emailToken(server, email), paymentMethodId: await paymentMethod(server) };
  }
  async function subscriptionOf(email: string) {
    const [user] = await db()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(sql`${subscriptions.companyId} = ${user!.companyId}`);
    return sub!;
  }
  /** The receipt mail's text sent to `email`. */
  const receiptOf = (email: string) => server.mails.find((m) => m.to === email && /receipt/i.test(m.subject))?.text;

  it("a German business with a valid VAT number pays 0%, reverse charge, its number and the IP's country recorded", async () => {
    const email = "buchhaltung@example.de";
    const body = {
      ...registration(email, await ready(email)),
      country_id: COUNTRY.DE,
      tax_id: "de 136 695 976",
      plan_data: UNTAXED,
    };
    const res = await server.post("/api/register-plan", body, from(IP.DE));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ total_amount: 67000, tax_amount: 0 });
    expect(await subscriptionOf(email)).toMatchObject({
      amount: 67000,
      taxPercent: 0,
      taxAmount: 0,
      total: 67000,
      taxReason: "reverse_charge",
      taxId: "DE136695976",
      taxIdType: "eu_vat",
      ipCountryCode: "DE",
    });
    expect(receiptOf(email)).toContain("\nReverse charge · 0%: S$0.00\n");
  });

  it("refuses a VAT number that fails its check digits with 400 tax_id_invalid on tax_id, and charges nothing", async () => {
    const email = "falsch@example.de";
    const extra = await ready(email);
    const body = { ...registration(email, extra), country_id: COUNTRY.DE, tax_id: "DE123456789", plan_data: UNTAXED };
    const res = await server.post("/api/register-plan", body, from(IP.DE));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "tax_id_invalid",
      errors: { tax_id: expect.stringContaining("not valid") },
    });
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.paymentMethodId} = ${extra.paymentMethodId}`);
    expect(charges).toEqual([]);
    expect(
      await db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toEqual([]);
  });

  it("a US buyer pays no tax (not collected); the 9% total is refused with the figures that apply to them", async () => {
    const email = "ap@example.com";
    const extra = await ready(email);
    const taxed = await server.post(
      "/api/register-plan",
      { ...registration(email, extra), country_id: COUNTRY.US },
      from(IP.US),
    );
    expect(taxed.status).toBe(409);
    expect(taxed.body).toMatchObject({ code: "prices_changed" });
    expect(taxed.body.errors["plan_data.total_amount"]).toContain("67000");
    const res = await server.post(
      "/api/register-plan",
      { ...registration(email, extra), country_id: COUNTRY.US, plan_data: UNTAXED },
      from(IP.US),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await subscriptionOf(email)).toMatchObject({
      taxPercent: 0,
      taxAmount: 0,
      total: 67000,
      taxReason: "not_collected",
      taxId: null,
      ipCountryCode: "US",
    });
    expect(receiptOf(email)).toContain("\nTax not collected · 0%: S$0.00\n");
  });

  it("a Singapore business still pays 9% GST; an Australian business with an ABN pays none", async () => {
    const sg = "finance@example.sg";
    const res = await server.post("/api/register-plan", registration(sg, await ready(sg)), from(IP.US));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await subscriptionOf(sg)).toMatchObject({ taxPercent: 9, taxAmount: 6030, taxReason: "standard" });

    const au = "accounts@example.com.au";
    const abn = {
      ...registration(au, await ready(au)),
      country_id: COUNTRY.AU,
      tax_id: "51 824 753 556",
      plan_data: UNTAXED,
    };
    const paid = await server.post("/api/register-plan", abn, from(IP.AU));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await subscriptionOf(au)).toMatchObject({
      taxPercent: 0,
      taxReason: "abn",
      taxId: "51824753556",
      taxIdType: "au_abn",
      ipCountryCode: "AU",
    });
  });

  it("plan-list's tax is a consumer's in the caller's country", async () => {
    const taxOf = async (headers: Record<string, string>) => {
      const res = await server.post("/api/plan-list", {}, headers);
      expect(res.status).toBe(200);
      return [res.body.data.tax, res.body.data.tax_reason];
    };
    expect(await taxOf(from(IP.DE))).toEqual([19, "standard"]);
    expect(await taxOf(from(IP.US))).toEqual([0, "not_collected"]);
    expect(await taxOf(from(IP.AU))).toEqual([10, "standard"]);
    // An address without a country: the default country, Singapore.
    expect(await taxOf({})).toEqual([9, "standard"]);
    // The same caller asking again gets the same bytes (the answer per tax is kept, with its ETag).
    const [a, b] = [
      await server.post("/api/plan-list", {}, from(IP.DE)),
      await server.post("/api/plan-list", {}, from(IP.DE)),
    ];
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
  });
});
