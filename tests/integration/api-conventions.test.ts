/** The API conventions of CONTRACT.md, exercised through a real endpoint on each database. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("API conventions on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, overrides: { ratePolicies: { default: { points: 8, durationSeconds: 60 } } } });
  });
  afterAll(() => server.close());

  it("answers 415 to a POST that is not JSON", async () => {
    const res = await fetch(`${server.url}/api/newsletter`, { method: "POST", headers: { "content-type": "text/plain" }, body: "a@b.co" });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "Content-Type must be application/json." });
  });

  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    const malformed = await server.post("/api/newsletter", "{nope");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON.");
    for (const body of ["[1,2]", '"text"', "null", "42"]) {
      const res = await server.post("/api/newsletter", body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "The request body must be a JSON object." });
    }
  });

  it("answers 400 with per-field errors for zod failures and unknown fields", async () => {
    const res = await server.post("/api/newsletter", { email: "nope", admin: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Please enter a valid email address",
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
    expect(wrong.body).toEqual({ message: "Method not allowed." });
    const unknown = await server.post("/api/does-not-exist", {});
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/application\/json/);
    expect(unknown.body).toEqual({ message: "Not found." });
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
    for (let i = 0; i < 12 && last.status !== 429; i += 1) last = await server.post("/api/newsletter", { email: `r${i}@example.com` });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.body).toEqual({ message: "Too many requests. Please try again later." });
  });
});

describe("API errors that are the server's fault", () => {
  it("answers 500 with the generic message and logs the details, never a stack trace", async () => {
    const server = await startTestServer({ database: "pglite" });
    await server.services.database.close(); // the next query fails unexpectedly
    const res = await server.post("/api/newsletter", { email: "a@example.com" });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Oops...something went wrong." });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
    expect(server.logs.some((l) => l.msg === "unhandled API error" && l.err)).toBe(true);
    const health = await server.get("/healthz");
    expect(health.status).toBe(503);
    server.services.database.close = async () => {};
    await server.close();
  });
});
