/**
 * Pay Now through the pricing page's action (`intent: "pay"`, a JSON post): the same service, limits
 * and idempotency as POST /api/register-plan, answered by code (paid, requires_action, refusals), on
 * both databases. The action is run as React Router serves it (tests/support/route-action.ts) over the
 * services of a running test server, whose API gives the email tokens and sandbox cards.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCharges, users } from "../../db/schema";
import { action } from "../../app/routes/pricing/route";
import type { PayAnswer } from "../../app/components/pricing/pay-answer";
import { DATABASES } from "../support/databases";
import { postJsonToAction } from "../support/route-action";
import { emailToken, GOOD_CARD, paymentMethod, registration, THREE_DS_CARD, DECLINED_CARD } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("Pay Now through the pricing action on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000" },
    });
  });
  afterAll(() => server.close());

  const contextOf = (s: TestServer, clientIp = "203.0.113.9") =>
    ({ clientIp, cspNonce: "", publicEnv: {}, services: s.services }) as unknown as AppLoadContext;
  /** Posts `body` to the pricing action as Pay Now does (its intent added). */
  const pay = (body: Record<string, unknown>, s: TestServer = server) =>
    postJsonToAction<PayAnswer>(action as never, { intent: "pay", ...body }, contextOf(s), "/pricing");
  const usersOf = (email: string) =>
    server.services.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
  const chargesOf = (pm: string) =>
    server.services.db
      .select()
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.paymentMethodId} = ${pm}`);
  async function ready(email: string, card = GOOD_CARD) {
    return { email_token: await emailToken(server, email), paymentMethodId: await paymentMethod(server, card) };
  }

  it("pays: `paid` with the success message, one account and one charge, never cached, nothing secret in the answer", async () => {
    const email = "pay.page@example.com";
    const body = registration(email, await ready(email));
    const answer = await pay(body);
    expect([answer.status, answer.headers.get("Cache-Control")]).toEqual([200, "no-store"]);
    expect(answer.data).toEqual({
      intent: "pay",
      ok: true,
      code: "paid",
      message: "You have successfully completed.",
    });
    expect(await usersOf(email)).toHaveLength(1);
    expect(await chargesOf(body.paymentMethodId)).toHaveLength(1);
  });

  it("the same request again (same key) gets the same answer and charges nothing more, whichever path sent the first", async () => {
    const email = "replay.page@example.com";
    const body = registration(email, await ready(email));
    const first = await server.post("/api/register-plan", body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await pay(body);
    expect(again.data).toMatchObject({ ok: true, code: "paid", message: first.body.message });
    expect((await pay(body)).data).toEqual(again.data);
    expect(await usersOf(email)).toHaveLength(1);
    expect(await chargesOf(body.paymentMethodId)).toHaveLength(1);
  });

  it("identical posts at once create one account and one charge", async () => {
    const email = "race.page@example.com";
    const body = registration(email, await ready(email));
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(body)));
    for (const answer of answers) expect(["paid", "payment_in_progress"]).toContain(answer.data.code);
    expect(answers.some((a) => a.data.code === "paid")).toBe(true);
    expect(await usersOf(email)).toHaveLength(1);
    expect(await chargesOf(body.paymentMethodId)).toHaveLength(1);
    // Every one of them, asked again, now gets the first answer.
    expect((await pay(body)).data).toMatchObject({ ok: true, code: "paid" });
  });

  it("3-D Secure: `requires_action` with the client secret, then the same request after the challenge is `paid`", async () => {
    const email = "secure.page@example.com";
    const body = registration(email, await ready(email, THREE_DS_CARD));
    const first = await pay(body);
    expect(first.status).toBe(202);
    expect(first.data).toMatchObject({ intent: "pay", ok: true, code: "requires_action" });
    const secret = first.data.ok && first.data.code === "requires_action" ? first.data.client_secret : "";
    expect(secret).not.toBe("");
    expect(await usersOf(email)).toHaveLength(0);
    const challenged = await server.post("/api/sandbox/challenges", { client_secret: secret, outcome: "complete" });
    expect(challenged.status, JSON.stringify(challenged.body)).toBe(200);
    const second = await pay(body);
    expect(second.data).toMatchObject({ ok: true, code: "paid" });
    expect(await usersOf(email)).toHaveLength(1);
  });

  it("a declined card is `card_declined` (402); a new attempt with a good card then pays", async () => {
    const email = "declined.page@example.com";
    const extra = await ready(email, DECLINED_CARD);
    const declined = await pay(registration(email, extra));
    expect(declined.status).toBe(402);
    expect(declined.data).toMatchObject({ intent: "pay", ok: false, code: "card_declined" });
    expect(await usersOf(email)).toHaveLength(0);
    const paid = await pay(
      registration(email, { ...extra, paymentMethodId: await paymentMethod(server), idempotency_key: randomUUID() }),
    );
    expect(paid.data).toMatchObject({ ok: true, code: "paid" });
  });

  it("refuses a body the API refuses, with the same codes and field messages, and charges nothing", async () => {
    const email = "bad.page@example.com";
    const body = registration(email, await ready(email));
    const unknownField = await pay({ ...body, confirm_password: "Sleeve#2025" });
    const api = await server.post("/api/register-plan", { ...body, confirm_password: "Sleeve#2025" });
    expect([unknownField.status, unknownField.data.code]).toEqual([400, "validation_failed"]);
    expect(unknownField.data.ok ? undefined : unknownField.data.errors).toEqual(api.body.errors);
    const nul = await pay({ ...body, company_name: "Tan\u0000" });
    expect(nul.data).toMatchObject({ code: "validation_failed", errors: { company_name: expect.any(String) } });
    const notJson = await postJsonToAction<PayAnswer>(action as never, "{", contextOf(server), "/pricing");
    expect([notJson.status, notJson.data.code]).toEqual([400, "invalid_body"]);
    const huge = await pay({ ...body, company_name: "x".repeat(70_000) });
    expect([huge.status, huge.data.code]).toEqual([413, "body_too_large"]);
    const wrongIntent = await postJsonToAction<PayAnswer>(action as never, { ...body, intent: "x" }, contextOf(server));
    expect(wrongIntent.data.code).toBe("invalid_body");
    expect(await usersOf(email)).toHaveLength(0);
    expect(await chargesOf(body.paymentMethodId)).toHaveLength(0);
  });

  it("an email token that does not prove the address sends the buyer back to Details by code", async () => {
    const email = "token.page@example.com";
    const extra = await ready(email);
    const answer = await pay(registration("someone.else@example.com", extra));
    expect([answer.status, answer.data.code]).toEqual([403, "email_not_verified"]);
  });
});

describe.each(DATABASES)("Pay Now's limit on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      overrides: { ratePolicies: { registerPlan: { points: 2, durationSeconds: 600 } } },
    });
  });
  afterAll(() => server.close());

  it("the page and the API spend one `registerPlan` limit per client: past it, `rate_limited` with Retry-After", async () => {
    const context = { clientIp: "127.0.0.1", cspNonce: "", publicEnv: {}, services: server.services };
    const email = "limit.page@example.com";
    const body = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server),
    });
    // One post through the API (the test server's client is 127.0.0.1), one through the page: the limit is spent.
    expect((await server.post("/api/register-plan", body)).status).toBe(200);
    const replay = await postJsonToAction<PayAnswer>(
      action as never,
      { intent: "pay", ...body },
      context as unknown as AppLoadContext,
      "/pricing",
    );
    expect(replay.data).toMatchObject({ ok: true, code: "paid" });
    const limited = await postJsonToAction<PayAnswer>(
      action as never,
      { intent: "pay", ...body },
      context as unknown as AppLoadContext,
      "/pricing",
    );
    expect([limited.status, limited.data.code]).toEqual([429, "rate_limited"]);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const api = await server.post("/api/register-plan", body);
    expect([api.status, api.body.code]).toEqual([429, "rate_limited"]);
    // Another client still pays (its own limit).
    const other = await postJsonToAction<PayAnswer>(
      action as never,
      { intent: "pay", ...body },
      { ...context, clientIp: "198.51.100.4" } as unknown as AppLoadContext,
      "/pricing",
    );
    expect(other.data).toMatchObject({ ok: true, code: "paid" });
  });
});
