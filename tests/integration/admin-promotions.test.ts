import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, promotions } from "../../db/schema";
import { action, loader } from "../../app/routes/admin/promotions";
import { DATABASES } from "../support/databases";
import { signInAs, type ConsoleClient } from "../support/admin";
import { startTestServer, type TestServer } from "../support/test-server";

/** The "Create code" form's fields, as the browser posts them (checkbox groups repeat their name). */
function createForm(fields: Record<string, string>): URLSearchParams {
  const form = new URLSearchParams({ intent: "create", duration: "once", amount_currency: "USD", ...fields });
  for (const id of ["1", "2"]) form.append("plan_ids", id);
  for (const id of ["1", "2"]) form.append("plan_type_ids", id);
  return form;
}

/**
 * The page's loader and action called as React Router calls them, with the session cookie and the
 * console's Origin (the guard's checks run for real); answers as `{ status, body }`, thrown Responses
 * (403, the 303 to the sign-in) included.
 */
async function call(server: TestServer, who: ConsoleClient | undefined, form?: URLSearchParams): Promise<{ status: number; body: any; location?: string | null }> {
  const headers: Record<string, string> = who ? { Cookie: who.cookie } : {};
  const url = `${server.services.config.publicUrl}/admin/promotions`;
  const request = form
    ? new Request(url, { method: "POST", headers: { ...headers, Origin: new URL(server.services.config.publicUrl).origin, "Content-Type": "application/x-www-form-urlencoded" }, body: form })
    : new Request(url, { headers });
  const context = { services: server.services, clientIp: "127.0.0.1" } as unknown as AppLoadContext;
  try {
    const args = { request, context, params: {} } as never;
    const result = (form ? await action(args) : await loader(args)) as unknown;
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const d = result as { data: unknown; init: { status?: number } | null };
      return { status: d.init?.status ?? 200, body: d.data };
    }
    return { status: 200, body: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text(), location: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe.each(DATABASES)("/admin/promotions on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());
  const rowOf = async (code: string) => (await server.services.db.select().from(promotions).where(eq(promotions.code, code)))[0];

  it("an owner creates LAUNCH20 (20% off, once); it is listed with its redemptions and audited", async () => {
    const owner = await signInAs(server, "owner");
    const created = await call(server, owner, createForm({ code: "launch20", percent_off: "20" }));
    expect(created).toEqual({ status: 200, body: { ok: true, message: "Promotion code created. (LAUNCH20)" } });
    expect(await rowOf("LAUNCH20")).toMatchObject({ percentOff: 20, amountOff: null, duration: "once", maxRedemptions: null, active: true, planIds: [1, 2], planTypeIds: [1, 2], createdBy: owner.operator.id });
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.action, "promotion_created"));
    expect(audit).toEqual([expect.objectContaining({ operatorId: owner.operator.id, target: `promotion:${(await rowOf("LAUNCH20"))!.id}` })]);

    const page = await call(server, owner);
    expect(page.status).toBe(200);
    expect(page.body.page.rows).toEqual([expect.objectContaining({ code: "LAUNCH20", percentOff: 20, redemptions: 0, reserved: 0, active: true })]);

    // The same code again (any case) is refused.
    const again = await call(server, owner, createForm({ code: "Launch20", percent_off: "10" }));
    expect(again).toEqual({ status: 409, body: { ok: false, message: "A promotion code with this name already exists.", errors: { code: "A promotion code with this name already exists." } } });
  });

  it("marketing creates an amount-off code in minor units and deactivates it; the check then refuses it", async () => {
    const marketing = await signInAs(server, "marketing");
    expect((await call(server, marketing, createForm({ code: "TENOFF", amount_off: "10.50", amount_currency: "SGD", duration: "repeating", duration_in_months: "3", max_redemptions: "100" }))).status).toBe(200);
    const row = (await rowOf("TENOFF"))!;
    expect(row).toMatchObject({ percentOff: null, amountOff: { SGD: 1050 }, duration: "repeating", durationInMonths: 3, maxRedemptions: 100 });
    const order = { plan_id: 2, plan_type_id: 2, currency: "SGD", envelope: 1200, user: 3 };
    expect((await server.post("/api/promotion-code", { code: "tenoff", ...order })).status).toBe(200);

    expect((await call(server, marketing, new URLSearchParams({ intent: "deactivate", id: String(row.id) }))).status).toBe(200);
    expect(await server.services.db.select().from(auditLog).where(eq(auditLog.action, "promotion_updated"))).toEqual([expect.objectContaining({ operatorId: marketing.operator.id, target: `promotion:${row.id}` })]);
    expect((await rowOf("TENOFF"))!.active).toBe(false);
    const refused = await server.post("/api/promotion-code", { code: "tenoff", ...order });
    expect([refused.status, refused.body.code]).toEqual([422, "promotion_inactive"]);
  });

  it("refuses bad input with the field's message and creates nothing", async () => {
    const owner = await signInAs(server, "owner");
    const both = await call(server, owner, createForm({ code: "BOTH", percent_off: "10", amount_off: "5" }));
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ percent_off: "Enter either a percent off or an amount off." });
    const bad = await call(server, owner, createForm({ code: "NO SPACES", percent_off: "101" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["code", "percent_off"]);
    expect(await rowOf("BOTH")).toBeUndefined();
  });

  it("support gets 403 on the page and its actions; a signed-out visitor is sent to the sign-in (303)", async () => {
    const support = await signInAs(server, "support");
    expect((await call(server, support)).status).toBe(403);
    expect((await call(server, support, createForm({ code: "SNEAKY", percent_off: "90" }))).status).toBe(403);
    expect(await rowOf("SNEAKY")).toBeUndefined();
    const anonymous = await call(server, undefined);
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toBe("/admin/login");
  });
});
