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
  const form = new URLSearchParams({ intent: "create", duration: "once", ...fields });
  for (const id of ["1", "2"]) form.append("plan_ids", id);
  for (const id of ["1", "2"]) form.append("plan_type_ids", id);
  return form;
}

/** The fields' messages of a refused post (Conform's reply; the form's own message, key "", left out). */
function fieldMessages(body: { reply?: { error?: Record<string, string[] | null> } }): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body.reply?.error ?? {})
      .filter(([name, messages]) => name !== "" && messages?.length)
      .map(([name, messages]) => [name, messages![0]!]),
  );
}

/**
 * The page's loader and action called as React Router calls them, with the session cookie and the
 * console's Origin (the guard's checks run for real); answers as `{ status, body }`, thrown Responses
 * (403, the 303 to the sign-in) included.
 */
async function call(
  server: TestServer,
  who: ConsoleClient | undefined,
  form?: URLSearchParams,
): Promise<{ status: number; body: any; location?: string | null }> {
  const headers: Record<string, string> = who ? { Cookie: who.cookie } : {};
  const url = `${server.services.config.publicUrl}/admin/promotions`;
  const request = form
    ? new Request(url, {
        method: "POST",
        headers: {
          ...headers,
          Origin: new URL(server.services.config.publicUrl).origin,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form,
      })
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
    if (thrown instanceof Response)
      return { status: thrown.status, body: await thrown.text(), location: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe.each(DATABASES)("/admin/promotions on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());
  const rowOf = async (code: string) =>
    (await server.services.db.select().from(promotions).where(eq(promotions.code, code)))[0];

  it("an owner creates LAUNCH20 (20% off, once); it is listed with its redemptions and audited", async () => {
    const owner = await signInAs(server, "owner");
    const created = await call(server, owner, createForm({ code: "launch20", percent_off: "20" }));
    expect(created).toMatchObject({ status: 200, body: { ok: true, message: "Promotion code created. (LAUNCH20)" } });
    expect(await rowOf("LAUNCH20")).toMatchObject({
      percentOff: 20,
      amountOff: null,
      duration: "once",
      maxRedemptions: null,
      active: true,
      planIds: [1, 2],
      planTypeIds: [1, 2],
      createdBy: owner.operator.id,
    });
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.action, "promotion_created"));
    expect(audit).toEqual([
      expect.objectContaining({ operatorId: owner.operator.id, target: `promotion:${(await rowOf("LAUNCH20"))!.id}` }),
    ]);

    const page = await call(server, owner);
    expect(page.status).toBe(200);
    expect(page.body.page.rows).toEqual([
      expect.objectContaining({ code: "LAUNCH20", percentOff: 20, redemptions: 0, reserved: 0, active: true }),
    ]);

    // The same code again (any case) is refused.
    const again = await call(server, owner, createForm({ code: "Launch20", percent_off: "10" }));
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, code: "code_taken", message: "A promotion code with this name already exists." },
    });
    expect(fieldMessages(again.body)).toEqual({ code: "A promotion code with this name already exists." });
  });

  it("marketing creates an amount-off code per currency in minor units and deactivates it; the check then refuses it", async () => {
    const marketing = await signInAs(server, "marketing");
    // Typed in major units per currency; a currency left empty is not discounted.
    expect(
      (
        await call(
          server,
          marketing,
          createForm({
            code: "TENOFF",
            amount_off_SGD: "10.50",
            amount_off_USD: "8",
            amount_off_EUR: "",
            duration: "repeating",
            duration_in_months: "3",
            max_redemptions: "100",
          }),
        )
      ).status,
    ).toBe(200);
    const row = (await rowOf("TENOFF"))!;
    expect(row).toMatchObject({
      percentOff: null,
      amountOff: { SGD: 1050, USD: 800 },
      duration: "repeating",
      durationInMonths: 3,
      maxRedemptions: 100,
    });
    const usd = await server.post("/api/promotion-code", {
      code: "tenoff",
      plan_id: 1,
      plan_type_id: 1,
      currency: "USD",
      envelope: 25,
      user: 1,
    });
    expect([usd.status, usd.body.data?.discount_amount]).toEqual([200, 800]);
    const order = { plan_id: 2, plan_type_id: 2, currency: "SGD", envelope: 1200, user: 3 };
    expect((await server.post("/api/promotion-code", { code: "tenoff", ...order })).status).toBe(200);

    expect(
      (await call(server, marketing, new URLSearchParams({ intent: "deactivate", id: String(row.id) }))).status,
    ).toBe(200);
    expect(await server.services.db.select().from(auditLog).where(eq(auditLog.action, "promotion_updated"))).toEqual([
      expect.objectContaining({ operatorId: marketing.operator.id, target: `promotion:${row.id}` }),
    ]);
    expect((await rowOf("TENOFF"))!.active).toBe(false);
    const refused = await server.post("/api/promotion-code", { code: "tenoff", ...order });
    expect([refused.status, refused.body.code]).toEqual([422, "promotion_inactive"]);
  });

  it("refuses bad input with the field's message and creates nothing", async () => {
    const owner = await signInAs(server, "owner");
    const both = await call(server, owner, createForm({ code: "BOTH", percent_off: "10", amount_off_USD: "5" }));
    expect([both.status, both.body.code]).toEqual([400, "validation_failed"]);
    expect(fieldMessages(both.body)).toEqual({ percent_off: "Enter either a percent off or an amount off." });
    const bad = await call(server, owner, createForm({ code: "NO SPACES", percent_off: "101" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldMessages(bad.body)).sort()).toEqual(["code", "percent_off"]);
    expect(await rowOf("BOTH")).toBeUndefined();
    const badAmount = await call(
      server,
      owner,
      createForm({ code: "BADAMOUNT", amount_off_USD: "0", amount_off_SGD: "1.5.0" }),
    );
    expect(badAmount.status).toBe(400);
    expect(fieldMessages(badAmount.body)).toEqual({
      "amount_off.SGD": "Amount off must be a positive amount.",
      "amount_off.USD": "Amount off must be a positive amount.",
    });
    expect(await rowOf("BADAMOUNT")).toBeUndefined();
  });

  it("an owner edits a code's expiry, max redemptions, active and plans, audited; the discount never changes", async () => {
    const owner = await signInAs(server, "owner");
    expect((await call(server, owner, createForm({ code: "EDITME", percent_off: "15" }))).status).toBe(200);
    const { id } = (await rowOf("EDITME"))!;
    const form = new URLSearchParams({
      intent: "update",
      id: String(id),
      expires_at: "2031-01-31T12:00",
      max_redemptions: "50",
      percent_off: "90",
      duration: "forever",
    });
    form.append("plan_ids", "2");
    form.append("plan_type_ids", "2");
    // "active" left out: the unchecked checkbox deactivates the code.
    expect(await call(server, owner, form)).toMatchObject({
      status: 200,
      body: { ok: true, message: "Promotion code saved. (EDITME)" },
    });
    expect(await rowOf("EDITME")).toMatchObject({
      expiresAt: new Date("2031-01-31T12:00:00Z"),
      maxRedemptions: 50,
      active: false,
      planIds: [2],
      planTypeIds: [2],
      percentOff: 15,
      duration: "once",
    });
    const [audit] = (
      await server.services.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `promotion:${id}`))
    ).filter((a) => a.action === "promotion_updated");
    expect(audit).toMatchObject({
      operatorId: owner.operator.id,
      detail: {
        code: "EDITME",
        active: false,
        active_was: true,
        maxRedemptions: 50,
        maxRedemptions_was: null,
        planIds: "2",
        planIds_was: "1,2",
        expiresAt: "2031-01-31T12:00:00.000Z",
        expiresAt_was: null,
      },
    });

    // Active again, no limit, no expiry.
    const again = new URLSearchParams({
      intent: "update",
      id: String(id),
      expires_at: "",
      max_redemptions: "",
      active: "on",
      plan_ids: "1",
      plan_type_ids: "1",
    });
    expect((await call(server, owner, again)).status).toBe(200);
    expect(await rowOf("EDITME")).toMatchObject({
      expiresAt: null,
      maxRedemptions: null,
      active: true,
      planIds: [1],
      planTypeIds: [1],
      percentOff: 15,
    });

    const none = await call(
      server,
      owner,
      new URLSearchParams({ intent: "update", id: "999999", active: "on", plan_ids: "1", plan_type_ids: "1" }),
    );
    expect([none.status, none.body.code, none.body.message]).toEqual([404, "not_found", "No such promotion code."]);
    const noPlan = await call(
      server,
      owner,
      new URLSearchParams({ intent: "update", id: String(id), active: "on", plan_type_ids: "1" }),
    );
    expect([noPlan.status, noPlan.body.code]).toEqual([400, "validation_failed"]);
    expect(fieldMessages(noPlan.body)).toEqual({ plan_ids: "Choose at least one plan." });
  });

  it("support gets 403 on the page and its actions; a signed-out visitor is sent to the sign-in (303)", async () => {
    const support = await signInAs(server, "support");
    expect((await call(server, support)).status).toBe(403);
    expect((await call(server, support, createForm({ code: "SNEAKY", percent_off: "90" }))).status).toBe(403);
    expect(await rowOf("SNEAKY")).toBeUndefined();
    // Editing is refused at the action too, whatever the page shows: the code stays as it was.
    const owner = await signInAs(server, "owner");
    expect(
      (await call(server, owner, createForm({ code: "GUARDED", percent_off: "10", max_redemptions: "5" }))).status,
    ).toBe(200);
    const guarded = (await rowOf("GUARDED"))!;
    const edit = new URLSearchParams({
      intent: "update",
      id: String(guarded.id),
      max_redemptions: "5000",
      active: "on",
      plan_ids: "1",
      plan_type_ids: "1",
    });
    expect((await call(server, support, edit)).status).toBe(403);
    expect(await rowOf("GUARDED")).toEqual(guarded);
    const anonymous = await call(server, undefined);
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toBe("/admin/login");
  });
});
