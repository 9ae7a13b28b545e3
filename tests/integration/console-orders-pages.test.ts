/**
 * The Orders pages over HTTP against the real app with its pages, on both databases (issue 20): signed
 * out every Orders URL lands on /admin/login; a marketing operator gets 403 from every loader and action
 * (and refunds nothing); support sees the order in the list and on its page (amount field defaulting to
 * what is left), refunds it with a plain form post (no script), and the refund is audit-logged; a post
 * from another origin is refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sandboxRefunds } from "../../db/schema";
import { consoleClient, signInAs, startConsoleServer } from "../support/admin";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration } from "../support/signup";
import type { TestServer } from "../support/test-server";

describe.each(DATABASES)("the Orders pages on %s", (database) => {
  let server: TestServer;
  let key: string;
  const email = "pages.buyer@tanadvisory.sg";

  beforeAll(async () => {
    server = await startConsoleServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
    const body = registration(email, { email_token: await emailToken(server, email), paymentMethodId: await paymentMethod(server) });
    expect((await server.post("/api/register-plan", body)).status).toBe(200);
    key = body.idempotency_key;
  });
  afterAll(() => server.close());

  const nonceIn = (html: string) => /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";

  it("sends a signed-out visitor to /admin/login from every Orders URL and action", async () => {
    const anonymous = consoleClient(server, undefined);
    for (const path of ["/admin/orders", `/admin/orders?status=paid&page=2`, `/admin/orders/${key}`]) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    }
    const post = await anonymous.post(`/admin/orders/${key}`, { intent: "refund", amount: "1", reason: "x", nonce: "n0nce-n0nce-n0nce-1" });
    expect(post.status).toBe(303);
    expect(await server.services.db.select().from(sandboxRefunds)).toHaveLength(0);
  });

  it("refuses the marketing role every Orders loader and the refund action (403), refunding nothing", async () => {
    const marketing = await signInAs(server, "marketing");
    expect((await marketing.get("/admin/orders")).status).toBe(403);
    expect((await marketing.get(`/admin/orders/${key}`)).status).toBe(403);
    const post = await marketing.post(`/admin/orders/${key}`, { intent: "refund", amount: "1.00", reason: "Not mine to give", nonce: "n0nce-n0nce-n0nce-2" });
    expect(post.status).toBe(403);
    expect(await server.services.db.select().from(sandboxRefunds)).toHaveLength(0);
  });

  it("shows support the order in the list and on its page, and refunds it with a plain form post, audit-logged", async () => {
    const support = await signInAs(server, "support");
    const list = await support.get("/admin/orders?q=pages.buyer&size=10");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toContain("no-store");
    expect(list.headers.get("x-robots-tag")).toContain("noindex");
    const listHtml = await list.text();
    expect(listHtml).toContain(email);
    expect(listHtml).toContain("Rows per page");
    expect(listHtml).toContain(`href="/admin/orders/${key}"`);
    expect(listHtml).toContain("S$730.30 SGD");

    const page = await support.get(`/admin/orders/${key}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Refund amount");
    expect(html).toContain("Confirm refund");
    expect(html).toContain('value="730.30"');
    expect(html).toContain("Tan Advisory Pte. Ltd.");

    // Another origin may not post (the session cookie alone is not enough).
    const foreign = await support.post(`/admin/orders/${key}`, { intent: "refund", amount: "100", reason: "Goodwill", nonce: nonceIn(html) }, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);

    const refunded = await support.post(`/admin/orders/${key}`, { intent: "refund", amount: "100", reason: "Goodwill for the outage", nonce: nonceIn(html) });
    expect(refunded.status).toBe(200);
    expect(await refunded.text()).toContain("Refunded S$100.00. The customer has been mailed.");
    const after = await (await support.get(`/admin/orders/${key}`)).text();
    expect(after).toContain("Partially refunded");
    expect(after).toContain('value="630.30"');
    expect(after).toContain("Goodwill for the outage");
    expect(server.mails.filter((m) => m.to === email && m.subject === "Your DocSleeve refund")).toHaveLength(1);

    const [entry] = await server.services.db.select().from(auditLog).where(eq(auditLog.action, "refund"));
    expect(entry).toMatchObject({ operatorId: support.operator.id, target: `order:${key}`, detail: { amount: 10000, currency: "SGD" } });

    // More than is left: the form says so, and nothing moves.
    const tooMuch = await support.post(`/admin/orders/${key}`, { intent: "refund", amount: "630.31", reason: "Too much", nonce: nonceIn(after) });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.text()).toContain("The refund amount cannot be more than what is left to refund (S$630.30).");
    expect(await server.services.db.select().from(sandboxRefunds)).toHaveLength(1);

    expect((await support.get("/admin/orders/no-such-order-key-0000")).status).toBe(404);
  });
});
