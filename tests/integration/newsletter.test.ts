import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("POST /api/newsletter on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());

  const rowsFor = async (email: string) =>
    (
      await server.services.db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
    )[0]!.n;

  it("stores a new address trimmed and lower-cased and answers with a message", async () => {
    const res = await server.post("/api/newsletter", { email: "  Jane.Doe@Example.COM " });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Thank you for subscribing/);
    const rows = await server.services.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.email} = 'jane.doe@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it("treats a repeated subscription as success and keeps one row", async () => {
    await server.post("/api/newsletter", { email: "repeat@example.com" });
    const again = await server.post("/api/newsletter", { email: "REPEAT@example.com" });
    expect(again.status).toBe(200);
    expect(await rowsFor("repeat@example.com")).toBe(1);
  });

  it("keeps one row under 50 concurrent subscriptions of one address", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.post("/api/newsletter", { email: i % 2 ? "race@example.com" : " Race@Example.com" }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await rowsFor("race@example.com")).toBe(1);
  });

  it.each([
    [{}, "Please Enter Email"],
    [{ email: "" }, "Please Enter Email"],
    [{ email: "   " }, "Please Enter Email"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "a@b" }, "Please enter a valid email address"],
    [{ email: 42 }, "Please Enter Email"],
    [{ email: `${"x".repeat(250)}@example.com` }, "Please enter a valid email address"],
  ])("rejects %j with %s and stores nothing", async (body, message) => {
    const before = (await server.services.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;
    const res = await server.post("/api/newsletter", body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: "validation_failed", errors: { email: message } });
    const after = (await server.services.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;
    expect(after).toBe(before);
  });
});
