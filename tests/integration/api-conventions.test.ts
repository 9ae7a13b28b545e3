/** The API conventions (server/api/http.ts), exercised through a real endpoint on each database. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../server/api/routes";
import { DATABASES } from "../support/databases";
import { lastCode } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";
import { PRO_MONTHLY_USD } from "../support/plan-data";

describe.each(DATABASES)("API conventions on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      overrides: { ratePolicies: { default: { points: 8, durationSeconds: 60 } } },
    });
  });
  afterAll(() => server.close());

  it("answers 415 to a POST that is not JSON", async () => {
    const res = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "a@b.co",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: "Content-Type must be application/json.",
      code: "unsupported_media_type",
    });
  });

  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    const malformed = await server.post("/api/newsletter", "{nope");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON.");
    for (const body of ["[1,2]", '"text"', "null", "42"]) {
      const res = await server.post("/api/newsletter", body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "The request body must be a JSON object.", code: "invalid_body" });
    }
  });

  it("answers 400 with per-field errors for zod failures and unknown fields", async () => {
    const res = await server.post("/api/newsletter", { email: "nope", admin: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Please enter a valid email address",
      code: "validation_failed",
      errors: { email: "Please enter a valid email address", admin: "Unknown field" },
    });
  });

  it("answers 413 to bodies over 64 KiB", async () => {
    const res = await server.post("/api/newsletter", { email: "a@b.co", pad: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it("answers 405 with Allow to a wrong method on a known path, 404 JSON to an unknown path", async () => {
    const wrong = await server.get("/api/newsletter");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    expect(wrong.body).toEqual({ message: "Method not allowed.", code: "method_not_allowed" });
    const unknown = await server.post("/api/does-not-exist", {});
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/application\/json/);
    expect(unknown.body).toEqual({ message: "Not found.", code: "not_found" });
  });

  it("sets the security headers on every response and no X-Powered-By", async () => {
    const res = await server.get("/api/geo");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const again = await server.get("/api/geo");
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("rate-limits POSTs per IP with 429, Retry-After and a JSON message", async () => {
    let last = { status: 0, headers: new Headers(), body: undefined as any };
    for (let i = 0; i < 12 && last.status !== 429; i += 1)
      last = await server.post("/api/newsletter", { email: `r${i}@example.com` });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.body).toEqual({ message: "Too many requests. Please try again later.", code: "rate_limited" });
  });
});

describe("API errors that are the server's fault", () => {
  it("answers 500 with the generic message and logs the details, never a stack trace", async () => {
    const server = await startTestServer({ database: "pglite" });
    await server.services.dbConnection.close(); // the next query fails unexpectedly
    const res = await server.post("/api/newsletter", { email: "a@example.com" });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Oops...something went wrong.", code: "internal_error" });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
    expect(server.logs.some((l) => l.msg === "unhandled API error" && l.err)).toBe(true);
    const health = await server.get("/healthz");
    expect(health.status).toBe(503);
    server.services.dbConnection.close = async () => {};
    await server.close();
  });
});

/**
 * A body each POST endpoint accepts up to its own checks, and its text fields (dotted paths). PostgreSQL
 * text cannot hold U+0000, which used to surface as a 500 from the database.
 */
const TEXT_FIELDS: Record<string, { body: Record<string, unknown>; fields: string[] }> = {
  "/newsletter": { body: { email: "nul@example.com", source: "footer" }, fields: ["email", "source"] },
  "/blog-list": { body: { limit: 9, page: 1 }, fields: ["limit", "page"] },
  "/blog-detail": { body: { id: "welcome" }, fields: ["id"] },
  "/file-download": { body: { url: "/files/x.pdf" }, fields: ["url"] },
  "/plan-list": { body: {}, fields: ["anything"] },
  "/contact": {
    body: {
      question: "Sales",
      name: "Ada Quinn",
      email: "ada@example.com",
      explain_question: "Pricing?",
      captchaToken: "token",
    },
    fields: ["question", "name", "email", "explain_question", "captchaToken"],
  },
  "/resend-email-code": {
    body: { email: "nul@example.com", first_name: "Ada", last_name: "Quinn" },
    fields: ["email", "first_name", "last_name"],
  },
  "/verify-email-code": { body: { email: "nul@example.com", code: "123456" }, fields: ["email", "code"] },
  "/register-plan": {
    body: {
      first_name: "Ada",
      last_name: "Quinn",
      email: "nul@example.com",
      country_id: 192,
      company_name: "Quinn Tax",
      mobile: "",
      password: "Quinn#2025",
      paymentMethodId: "pm_sandbox_x",
      email_token: "token",
      idempotency_key: "0f7c2d0e-8a51-4f0e-9a57-2b8f0c1d9e33",
      plan_data: PRO_MONTHLY_USD,
    },
    fields: [
      "first_name",
      "last_name",
      "email",
      "company_name",
      "mobile",
      "password",
      "paymentMethodId",
      "email_token",
      "idempotency_key",
      "plan_data.plan_name",
      "plan_data.total_amount_show",
      "plan_data.currency",
    ],
  },
  "/sandbox/payment-methods": {
    body: { number: "4242 4242 4242 4242", exp_month: "12", exp_year: "2099", cvc: "123" },
    fields: ["number", "exp_month", "exp_year", "cvc"],
  },
};

/** `body` with the text at dotted `path` replaced by one holding NUL. */
function withNul(body: Record<string, unknown>, path: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = `a\u0000b`;
  return copy;
}

describe.each(DATABASES)("bad input on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());

  it("answers 400 with the field's message for a NUL character in any text field of any endpoint", async () => {
    const posts = API_ROUTES.filter((r) => r.method === "POST").map((r) => r.path);
    for (const path of posts) {
      const { body, fields } = TEXT_FIELDS[path] ?? { body: {}, fields: ["text"] };
      for (const field of fields) {
        const res = await server.post(`/api${path}`, withNul(body, field));
        expect(res.status, `${path} ${field}`).toBe(400);
        expect(res.body.errors, `${path} ${field}`).toEqual({ [field]: "Must not contain NUL characters." });
      }
    }
    // An object key holding NUL is refused the same way.
    const key = await server.post("/api/newsletter", { "email\u0000": "a@example.com" });
    expect(key.status).toBe(400);
    expect(server.logs.filter((l) => l.msg === "unhandled API error")).toEqual([]);
  });

  it("refuses an expiry that is not a number or a string of digits, with the field's message", async () => {
    const card = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: new Date().getFullYear() + 1, cvc: "123" };
    for (const bad of [[12], true, false, {}, "12a", "", null, 1.5]) {
      for (const field of ["exp_month", "exp_year"] as const) {
        const res = await server.post("/api/sandbox/payment-methods", { ...card, [field]: bad });
        expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(Object.keys(res.body.errors), `${field} ${JSON.stringify(bad)}`).toEqual([field]);
        expect(res.body.errors[field]).toMatch(/^Please enter the card's expiry (month|year) as a number\.$/);
      }
    }
    const digits = await server.post("/api/sandbox/payment-methods", { ...card, exp_month: "07" });
    expect(digits.status).toBe(200);
  });

  it("marks answers carrying tokens, payment methods, personal data or the caller's location no-store", async () => {
    const email = "nostore@example.com";
    const sent = await server.post("/api/resend-email-code", { email, first_name: "Ada", last_name: "Quinn" });
    expect(sent.headers.get("cache-control")).toBe("no-store");
    const wrong = await server.post("/api/verify-email-code", { email, code: "000000" });
    expect(wrong.headers.get("cache-control")).toBe("no-store");
    const verified = await server.post("/api/verify-email-code", { email, code: lastCode(server, email) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.email_token).toEqual(expect.any(String));
    expect(verified.headers.get("cache-control")).toBe("no-store");
    const card = await server.post("/api/sandbox/payment-methods", {
      number: "4242 4242 4242 4242",
      exp_month: 12,
      exp_year: 2099,
      cvc: "123",
    });
    expect(card.headers.get("cache-control")).toBe("no-store");
    expect((await server.post("/api/register-plan", {})).headers.get("cache-control")).toBe("no-store");
    expect((await server.get("/api/geo")).headers.get("cache-control")).toBe("no-store");
  });
});
