import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { createStaticHandler, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as promotionLoader } from "../../app/routes/pricing/promotion";
import type { PromotionCheckAnswer } from "../../app/components/pricing/promotion-answer";
import {
  analyticsFunnel,
  promotionRedemptions,
  promotions,
  sandboxCharges,
  sandboxSubscriptions,
  users,
} from "../../db/schema";
import { createPromotionSchema } from "../../app/domain/promotions";
import { createPromotion, listPromotions } from "../../server/promotions/admin";
import { checkPromotion, priceOrder } from "../../server/promotions/check";
import { consumerTaxOf } from "../../server/tax/buyer-tax";
import { TAX_REGIONS } from "../../app/domain/tax-rates";
import { loadPlanList } from "../../server/pricing/plan-list";
import { createRateLimits } from "../../server/rate-limit";
import { renewSandboxSubscription } from "../../server/payments/sandbox";
import { orderPage } from "../../app/server/console/orders.server";
import type { AdminContext } from "../../app/server/console/guard.server";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration, TEAM_3_YEARLY_SGD } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

/** The done-when order's figures in the order summary's check (POST /api/promotion-code). */
const ORDER = { plan_id: 2, plan_type_id: 2, currency: "SGD", envelope: 1200, user: 3 };
/** The same order as the page's query text. */
const ORDER_QUERY = { plan_id: "2", plan_type_id: "2", currency: "SGD", envelope: "1200", user: "3" };

describe.each(DATABASES)("promotion codes through the purchase on %s", (database) => {
  let server: TestServer;
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000" },
      // 5 unknown codes per client (0.005 × the factor of 1000), so the enumeration limit shows quickly.
      overrides: { clock: () => now, ratePolicies: { promotionMiss: { points: 0.005, durationSeconds: 600 } } },
    });
  });
  afterAll(() => server.close());

  const db = () => server.services.db;
  /** Creates a code through the console's schema and service, as the "Create code" form does. */
  async function create(form: Record<string, unknown>) {
    const input = createPromotionSchema.parse({
      discount_type: "percent",
      duration: "once",
      plan_ids: ["1", "2"],
      plan_type_ids: ["1", "2"],
      ...form,
    });
    const result = await createPromotion(db(), input, { operatorId: null, now });
    if (!result.ok) throw new Error(result.message);
    return result.promotion;
  }
  const check = (code: string, order: Record<string, unknown> = ORDER) =>
    server.post("/api/promotion-code", { code, ...order });
  /** The done-when plan_data with the figures the check answered for `code`. */
  async function planDataWith(code: string) {
    const res = await check(code);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      ...TEAM_3_YEARLY_SGD,
      total_amount: res.body.data.total_amount,
      total_amount_show: res.body.data.total_amount_show,
      promotion_code: code,
    };
  }
  async function ready(email: string, card?: string) {
    return { email_token: await emailToken(server, email), paymentMethodId: await paymentMethod(server, card) };
  }
  const redemptionsOf = (code: string) =>
    db()
      .select({
        status: promotionRedemptions.status,
        discount: promotionRedemptions.discountAmount,
        total: promotionRedemptions.total,
        subscriptionId: promotionRedemptions.subscriptionId,
      })
      .from(promotionRedemptions)
      .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
      .where(eq(promotions.code, code));
  const countOf = async (code: string) =>
    (await listPromotions(db(), { page: 1, size: 100, sort: "newest", q: code })).rows.find((r) => r.code === code)!;

  it("done when: LAUNCH20 (20% off, once) is shown before tax, charged, recorded once and on the receipt", async () => {
    await create({ code: "launch20", percent_off: "20" });
    const res = await check("Launch20");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // S$670.00 − 20% = S$536.00; tax 9% on it = S$48.24; S$584.24; the renewal is back at S$730.30.
    expect(res.body.data).toEqual({
      code: "LAUNCH20",
      percent_off: 20,
      amount_off: null,
      duration: "once",
      duration_in_months: null,
      amount: 67000,
      discount_amount: 13400,
      tax_amount: 4824,
      total_amount: 58424,
      total_amount_show: "S$584.24",
      renewal: { discounted_payments: 1, total_amount: 73030, total_amount_show: "S$730.30" },
    });

    const email = "launch20.buyer@tanadvisory.sg";
    const extra = await ready(email);
    const plan_data = await planDataWith("launch20");
    const body = registration(email, { ...extra, plan_data });
    const bought = await server.post("/api/register-plan", body);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data).toMatchObject({
      total_amount: 58424,
      total_amount_show: "S$584.24",
      amount: 67000,
      tax_amount: 4824,
      promotion_code: "LAUNCH20",
    });
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, extra.paymentMethodId));
    expect(charges.map((c) => [c.amount, c.status])).toEqual([[58424, "succeeded"]]);
    expect(await redemptionsOf("LAUNCH20")).toEqual([
      { status: "redeemed", discount: 13400, total: 58424, subscriptionId: bought.body.data.subscription_id },
    ]);
    expect(await countOf("LAUNCH20")).toMatchObject({ redemptions: 1, reserved: 0 });

    const receipt = server.mails.find((m) => m.to === email && m.subject === "Your DocSleeve receipt")!;
    expect(receipt.text).toContain("Subtotal: S$670.00");
    expect(receipt.text).toContain("Promotion code LAUNCH20 (20% off the first payment): -S$134.00");
    expect(receipt.text).toContain("GST 9%: S$48.24");
    expect(receipt.text).toContain("Total paid (SGD): S$584.24");
    expect(receipt.text).toContain("Renewals after the discount (SGD): S$730.30");

    // The console's order page: the code, the discount as its own line, the taxed total, the renewals.
    const page = await orderPage({ services: server.services } as unknown as AdminContext, body.idempotency_key);
    expect(page.order).toMatchObject({ subtotal: "S$670.00", tax: "S$48.24", total: "S$584.24" });
    expect(page.promotion).toEqual({
      code: "LAUNCH20",
      terms: "20% off the first payment",
      discount: "-S$134.00",
      renewal: "S$730.30 per payment after the discount",
      redeemed: true,
    });

    // The purchase funnel counts the code applied on the order summary and redeemed with the paid order.
    await server.services.analytics.flush();
    const steps = await db()
      .select({ step: analyticsFunnel.step, plan: analyticsFunnel.plan, count: analyticsFunnel.count })
      .from(analyticsFunnel)
      .where(sql`${analyticsFunnel.step} like 'promotion_%'`)
      .orderBy(analyticsFunnel.step);
    expect(steps.map((r) => [r.step, r.plan])).toEqual([
      ["promotion_applied", "team"],
      ["promotion_redeemed", "team"],
    ]);
    expect(steps.every((r) => r.count >= 1)).toBe(true);
  });

  it("answers each unusable code with its stable code and never charges with it", async () => {
    await create({ code: "GONE", percent_off: "10", expires_at: new Date(now.getTime() - 1000).toISOString() });
    await create({ code: "SOON", percent_off: "10", starts_at: new Date(now.getTime() + 86_400_000).toISOString() });
    await create({ code: "PROONLY", percent_off: "10", plan_ids: "1" });
    await create({ code: "MONTHLYONLY", percent_off: "10", plan_type_ids: "1" });
    await create({ code: "USD5", amount_off_USD: "5" });
    const off = await create({ code: "PAUSED", percent_off: "10" });
    await db().update(promotions).set({ active: false }).where(eq(promotions.id, off.id));
    const cases: Array<[string, number, string]> = [
      ["NOPE", 404, "promotion_unknown"],
      ["GONE", 422, "promotion_expired"],
      ["SOON", 422, "promotion_not_started"],
      ["PROONLY", 422, "promotion_not_applicable"],
      ["MONTHLYONLY", 422, "promotion_not_applicable"],
      ["USD5", 422, "promotion_not_applicable"],
      ["PAUSED", 422, "promotion_inactive"],
    ];
    for (const [code, status, failure] of cases) {
      const res = await check(code);
      expect([code, res.status, res.body.code]).toEqual([code, status, failure]);
      expect(res.body.errors).toEqual({ code: res.body.message });
    }
    const email = "expired.buyer@tanadvisory.sg";
    const extra = await ready(email);
    const res = await server.post(
      "/api/register-plan",
      registration(email, { ...extra, plan_data: { ...TEAM_3_YEARLY_SGD, promotion_code: "GONE" } }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "This promotion code has expired.",
      code: "promotion_expired",
      errors: { "plan_data.promotion_code": "This promotion code has expired." },
    });
    expect(
      await db().select().from(sandboxCharges).where(eq(sandboxCharges.paymentMethodId, extra.paymentMethodId)),
    ).toHaveLength(0);
  });

  it("a code that expires between the order summary and the charge is refused (400), nothing charged", async () => {
    await create({ code: "LASTDAY", percent_off: "15", expires_at: new Date(now.getTime() + 60_000).toISOString() });
    const plan_data = await planDataWith("LASTDAY");
    const email = "lastday@tanadvisory.sg";
    const extra = await ready(email);
    now = new Date(now.getTime() + 61_000);
    const res = await server.post("/api/register-plan", registration(email, { ...extra, plan_data }));
    expect([res.status, res.body.code]).toEqual([400, "promotion_expired"]);
    expect(
      await db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(0);
  });

  it("a code changed between the order summary and the charge is refused with 409 and the expected figures", async () => {
    const row = await create({ code: "CHANGED", percent_off: "25" });
    const plan_data = await planDataWith("CHANGED");
    await db().update(promotions).set({ percentOff: 10 }).where(eq(promotions.id, row.id));
    const email = "changed@tanadvisory.sg";
    const extra = await ready(email);
    const res = await server.post("/api/register-plan", registration(email, { ...extra, plan_data }));
    // 10% off S$670.00 = S$603.00 + 9% = S$657.27.
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "Prices have changed. Please review your order.",
      code: "prices_changed",
      errors: {
        "plan_data.total_amount": "Does not match the current price: expected 65727.",
        "plan_data.total_amount_show": 'Does not match the current price: expected "S$657.27".',
      },
    });
    // Without the code, the undiscounted figures are refused the same way.
    const plain = await server.post(
      "/api/register-plan",
      registration(email, { ...extra, plan_data: { ...TEAM_3_YEARLY_SGD, promotion_code: "CHANGED" } }),
    );
    expect(plain.status).toBe(409);
    expect(plain.body.errors["plan_data.total_amount"]).toBe("Does not match the current price: expected 65727.");
    expect(
      await db().select().from(sandboxCharges).where(eq(sandboxCharges.paymentMethodId, extra.paymentMethodId)),
    ).toHaveLength(0);
  });

  it("the last redemption cannot be used twice, even by concurrent orders", async () => {
    await create({ code: "ONLYONE", percent_off: "50", max_redemptions: "1" });
    const plan_data = await planDataWith("ONLYONE");
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => ({
        email: `onlyone${i}@tanadvisory.sg`,
        ...(await ready(`onlyone${i}@tanadvisory.sg`)),
      })),
    );
    const results = await Promise.all(
      buyers.map(({ email, ...extra }) =>
        server.post("/api/register-plan", registration(email, { ...extra, plan_data })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) expect(r.body.code).toBe("promotion_used_up");
    const paid = await db()
      .select()
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.paymentMethodId} in ${buyers.map((b) => b.paymentMethodId)}`);
    expect(paid).toHaveLength(1);
    expect(await redemptionsOf("ONLYONE")).toHaveLength(1);
    expect((await check("ONLYONE")).body.code).toBe("promotion_used_up");
  });

  it("counts one redemption for identical retries, and none for a declined card", async () => {
    await create({ code: "RETRY", percent_off: "10", max_redemptions: "1" });
    const plan_data = await planDataWith("RETRY");
    const declined = await ready("declined.promo@tanadvisory.sg", "4000 0000 0000 0341");
    const refused = await server.post(
      "/api/register-plan",
      registration("declined.promo@tanadvisory.sg", { ...declined, plan_data }),
    );
    expect(refused.status).toBe(402);
    // The declined attempt's reservation no longer holds the only use.
    expect((await check("RETRY")).status).toBe(200);
    const email = "retry.promo@tanadvisory.sg";
    const body = registration(email, { ...(await ready(email)), plan_data, idempotency_key: randomUUID() });
    const results = await Promise.all(Array.from({ length: 5 }, () => server.post("/api/register-plan", body)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await redemptionsOf("RETRY")).filter((r) => r.status === "redeemed")).toHaveLength(1);
    expect(await countOf("RETRY")).toMatchObject({ redemptions: 1, reserved: 0 });
  });

  it("sandbox renewals follow the duration (13 months on a yearly plan: two discounted payments)", async () => {
    await create({ code: "YEARPLUS", percent_off: "20", duration: "repeating", duration_in_months: "13" });
    const plan_data = await planDataWith("YEARPLUS");
    const email = "renewals.promo@tanadvisory.sg";
    const extra = await ready(email);
    const body = registration(email, { ...extra, plan_data });
    expect((await server.post("/api/register-plan", body)).status).toBe(200);
    // The console's order page says what the renewals cost while and after the discount lasts.
    const page = await orderPage({ services: server.services } as unknown as AdminContext, body.idempotency_key);
    expect(page.promotion).toMatchObject({
      code: "YEARPLUS",
      terms: "20% off for 13 months",
      renewal: "S$584.24 for the first 2 payments, then S$730.30 per payment",
    });
    for (let i = 0; i < 3; i++) await renewSandboxSubscription(db(), undefined, email);
    const [sub] = await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerEmail, email));
    const charges = await db()
      .select({ amount: sandboxCharges.amount })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.subscriptionId, sub!.id))
      .orderBy(sandboxCharges.createdAt);
    expect(charges.map((c) => c.amount)).toEqual([58424, 58424, 73030, 73030]);
  });

  it("limits unknown codes per client so codes cannot be enumerated; known codes do not count", async () => {
    await create({ code: "KNOWN", percent_off: "5" });
    for (let i = 0; i < 8; i++) expect((await check("KNOWN")).status).toBe(200);
    const misses = [];
    for (let i = 0; i < 5; i++) misses.push((await check(`GUESS${i}`)).status);
    // Five misses per client in 10 minutes: "NOPE" above spent the first.
    expect(misses).toEqual([404, 404, 404, 404, 429]);
    const limited = await check("KNOWN");
    expect(limited.status).toBe(429);
  });

  it("counts the guesses register-plan reads against the same limit: 30 orders are not 30 guesses", async () => {
    // This client is out of guesses (the test above): an order naming an unknown code is refused too.
    const email = "guesser@tanadvisory.sg";
    const extra = await ready(email);
    const res = await server.post(
      "/api/register-plan",
      registration(email, { ...extra, plan_data: { ...TEAM_3_YEARLY_SGD, promotion_code: "GUESS9" } }),
    );
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
    expect(
      await db().select().from(sandboxCharges).where(eq(sandboxCharges.paymentMethodId, extra.paymentMethodId)),
    ).toHaveLength(0);

    // And the other way round: the guesses an order makes spend the order summary's allowance.
    const asker = {
      rateLimits: createRateLimits({ factor: 1, policies: { promotionMiss: { points: 2, durationSeconds: 600 } } }),
      ip: "198.51.100.77",
    };
    const book = await loadPlanList(db());
    for (const code of ["GUESSA", "GUESSB"])
      expect(
        await priceOrder(
          db(),
          book,
          { ...TEAM_3_YEARLY_SGD, plan_id: 2, plan_type_id: 2, promotion_code: code },
          now,
          asker,
        ),
      ).toMatchObject({
        ok: false,
        code: "promotion_unknown",
      });
    expect(
      await checkPromotion(
        db(),
        { code: "KNOWN", ...ORDER, plan_id: 2, plan_type_id: 2 },
        now,
        asker,
        consumerTaxOf(TAX_REGIONS, "SG", now),
      ),
    ).toMatchObject({
      ok: false,
      code: "rate_limited",
    });
  });

  it("concurrent checks of a real code neither spend nor refuse a client's last guess", async () => {
    await create({ code: "RUSH", percent_off: "5" });
    const asker = {
      rateLimits: createRateLimits({ factor: 1, policies: { promotionMiss: { points: 2, durationSeconds: 600 } } }),
      ip: "198.51.100.78",
    };
    const tax = consumerTaxOf(TAX_REGIONS, "SG", now);
    const checkAs = (code: string) =>
      checkPromotion(db(), { code, ...ORDER, plan_id: 2, plan_type_id: 2 }, now, asker, tax);
    expect(await checkAs("RUSHX")).toMatchObject({ ok: false, code: "promotion_unknown" });
    const rush = await Promise.all(Array.from({ length: 10 }, () => checkAs("RUSH")));
    expect(rush.map((r) => r.ok)).toEqual(Array(10).fill(true));
    // The one guess left is still there; the one after it is refused, and then the real code too.
    expect(await checkAs("RUSHY")).toMatchObject({ ok: false, code: "promotion_unknown" });
    expect(await checkAs("RUSHZ")).toMatchObject({ ok: false, code: "rate_limited" });
    expect(await checkAs("RUSH")).toMatchObject({ ok: false, code: "rate_limited" });
  });

  it("the pricing page's check (GET /pricing/promotion, a fetcher's load) answers the API's figures and codes", async () => {
    await create({ code: "PAGE15", percent_off: "15" });
    await create({ code: "PAGEPRO", percent_off: "15", plan_ids: "1" });
    const context = { services: server.services, clientIp: "198.51.100.90" } as unknown as AppLoadContext;
    const handler = createStaticHandler([
      { id: "check", path: "/pricing/promotion", loader: promotionLoader as never },
    ]);
    /** The page's check of `code` for the done-when order, as the browser's fetcher asks it (query text). */
    async function pageCheck(code: string, more: Record<string, string> = {}) {
      const query = new URLSearchParams({ code, ...ORDER_QUERY, ...more });
      const request = new Request(`http://localhost/pricing/promotion?${query.toString()}`);
      const result = await handler.query(request, { requestContext: context as never });
      if (result instanceof Response) throw new Error(`answered ${result.status}`);
      return {
        status: result.statusCode,
        cache: result.loaderHeaders.check?.get("Cache-Control"),
        body: result.loaderData.check as PromotionCheckAnswer,
      };
    }
    const accepted = await pageCheck("page15");
    expect(accepted.status).toBe(200);
    expect(accepted.cache).toBe("no-store");
    // The done-when order (S$670.00 before tax): 15% off before tax, then the consumer's 9% on the rest.
    expect(accepted.body).toMatchObject({
      ok: true,
      quote: {
        code: "PAGE15",
        percent_off: 15,
        amount: 67000,
        discount_amount: 10050,
        tax_amount: 5126,
        total_amount: 62076,
        total_amount_show: "S$620.76",
      },
    });
    expect((await pageCheck("PAGEPRO")).body).toEqual({
      ok: false,
      code: "promotion_not_applicable",
      message: "This promotion code does not apply to this plan, billing period or currency.",
    });
    expect((await pageCheck("NOPE-PAGE")).body).toMatchObject({ ok: false, code: "promotion_unknown" });
    // The buyer's tax details are checked as the API checks them; a query the schema refuses is refused.
    expect((await pageCheck("PAGE15", { country_id: "192", tax_id: "X" })).body).toMatchObject({
      ok: false,
      code: "tax_id_invalid",
    });
    const malformed = await pageCheck("PAGE15", { user: "many" });
    expect([malformed.status, malformed.body.ok, !malformed.body.ok && malformed.body.code]).toEqual([
      400,
      false,
      "validation_failed",
    ]);
  });

  it("is described in the OpenAPI document with its failure codes", async () => {
    const doc = (await server.get("/api/openapi.json")).body;
    const op = doc.paths["/api/promotion-code"].post;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400", "404", "422", "429"]));
    expect(op.description).toContain("promotion_used_up");
  });
});
