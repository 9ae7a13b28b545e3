/** Structured logs: request ids on every request line, nothing secret on any line. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_ERROR_MESSAGE } from "../../app/domain/messages";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("request logs on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());
  const raw = () => server.logs.map((l) => JSON.stringify(l)).join("\n");

  it("returns X-Request-Id and logs the request under that id", async () => {
    const res = await server.post("/api/newsletter", { email: "ids@example.com" });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = server.logs.find((l) => l.reqId === id && l.msg === "request completed");
    expect(line).toMatchObject({ req: { id, method: "POST", url: "/api/newsletter" }, res: { statusCode: 200 } });
    // An untrusted client cannot choose its id (TRUST_PROXY is off here).
    const spoofed = await server.post(
      "/api/newsletter",
      { email: "ids@example.com" },
      { "x-request-id": "chosen-by-client" },
    );
    expect(spoofed.headers.get("x-request-id")).not.toBe("chosen-by-client");
  });

  it("never logs request bodies, even when the request is refused", async () => {
    const res = await server.post("/api/newsletter", {
      email: "body@example.com",
      password: "Canary-Passw0rd!",
      code: "918273",
    });
    expect(res.status).toBe(400);
    expect(raw()).not.toMatch(/Canary-Passw0rd|918273/);
  });

  it("logs an unexpected failure with its request id but without the query's values", async () => {
    await server.services.db.execute(sql`alter table newsletter_subscribers rename to newsletter_subscribers_gone`);
    try {
      const res = await server.post("/api/newsletter", { email: "canary-7c1e@example.com" });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: GENERIC_ERROR_MESSAGE, code: "internal_error" });
      const id = res.headers.get("x-request-id");
      const error = server.logs.find((l) => l.msg === "unhandled API error");
      expect(error?.reqId).toBe(id);
      expect(JSON.stringify(error)).toContain("Failed query");
      expect(raw()).not.toContain("canary-7c1e");
    } finally {
      await server.services.db.execute(sql`alter table newsletter_subscribers_gone rename to newsletter_subscribers`);
    }
  });

  it("redacts secret query parameters from logged URLs", async () => {
    await server.get("/api/country-list?email_token=tok-3b9f&page=1");
    expect(raw()).not.toContain("tok-3b9f");
    expect(raw()).toContain("/api/country-list?email_token=%5Bredacted%5D&page=1");
  });

  it("redacts the token segment of secret links (invitations, newsletter, billing, invoices, credit notes) from request and error lines", async () => {
    const tokens = ["inv-tok-5d2a", "INV-TOK-CASE-77", "nl-tok-81fe", "bill-tok-4c0d", "invo-tok-93aa", "cn-tok-17be"];
    const paths = [
      `/admin/invite/${tokens[0]}`,
      `/ADMIN/Invite/${tokens[1]}?step=2`,
      `/newsletter/unsubscribe/${tokens[2]}`,
      `/billing/${tokens[3]}`,
      `/invoices/${tokens[4]}/pdf`,
      `/credit-notes/${tokens[5]}.pdf`,
    ];
    // No pages are built here: each request fails, so it is logged as an errored request with its error.
    for (const path of paths) await server.get(path);
    for (const token of tokens) expect(raw()).not.toContain(token);
    expect(raw()).toContain("/admin/invite/[redacted]");
    expect(raw()).toContain("/ADMIN/Invite/[redacted]?step=2");
    expect(raw()).toContain("/invoices/[redacted]/pdf");
    expect(server.logs.some((l) => l.msg === "request errored")).toBe(true);
  });
});
