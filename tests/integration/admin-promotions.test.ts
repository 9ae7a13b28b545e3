import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, promotions } from "../../db/schema";
import { DATABASES } from "../support/databases";
import { consoleClient, signInAs, startConsoleServer } from "../support/admin";
import type { TestServer } from "../support/test-server";

/** The "Create code" form's fields, as the browser posts them (checkbox groups repeat their name). */
function createForm(fields: Record<string, string>): URLSearchParams {
  const form = new URLSearchParams({ intent: "create", duration: "once", amount_currency: "USD", ...fields });
  for (const id of ["1", "2"]) form.append("plan_ids", id);
  for (const id of ["1", "2"]) form.append("plan_type_ids", id);
  return form;
}

describe.each(DATABASES)("/admin/promotions on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startConsoleServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());
  const rowOf = async (code: string) => (await server.services.db.select().from(promotions).where(eq(promotions.code, code)))[0];

  it("an owner creates LAUNCH20 (20% off, once); it is listed with its redemptions and audited", async () => {
    const owner = await signInAs(server, "owner");
    const created = await owner.post("/admin/promotions", createForm({ code: "launch20", percent_off: "20" }));
    expect(created.status).toBe(200);
    expect(await rowOf("LAUNCH20")).toMatchObject({ percentOff: 20, amountOff: null, duration: "once", maxRedemptions: null, active: true, planIds: [1, 2], planTypeIds: [1, 2], createdBy: owner.operator.id });
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.action, "promotion_created"));
    expect(audit).toEqual([expect.objectContaining({ operatorId: owner.operator.id, target: `promotion:${(await rowOf("LAUNCH20"))!.id}` })]);

    const page = await owner.get("/admin/promotions");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    for (const label of ["Code", "Percent off", "Amount off", "Duration", "Max redemptions", "Create code", "Rows per page"]) expect(html).toContain(label);
    expect(html).toMatch(/LAUNCH20/);
    expect(html).toContain(">Once<");

    // The same code again (any case) is refused.
    const again = await owner.post("/admin/promotions", createForm({ code: "Launch20", percent_off: "10" }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("A promotion code with this name already exists.");
  });

  it("marketing creates an amount-off code in minor units and deactivates it; the check then refuses it", async () => {
    const marketing = await signInAs(server, "marketing");
    expect((await marketing.post("/admin/promotions", createForm({ code: "TENOFF", amount_off: "10.50", amount_currency: "SGD", duration: "repeating", duration_in_months: "3", max_redemptions: "100" }))).status).toBe(200);
    const row = (await rowOf("TENOFF"))!;
    expect(row).toMatchObject({ percentOff: null, amountOff: { SGD: 1050 }, duration: "repeating", durationInMonths: 3, maxRedemptions: 100 });
    const order = { plan_id: 2, plan_type_id: 2, currency: "SGD", envelope: 1200, user: 3 };
    expect((await server.post("/api/promotion-code", { code: "tenoff", ...order })).status).toBe(200);

    expect((await marketing.post("/admin/promotions", { intent: "deactivate", id: String(row.id) })).status).toBe(200);
    expect((await rowOf("TENOFF"))!.active).toBe(false);
    const refused = await server.post("/api/promotion-code", { code: "tenoff", ...order });
    expect([refused.status, refused.body.code]).toEqual([422, "promotion_inactive"]);
  });

  it("refuses bad input with the field's message and creates nothing", async () => {
    const owner = await signInAs(server, "owner");
    const both = await owner.post("/admin/promotions", createForm({ code: "BOTH", percent_off: "10", amount_off: "5" }));
    expect(both.status).toBe(400);
    expect(await both.text()).toContain("Enter either a percent off or an amount off.");
    const bad = await owner.post("/admin/promotions", createForm({ code: "NO SPACES", percent_off: "101" }));
    expect(bad.status).toBe(400);
    expect(await rowOf("BOTH")).toBeUndefined();
  });

  it("support gets 403 on the page and its actions; a signed-out visitor is sent to the sign-in", async () => {
    const support = await signInAs(server, "support");
    expect((await support.get("/admin/promotions")).status).toBe(403);
    expect((await support.post("/admin/promotions", createForm({ code: "SNEAKY", percent_off: "90" }))).status).toBe(403);
    expect(await rowOf("SNEAKY")).toBeUndefined();
    const anonymous = await consoleClient(server, undefined).get("/admin/promotions");
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toContain("/admin/login");
  });
});
