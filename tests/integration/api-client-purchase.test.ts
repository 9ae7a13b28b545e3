/**
 * A client that knows only the published API (plain fetch, field names of the registration payload and
 * the plan list, the tax and extra-user rules) buys a plan: plan-list → resend-email-code → the code
 * from the mail → verify-email-code → sandbox payment method → register-plan. Nothing from the app's
 * own modules is used to build the requests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

interface Tier {
  id: number;
  text: string;
  amount: number;
  total: number;
  sms: number;
  storage: number;
}
type PlanTypes = Array<{ id: number; price: Record<string, { amount: number; envelope: Tier[] }> }>;

describe.each(DATABASES)("an API client buys a plan on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());

  const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };

  /** Team, yearly, in SGD, for `users` users, priced with the published rules only. */
  async function order(users: number) {
    const plans = await call("POST", "plan-list", {});
    expect(plans.status).toBe(200);
    const list = plans.body.data;
    expect(list.currency).toContain("SGD");
    const team = list.team_plan as PlanTypes;
    const yearly = team.find((t) => t.id === 2)!.price.SGD!;
    const monthly = team.find((t) => t.id === 1)!.price.SGD!;
    const tier = yearly.envelope[0]!;
    const monthlyTier = monthly.envelope.find((t) => t.id === tier.id)!;
    // Each user beyond the first adds 5 a month or 60 a year (amounts are in cents).
    const amount = tier.amount + (users - 1) * 60_00;
    const monthlyAmount = monthlyTier.amount + (users - 1) * 5_00;
    const total = Math.round(amount + (amount * list.tax) / 100);
    return {
      plan_id: 2,
      plan_name: "Team",
      plan_amount: tier.amount,
      amount,
      envelope: tier.total,
      sms: tier.sms,
      user: users,
      save_amount: monthlyAmount * 12 - amount,
      total_amount: total,
      total_amount_show: `S$${(total / 100).toFixed(2)}`,
      plan_type_id: 2,
      currency: "SGD",
      storage: tier.storage,
    };
  }

  /** Verifies `email` with the code read from the mail; its email_token. */
  async function verify(email: string): Promise<string> {
    const sent = await call("POST", "resend-email-code", { email, first_name: "Priya", last_name: "Raman" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(JSON.stringify(sent.body)).not.toMatch(/\b\d{6}\b/);
    const mail = [...server.mails].reverse().find((m) => m.to === email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
    expect(code).toBeDefined();
    const verified = await call("POST", "verify-email-code", { email, code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.headers.get("cache-control")).toBe("no-store");
    return verified.body.data.email_token as string;
  }

  async function card(): Promise<string> {
    const res = await call("POST", "sandbox/payment-methods", {
      number: "4242 4242 4242 4242",
      exp_month: 12,
      exp_year: new Date().getFullYear() + 1,
      cvc: "123",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  }

  const payload = (email: string, email_token: string, paymentMethodId: string, plan_data: object) => ({
    first_name: "Priya",
    last_name: "Raman",
    email,
    country_id: 192,
    company_name: "Raman and Co",
    mobile: "",
    password: "Raman#2025x",
    paymentMethodId,
    plan_data,
    email_token,
    idempotency_key: `client-${email.replace(/\W/g, "-")}`,
  });

  it("reads the plans, confirms the address, pays and gets {message, data}", async () => {
    const email = "priya@raman.example";
    const plan_data = await order(3);
    expect(plan_data).toMatchObject({
      amount: 67000,
      save_amount: 11000,
      total_amount: 73030,
      total_amount_show: "S$730.30",
    });
    const body = payload(email, await verify(email), await card(), plan_data);
    const res = await call("POST", "register-plan", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.message).toBe("You have successfully completed.");
    expect(res.body.data).toMatchObject({ email, first_name: "Priya", ...plan_data });
    // A retry with the same key gets the first answer.
    expect(await call("POST", "register-plan", body)).toMatchObject({ status: 200, body: res.body });
  });

  it("is refused with a clear 4xx when its total does not match", async () => {
    const email = "priya.two@raman.example";
    const plan_data = { ...(await order(2)), total_amount: 1 };
    const res = await call("POST", "register-plan", payload(email, await verify(email), await card(), plan_data));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Prices have changed. Please review your order.");
    expect(res.body.errors).toEqual({ "plan_data.total_amount": expect.stringMatching(/expected 66490/) });
  });
});
