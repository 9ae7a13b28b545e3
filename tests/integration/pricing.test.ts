import { count } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_PLAN, SLEEVE_LIMITS, YEARLY_SAVING_PERCENT } from "../../app/content/plan-facts";
import { planListSchema } from "../../app/domain/plan-list";
import { quote } from "../../app/domain/pricing";
import { currencies, envelopeTiers, planFeatures } from "../../db/schema";
import { seedPlans } from "../../server/db/seed/plans";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("POST /api/plan-list on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());

  it("serves the app/domain/plan-list.ts shape, every amount an integer in minor units", async () => {
    const res = await server.post("/api/plan-list", {});
    expect(res.status, JSON.stringify(server.logs.filter((l) => Number(l.level) >= 50))).toBe(200);
    const raw = res.body.data;
    // The specified fields, and two extras beside them (currency details, plan details).
    expect(Object.keys(raw).sort()).toEqual(
      [
        "currency",
        "currencies",
        "free_plan",
        "month_discount",
        "plan_features_list",
        "plans",
        "pro_plan",
        "tax",
        "tax_reason",
        "team_plan",
        "year_discount",
      ].sort(),
    );
    expect(raw.currency).toEqual(["USD", "SGD", "EUR", "GBP", "AUD"]);
    expect(raw.free_plan).toEqual({
      envelope: FREE_PLAN.sleevesPerMonth,
      sms: 10,
      user: 1,
      storage: 2,
      name: "Free",
      description: expect.any(String),
    });
    // The caller (loopback) gives no country: a consumer's tax in the default country, Singapore.
    expect(raw.tax).toBe(9);
    expect(raw.tax_reason).toBe("standard");
    expect(raw.month_discount).toBe(0);
    expect(raw.year_discount).toBe(YEARLY_SAVING_PERCENT);
    for (const plan of [raw.pro_plan, raw.team_plan]) {
      // A list of plan types (1 Monthly, 2 Yearly), each with its price by currency code.
      expect(plan.map((t: { id: number; name: string }) => [t.id, t.name])).toEqual([
        [1, "Monthly"],
        [2, "Yearly"],
      ]);
      for (const type of plan) {
        expect(Object.keys(type.price)).toEqual(raw.currency);
        for (const price of Object.values(type.price) as Array<{
          amount: number;
          envelope: Array<Record<string, unknown>>;
        }>) {
          expect(price.envelope.map((e) => e.id)).toEqual([1, 2, 3]);
          expect(price.amount).toBe(price.envelope[0]!.amount);
          for (const e of price.envelope)
            expect(Object.keys(e).sort()).toEqual(["amount", "id", "sms", "storage", "text", "total"]);
        }
      }
    }
    const data = planListSchema.parse(raw);
    expect(data.currencies.filter((c) => c.is_default).map((c) => c.code)).toEqual(["USD"]);
    expect(data.currencies.find((c) => c.code === "SGD")).toEqual({
      code: "SGD",
      symbol: "S$",
      name: "Singapore Dollar",
      minor_unit: 2,
      is_default: false,
    });
    expect(data.plans).toEqual([
      expect.objectContaining({ plan_id: 1, name: "Pro", min_users: 1, max_users: 1 }),
      expect.objectContaining({ plan_id: 2, name: "Team", min_users: 1 }),
    ]);
    const teamYearlySgd = data.team_plan.find((t) => t.id === 2)!.price.SGD!;
    expect(teamYearlySgd.extra_user_amount).toBe(6000);
    expect(teamYearlySgd.envelope[0]).toEqual({
      id: 1,
      text: "1,200 Sleeves per year",
      amount: 55000,
      total: 1200,
      sms: 2400,
      storage: 100,
    });
  });

  it("flags each feature per plan, with the short value where the table shows one", async () => {
    const { body } = await server.post("/api/plan-list", {});
    const rows = body.data.plan_features_list as Array<Record<string, unknown>>;
    for (const row of rows) for (const plan of ["free", "pro", "team"]) expect(typeof row[plan]).toBe("boolean");
    expect(rows.find((r) => r.name === "Documents per Sleeve")).toMatchObject({
      free: true,
      pro: true,
      team: true,
      free_text: String(SLEEVE_LIMITS.free.documents),
      pro_text: String(SLEEVE_LIMITS.pro.documents),
      team_text: String(SLEEVE_LIMITS.team.documents),
    });
    expect(rows.find((r) => r.name === "Recipients per Sleeve")).toMatchObject({
      free_text: "5",
      pro_text: "15",
      team_text: "30",
    });
    expect(rows.find((r) => r.name === "Roles and permissions")).toEqual(
      expect.objectContaining({
        free: false,
        pro: false,
        team: true,
        free_text: null,
        pro_text: null,
        team_text: null,
      }),
    );
  });

  it("prices the order the server will charge with the shared module", async () => {
    const { body } = await server.post("/api/plan-list", {});
    const result = quote(body.data, { plan_id: 2, plan_type_id: 2, envelope_id: 1, currency: "SGD", users: 3 });
    expect(result.ok && result.quote.total).toBe(73030);
  });

  it("answers as res.json would, from the shared read: the same bytes, Content-Type and ETag each time", async () => {
    const answer = () =>
      fetch(`${server.url}/api/plan-list`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
    const [a, b] = [await answer(), await answer()];
    const [textA, textB] = [await a.text(), await b.text()];
    expect(textA).toBe(textB);
    expect(textA).toBe(JSON.stringify(JSON.parse(textA)));
    expect(a.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const strongEtag = express().set("etag", "strong").get("etag fn") as (body: Buffer) => string;
    expect(a.headers.get("etag")).toBe(strongEtag(Buffer.from(textA)));
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    const revalidated = await fetch(`${server.url}/api/plan-list`, {
      method: "POST",
      headers: { "content-type": "application/json", "if-none-match": a.headers.get("etag")! },
      body: "{}",
    });
    // Express answers a POST's If-None-Match only with a 200 (req.fresh is for GET and HEAD), as before.
    expect(revalidated.status).toBe(200);
  });

  it("rejects unknown fields and non-JSON like every endpoint", async () => {
    expect((await server.post("/api/plan-list", { currency: "USD" })).status).toBe(400);
    expect((await server.post("/api/plan-list", "x", { "content-type": "text/plain" })).status).toBe(415);
    expect((await server.get("/api/plan-list")).status).toBe(405);
  });

  it("seeds idempotently, also when two seeds run at once", async () => {
    const before = await Promise.all([
      server.services.db.select({ n: count() }).from(currencies),
      server.services.db.select({ n: count() }).from(envelopeTiers),
      server.services.db.select({ n: count() }).from(planFeatures),
    ]);
    await Promise.all([seedPlans(server.services.db), seedPlans(server.services.db)]);
    const after = await Promise.all([
      server.services.db.select({ n: count() }).from(currencies),
      server.services.db.select({ n: count() }).from(envelopeTiers),
      server.services.db.select({ n: count() }).from(planFeatures),
    ]);
    expect(after).toEqual(before);
    expect(before[1][0]!.n).toBe(2 * 2 * 5 * 3);
  });
});
