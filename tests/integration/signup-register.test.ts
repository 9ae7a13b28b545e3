import { randomUUID } from "node:crypto";
import argon2 from "argon2";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { companies, sandboxCharges, signupRequests, subscriptions, users } from "../../db/schema";
import { DATABASES } from "../support/databases";
import {
  emailToken,
  GOOD_CARD,
  paymentMethod,
  registration,
  TEAM_3_YEARLY_SGD,
  DECLINED_CARD,
} from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("POST /api/register-plan on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());
  afterEach(() => void vi.useRealTimers());

  const db = () => server.services.db;
  const usersOf = (email: string) =>
    db()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
  const chargesOf = (pm: string) =>
    db()
      .select()
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.paymentMethodId} = ${pm}`);
  const register = (body: unknown) => server.post("/api/register-plan", body);

  /** A verified address and a good card: everything a registration needs. */
  async function ready(email: string, card = GOOD_CARD) {
    return { email_token: await emailToken(server, email), paymentMethodId: await paymentMethod(server, card) };
  }

  it("done when: Team, 3 users, yearly, SGD writes one company, user and subscription with the amounts shown", async () => {
    const email = "mei.ling@tanadvisory.sg";
    const extra = await ready(email);
    const res = await register(registration("Mei.Ling@TanAdvisory.sg", extra));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("You have successfully completed.");
    expect(res.body.data).toMatchObject({
      first_name: "Mei Ling",
      last_name: "Tan",
      email,
      company_name: "Tan Advisory Pte. Ltd.",
      country_id: 192,
      ...TEAM_3_YEARLY_SGD,
      tax_amount: 6030,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon|pm_sandbox|ch_sandbox/);

    const [user] = await usersOf(email);
    expect(user).toBeDefined();
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(user!.passwordHash, "Sleeve#2025")).toBe(true);
    const company = await db()
      .select()
      .from(companies)
      .where(sql`${companies.id} = ${user!.companyId}`);
    expect(company).toEqual([expect.objectContaining({ name: "Tan Advisory Pte. Ltd.", countryId: 192 })]);
    const subs = await db()
      .select()
      .from(subscriptions)
      .where(sql`${subscriptions.companyId} = ${user!.companyId}`);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      planId: 2,
      planTypeId: 2,
      currencyCode: "SGD",
      users: 3,
      amount: 67000,
      saveAmount: 11000,
      taxPercent: 9,
      taxAmount: 6030,
      total: 73030,
      status: "active",
      provider: "sandbox",
    });
    const yearLater = subs[0]!.currentPeriodEnd.getTime() - subs[0]!.currentPeriodStart.getTime();
    expect(yearLater / 86_400_000).toBeGreaterThanOrEqual(365);
    const charges = await chargesOf(extra.paymentMethodId);
    expect(charges).toEqual([expect.objectContaining({ amount: 73030, currency: "SGD", status: "succeeded" })]);

    const mails = server.mails.filter((m) => m.to === email);
    const welcome = mails.find((m) => m.subject === "Welcome to DocSleeve, Mei Ling!");
    const receipt = mails.find((m) => m.subject === "Your DocSleeve receipt");
    expect(welcome?.text).toContain("https://app.sleeve.example/login");
    expect(receipt?.text).toContain("Total paid (SGD): S$730.30");
    expect(receipt?.text).toContain("GST 9%: S$60.30");
    expect(receipt?.text).toContain("2 additional users × S$60.00: S$120.00");
    expect(receipt?.text).toContain("Paid with: Visa ending in 4242");
  });

  it("20 concurrent identical requests create one account and one charge, and all get the same answer", async () => {
    const email = "race@example.com";
    const body = registration(email, await ready(email));
    const results = await Promise.all(Array.from({ length: 20 }, () => register(body)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await usersOf(email)).toHaveLength(1);
    expect(await chargesOf(body.paymentMethodId)).toHaveLength(1);
    expect(server.mails.filter((m) => m.to === email && m.subject === "Your DocSleeve receipt")).toHaveLength(1);
  });

  it("20 concurrent requests for one address with different keys still charge once", async () => {
    const email = "tabs@example.com";
    const extra = await ready(email);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => register(registration(email, { ...extra, idempotency_key: randomUUID() }))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect([
        "Your payment is already being processed. Please wait a moment.",
        "An account with this email address already exists. Please log in instead.",
      ]).toContain(r.body.message);
    }
    expect(await usersOf(email)).toHaveLength(1);
    expect(await chargesOf(extra.paymentMethodId)).toHaveLength(1);
  });

  it("refuses a tampered figure with 409, naming each field and the expected value, and charges nothing", async () => {
    const email = "tamper@example.com";
    const extra = await ready(email);
    for (const total_amount of [73029, 1, 0, 7303]) {
      const res = await register(registration(email, { ...extra, plan_data: { ...TEAM_3_YEARLY_SGD, total_amount } }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: "Prices have changed. Please review your order.",
        code: "prices_changed",
        errors: { "plan_data.total_amount": "Does not match the current price: expected 73030." },
      });
    }
    const figures: Array<[string, unknown, string]> = [
      ["plan_amount", 50000, "55000"],
      ["amount", 60000, "67000"],
      ["save_amount", 0, "11000"],
      ["sms", 2500, "2400"],
      ["storage", 1000, "100"],
      ["plan_name", "Pro", '"Team"'],
      ["total_amount_show", "S$730.00", '"S$730.30"'],
      ["total_amount_show", "$730.30", '"S$730.30"'],
    ];
    for (const [field, value, expected] of figures) {
      const res = await register(
        registration(email, { ...extra, plan_data: { ...TEAM_3_YEARLY_SGD, [field]: value } }),
      );
      expect(res.status, field).toBe(409);
      expect(res.body.errors, field).toEqual({
        [`plan_data.${field}`]: `Does not match the current price: expected ${expected}.`,
      });
    }
    // The right figures of another order must not pass as this one either.
    const res = await register(registration(email, { ...extra, plan_data: { ...TEAM_3_YEARLY_SGD, user: 2 } }));
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      "plan_data.amount",
      "plan_data.total_amount",
      "plan_data.total_amount_show",
    ]);
    expect(await usersOf(email)).toHaveLength(0);
    expect(await chargesOf(extra.paymentMethodId)).toHaveLength(0);
  });

  it("accepts the displayed total with or without symbol, code and grouping", async () => {
    for (const [i, shown] of ["730.30", "730.3", "SGD 730.30", "s$730.30"].entries()) {
      const email = `shown${i}@example.com`;
      const res = await register(
        registration(email, { ...(await ready(email)), plan_data: { ...TEAM_3_YEARLY_SGD, total_amount_show: shown } }),
      );
      expect(res.status, shown).toBe(200);
      expect(res.body.data.total_amount_show).toBe("S$730.30");
    }
  });

  it("refuses an order that does not exist", async () => {
    const email = "noorder@example.com";
    const extra = await ready(email);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ envelope: 1 }, "plan_data.envelope"],
      [{ envelope: 100 }, "plan_data.envelope"],
      [{ currency: "JPY" }, "plan_data.currency"],
      [{ plan_id: 1, plan_name: "Pro", envelope: 3000 }, "plan_data.envelope"],
      [{ plan_id: 1, plan_name: "Pro", envelope: 300, sms: 600, storage: 10 }, "plan_data.user"],
    ];
    for (const [change, field] of cases) {
      const res = await register(registration(email, { ...extra, plan_data: { ...TEAM_3_YEARLY_SGD, ...change } }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe("Please review your order.");
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    const bad = await register(registration(email, { ...extra, plan_data: { ...TEAM_3_YEARLY_SGD, plan_id: 3 } }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ "plan_data.plan_id": "Please review your order." });
    const old = await register(
      registration(email, {
        ...extra,
        plan_data: { plan_id: 2, plan_type_id: 2, envelope_id: 1, currency: "SGD", users: 3, total: 73030 },
      }),
    );
    expect(old.status).toBe(400);
    expect(old.body.errors).toMatchObject({
      "plan_data.envelope_id": "Unknown field",
      "plan_data.total_amount": "Please review your order.",
    });
    expect(await chargesOf(extra.paymentMethodId)).toHaveLength(0);
  });

  it("refuses a foreign, forged or expired email token", async () => {
    const extra = await ready("owner@example.com");
    const foreign = await register(registration("intruder@example.com", extra));
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({
      message: "Your email verification has expired. Please confirm your email address again.",
      code: "email_not_verified",
      errors: { email_token: "Your email verification has expired. Please confirm your email address again." },
    });
    const [body, sig] = extra.email_token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), email: "intruder@example.com" }),
    ).toString("base64url");
    expect(
      (await register(registration("intruder@example.com", { ...extra, email_token: `${forged}.${sig}` }))).status,
    ).toBe(403);
    expect((await register(registration("owner@example.com", { ...extra, email_token: "garbage" }))).status).toBe(403);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60 * 1000 });
    const expired = await register(registration("owner@example.com", extra));
    expect(expired.status).toBe(403);
    vi.useRealTimers();
    expect(await chargesOf(extra.paymentMethodId)).toHaveLength(0);
  });

  it("refuses a reused token and a taken address with 409, without charging again", async () => {
    const email = "reuse@example.com";
    const extra = await ready(email);
    expect((await register(registration(email, extra))).status).toBe(200);
    const card2 = await paymentMethod(server);
    const again = await register(registration(email, { ...extra, paymentMethodId: card2 }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: "An account with this email address already exists. Please log in instead.",
      code: "email_taken",
      errors: { email: "An account with this email address already exists. Please log in instead." },
    });
    expect(await chargesOf(card2)).toHaveLength(0);
    // Asking for a code for the taken address answers as for any address (nothing reveals a customer);
    // the owner gets a notice to log in instead of a code.
    const code = await server.post("/api/resend-email-code", {
      email: "REUSE@example.com",
      first_name: "A",
      last_name: "B",
    });
    expect(code.status).toBe(200);
    expect(server.mails.at(-1)).toMatchObject({ to: email, subject: "You already have a DocSleeve account" });
  });

  it("replays the first answer for the same key, and refuses the key for another order", async () => {
    const email = "replay@example.com";
    const body = registration(email, await ready(email));
    const first = await register(body);
    const second = await register(body);
    expect(second).toMatchObject({ status: 200, body: first.body });
    const other = await register({
      ...body,
      plan_data: { ...TEAM_3_YEARLY_SGD, user: 4, amount: 73000, total_amount: 79570, total_amount_show: "S$795.70" },
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      "This order was already submitted with different details. Please reload the page and try again.",
    );
  });

  it.each([
    [DECLINED_CARD, "Your card was declined."],
    ["4000 0000 0000 9995", "Your card has insufficient funds."],
  ])(
    "like Stripe, card %s becomes a payment method and is declined with 402 %s when charged",
    async (number, message) => {
      const email = `declined-${number.slice(-4)}@tanadvisory.sg`;
      const pm = await server.post("/api/sandbox/payment-methods", {
        number,
        exp_month: 12,
        exp_year: new Date().getFullYear() + 1,
        cvc: "123",
      });
      expect(pm.status).toBe(200);
      expect(pm.body.data.id).toMatch(/^pm_sandbox_/);
      const res = await server.post(
        "/api/register-plan",
        registration(email, {
          email_token: await emailToken(server, email),
          paymentMethodId: pm.body.data.id as string,
        }),
      );
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ message, code: "card_declined" });
    },
  );

  it.each([
    ["4242 4242 4242 4241", "Your card number is invalid."],
    ["1234", "Your card number is invalid."],
  ])("the sandbox refuses card %s with 402 %s", async (number, message) => {
    const res = await server.post("/api/sandbox/payment-methods", {
      number,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 1,
      cvc: "123",
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ message, code: "card_declined" });
  });

  it("the sandbox checks expiry and CVC", async () => {
    const year = new Date().getFullYear();
    const card = (extra: object) =>
      server.post("/api/sandbox/payment-methods", {
        number: GOOD_CARD,
        exp_month: 12,
        exp_year: year + 1,
        cvc: "123",
        ...extra,
      });
    expect((await card({ exp_year: year - 1 })).body).toEqual({
      message: "Your card has expired.",
      code: "card_declined",
    });
    expect((await card({ exp_month: 13 })).body).toEqual({
      message: "Your card's expiration date is invalid.",
      code: "card_declined",
    });
    expect((await card({ cvc: "12" })).body).toEqual({
      message: "Your card's security code is invalid.",
      code: "card_declined",
    });
    expect((await card({ exp_month: new Date().getMonth() + 1, exp_year: year })).status).toBe(200);
    const ok = await card({});
    expect(ok.body.data.id).toMatch(/^pm_sandbox_/);
  });

  it("a card declined at charge time (4000 0000 0000 0341) writes nothing; a new card then succeeds", async () => {
    const email = "declined@example.com";
    const token = await emailToken(server, email);
    const declinedPm = await paymentMethod(server, "4000 0000 0000 0341");
    const body = registration(email, { email_token: token, paymentMethodId: declinedPm });
    const res = await register(body);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ message: "Your card was declined.", code: "card_declined" });
    expect((await register(body)).body).toEqual({ message: "Your card was declined.", code: "card_declined" });
    expect(await usersOf(email)).toHaveLength(0);
    expect(await chargesOf(declinedPm)).toHaveLength(0);
    const retry = await register(
      registration(email, { email_token: token, paymentMethodId: await paymentMethod(server) }),
    );
    expect(retry.status).toBe(200);
  });

  it("refuses an unknown payment method", async () => {
    const email = "nopm@example.com";
    const res = await register(
      registration(email, { email_token: await emailToken(server, email), paymentMethodId: "pm_sandbox_missing" }),
    );
    expect(res.status).toBe(402);
    expect(res.body.message).toBe("Your card details have expired. Please enter them again.");
  });

  it("refunds the charge when the account cannot be written", async () => {
    const email = "explode@example.com";
    const extra = await ready(email);
    await server.services.db.execute(
      sql.raw(
        `create or replace function refuse_explode() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`,
      ),
    );
    await server.services.db.execute(
      sql.raw(
        `create trigger refuse_explode before insert on companies for each row when (new.name = 'Explode Ltd') execute function refuse_explode()`,
      ),
    );
    const res = await register(registration(email, { ...extra, company_name: "Explode Ltd" }));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Oops...something went wrong.", code: "internal_error" });
    expect(await usersOf(email)).toHaveLength(0);
    expect(await chargesOf(extra.paymentMethodId)).toEqual([expect.objectContaining({ status: "refunded" })]);
    const logged = server.logs.find((l) => l.msg === "account could not be written after the charge; refunding");
    expect(JSON.stringify(logged?.err)).toContain("simulated failure");
    // The query's parameters (password hash, personal data) stay out of the log.
    expect(JSON.stringify(logged)).not.toMatch(/Failed query|params:/);
    expect(JSON.stringify(server.logs)).not.toContain("$argon2id$");
    const [attempt] = await db()
      .select()
      .from(signupRequests)
      .where(sql`${signupRequests.email} = ${email}`);
    expect(attempt).toMatchObject({ status: "failed", outcome: "internal_error" });
  });

  it("validates the payload with the shared schema", async () => {
    const extra = { email_token: "x", paymentMethodId: "pm_x" };
    const res = await register(registration("v@example.com", { ...extra, password: "short", first_name: "" }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["first_name", "password"]);
    // The form checks the confirmation and the terms box; the API does not take them.
    const formOnly = await register(
      registration("v@example.com", { ...extra, confirm_password: "Sleeve#2025", terms: true }),
    );
    expect(formOnly.body.errors).toEqual({ confirm_password: "Unknown field", terms: "Unknown field" });
    expect((await register(registration("v@example.com", { ...extra, admin: true }))).body.errors).toEqual({
      admin: "Unknown field",
    });
    expect(
      (await register(registration("v@example.com", { ...extra, payment_method_id: "pm_x" }))).body.errors,
    ).toEqual({ payment_method_id: "Unknown field" });
    expect((await register(registration("v@example.com", { ...extra, idempotency_key: "short" }))).status).toBe(400);
    expect((await register(registration("v@example.com", { ...extra, mobile: "<script>" }))).body.errors).toEqual({
      mobile: "Please enter a valid mobile number",
    });
    const country = await register(
      registration("v@example.com", {
        ...extra,
        email_token: await emailToken(server, "v@example.com"),
        country_id: 9999,
      }),
    );
    expect(country.body).toEqual({
      message: "Country is required",
      code: "country_required",
      errors: { country_id: "Country is required" },
    });
  });

  it("works without an idempotency key and without mobile", async () => {
    const email = "nokey@example.com";
    const { idempotency_key, mobile, ...body } = registration(email, await ready(email));
    expect(idempotency_key && mobile === "").toBe(true);
    const res = await register(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // A second purchase for the address is refused: it has an account now.
    expect((await register(body)).status).toBe(409);
    expect(await usersOf(email)).toHaveLength(1);
  });
});

describe.each(DATABASES)("sandbox endpoints with PAYMENT_PROVIDER=stripe on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef0123",
      },
    });
  });
  afterAll(() => server.close());

  it("does not exist", async () => {
    const res = await server.post("/api/sandbox/payment-methods", {
      number: GOOD_CARD,
      exp_month: 12,
      exp_year: 2099,
      cvc: "123",
    });
    expect(res.status).toBe(404);
    expect(server.services.payments.name).toBe("stripe");
    expect(
      (await server.post("/api/sandbox/challenges", { client_secret: "ch_x_secret_y", outcome: "complete" })).status,
    ).toBe(404);
    expect((await server.post("/api/sandbox/renewals", { email: "a@example.com" })).status).toBe(404);
  });
});

describe.each(DATABASES)("3-D Secure through the provider interface on %s", (database) => {
  let server: TestServer;
  const calls = { charge: 0, resume: 0, refund: 0 };
  const record = { provider: "stripe" as const, customerId: "cus_x", subscriptionId: "sub_x", paymentId: "pi_x" };
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000" },
      overrides: {
        paymentProvider: {
          name: "stripe",
          charge: async () => (calls.charge++, { status: "requires_action", clientSecret: "pi_x_secret_y", record }),
          resume: async () => (calls.resume++, { status: "succeeded", record }),
          refund: async () => void calls.refund++,
          refundAmount: async () => ({ status: "failed", code: "not_in_this_test", message: "Not used by this test." }),
          findCharge: async () => null,
        },
      },
    });
  });
  afterAll(() => server.close());

  it("answers 202 with the client secret, then completes when the same order is posted again", async () => {
    const email = "secure@example.com";
    const body = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: "pm_card_threeDSecure2Required",
    });
    const first = await server.post("/api/register-plan", body);
    expect(first.status).toBe(202);
    expect(first.body.data).toEqual({ requires_action: true, client_secret: "pi_x_secret_y" });
    const users0 = await server.services.db
      .select()
      .from(users)
      .where(sql`${users.email} = ${email}`);
    expect(users0).toHaveLength(0);
    const second = await server.post("/api/register-plan", body);
    expect(second.status).toBe(200);
    expect(second.body.message).toBe("You have successfully completed.");
    expect(calls).toEqual({ charge: 1, resume: 1, refund: 0 });
    const [sub] = await server.services.db
      .select()
      .from(subscriptions)
      .where(sql`${subscriptions.signupKey} = ${body.idempotency_key}`);
    expect(sub).toMatchObject({
      provider: "stripe",
      providerSubscriptionId: "sub_x",
      providerPaymentId: "pi_x",
      total: 73030,
    });
    expect((await server.post("/api/register-plan", body)).body).toEqual(second.body);
  });
});
