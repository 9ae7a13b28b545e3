import { count } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_PLAN, SLEEVE_LIMITS, YEARLY_SAVING_PERCENT } from "../../app/content/plan-facts";
import { planListSchema } from "../../app/domain/plan-list";
import { quote } from "../../app/domain/pricing";
import { currencies, envelopeTiers, planFeatures } from "../../db/schema";
import { seedPlans } from "../../db/seed/plans";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("POST /api/plan-list on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());

  it("serves the section 3 shape, every amount an integer in minor units", async () => {
    const res = await server.post("/api/plan-list", {});
    expect(res.status, JSON.stringify(server.logs.filter((l) => Number(l.level) >= 50))).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      ["currency", "free_plan", "month_discount", "plan_features_list", "pro_plan", "tax", "team_plan", "year_discount"].sort(),
    );
    const data = planListSchema.parse(res.body.data);
    expect(data.currency.map((c) => c.code)).toEqual(["USD", "SGD", "EUR", "GBP", "AUD"]);
    expect(data.currency.filter((c) => c.is_default).map((c) => c.code)).toEqual(["USD"]);
    expect(data.currency.find((c) => c.code === "SGD")).toEqual({ code: "SGD", symbol: "S$", name: "Singapore Dollar", minor_unit: 2, is_default: false });
    expect(data.tax).toBe(9);
    expect(data.month_discount).toBe(0);
    expect(data.year_discount).toBe(YEARLY_SAVING_PERCENT);
    expect(data.free_plan).toMatchObject({ sleeves_per_month: FREE_PLAN.sleevesPerMonth, users: 1, storage: 2 });
    expect(data.pro_plan).toMatchObject({ plan_id: 1, min_users: 1, max_users: 1 });
    expect(data.team_plan).toMatchObject({ plan_id: 2, min_users: 1 });
    for (const plan of [data.pro_plan, data.team_plan]) {
      // Two periods × five currencies, each with the same tier ids.
      expect(plan.prices).toHaveLength(10);
      for (const price of plan.prices) {
        expect(price.envelopes.map((e) => e.id)).toEqual([1, 2, 3]);
        for (const e of price.envelopes) expect(Object.keys(e).sort()).toEqual(["amount", "id", "sms", "storage", "text", "total"]);
      }
    }
    const teamYearlySgd = data.team_plan.prices.find((p) => p.plan_type_id === 2 && p.currency === "SGD")!;
    expect(teamYearlySgd.extra_user_amount).toBe(6000);
    expect(teamYearlySgd.envelopes[0]).toEqual({ id: 1, text: "1,200 Sleeves per year", amount: 55000, total: 1200, sms: 2400, storage: 100 });
  });

  it("lists the per-Sleeve limits of section 9 among the feature rows", async () => {
    const { body } = await server.post("/api/plan-list", {});
    const rows = body.data.plan_features_list as Array<{ name: string; free: unknown; pro: unknown; team: unknown }>;
    expect(rows.find((r) => r.name === "Documents per Sleeve")).toMatchObject({
      free: String(SLEEVE_LIMITS.free.documents),
      pro: String(SLEEVE_LIMITS.pro.documents),
      team: String(SLEEVE_LIMITS.team.documents),
    });
    expect(rows.find((r) => r.name === "Recipients per Sleeve")).toMatchObject({ free: "5", pro: "15", team: "30" });
    expect(rows.find((r) => r.name === "Roles and permissions")).toMatchObject({ free: false, pro: false, team: true });
  });

  it("prices the order the server will charge with the shared module", async () => {
    const { body } = await server.post("/api/plan-list", {});
    const result = quote(body.data, { plan_id: 2, plan_type_id: 2, envelope_id: 1, currency: "SGD", users: 3 });
    expect(result.ok && result.quote.total).toBe(73030);
  });

  it("answers as res.json would, from the shared read: the same bytes, Content-Type and ETag each time", async () => {
    const answer = () => fetch(`${server.url}/api/plan-list`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
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
