/**
 * The Orders pages over HTTP against the real app with its pages, on both databases: signed
 * out every Orders URL lands on /admin/login; a marketing operator gets 403 from every loader and from the
 * refund action, which then refunds nothing; support sees the order in the list and on its page (amount
 * field defaulting to what is left) and refunds part of it with a plain form post, audit-logged. Posts
 * name the PUBLIC_URL host, so React Router's own Origin check lines up with the console's.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { consoleClient, signInAs, startConsoleServer } from "../support/admin";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration } from "../support/signup";
import type { TestServer } from "../support/test-server";

const PUBLIC_URL = "http://console-orders.test";
const HOST = { Host: new URL(PUBLIC_URL).host };

describe.each(DATABASES)("the Orders pages on %s", (database) => {
  let server: TestServer;
  let key: string;
  const email = "pages.buyer@tanadvisory.sg";

  beforeAll(async () => {
    // React Router refuses an action whose Origin differs from the request's own origin, which it takes
    // from the Host header: requests name the PUBLIC_URL host, as behind the site's real address.
    server = await startConsoleServer({ database, env: { RATE_LIMIT_FACTOR: "1000", PUBLIC_URL: PUBLIC_URL } });
    const body = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server),
    });
    expect((await server.post("/api/register-plan", body)).status).toBe(200);
    key = body.idempotency_key;
    // Building the pages first (when stale) takes minutes on a busy machine.
  }, 600_000);
  afterAll(() => server.close());

  const refundForm = (amount: string) => ({
    intent: "refund",
    amount,
    reason: "Customer asked within the refund window",
    nonce: randomBytes(12).toString("base64url"),
  });
  /** The refund entries of the audit log for this order. */
  const refunds = () =>
    server.services.db
      .select({ operatorId: auditLog.operatorId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, "refund"), eq(auditLog.target, `order:${key}`)));

  it("sends a signed-out visitor to /admin/login from every Orders URL and action", async () => {
    const anonymous = consoleClient(server, undefined);
    for (const path of ["/admin/orders", `/admin/orders?status=paid&page=2`, `/admin/orders/${key}`]) {
      const res = await anonymous.get(path, HOST);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    }
  });

  it("refuses the marketing role every Orders loader and the refund action (403), refunding nothing", async () => {
    const marketing = await signInAs(server, "marketing");
    expect((await marketing.get("/admin/orders", HOST)).status).toBe(403);
    expect((await marketing.get(`/admin/orders/${key}`, HOST)).status).toBe(403);
    const refused = await marketing.post(`/admin/orders/${key}`, refundForm("730.30"), HOST);
    expect(refused.status).toBe(403);
    expect(await refunds()).toEqual([]);
  });

  it("shows support the order in the list and on its page, and refunds it with a plain form post, audit-logged", async () => {
    const support = await signInAs(server, "support");
    const list = await support.get("/admin/orders?q=pages.buyer&size=10", HOST);
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toContain("no-store");
    expect(list.headers.get("x-robots-tag")).toContain("noindex");
    const listHtml = await list.text();
    expect(listHtml).toContain(email);
    expect(listHtml).toContain("Rows per page");
    expect(listHtml).toContain(`href="/admin/orders/${key}"`);
    expect(listHtml).toContain("S$730.30 SGD");

    const page = await support.get(`/admin/orders/${key}`, HOST);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Refund amount");
    expect(html).toContain("Confirm refund");
    expect(html).toContain('value="730.30"');
    expect(html).toContain("Tan Advisory Pte. Ltd.");

    expect((await support.get("/admin/orders/no-such-order-key-0000", HOST)).status).toBe(404);

    // A partial refund as a plain form post (no script): the page answers with the new figures.
    const refunded = await support.post(`/admin/orders/${key}`, refundForm("100.00"), HOST);
    expect(refunded.status).toBe(200);
    const after = await refunded.text();
    expect(after).toContain("Partially refunded");
    expect(after).toContain('value="630.30"');
    expect(await refunds()).toEqual([
      { operatorId: support.operator.id, detail: expect.objectContaining({ amount: 10000, currency: "SGD" }) },
    ]);
  });

  it("lists the order's invoice and credit note with numbers, dates, amounts and PDF links, for its roles only", async () => {
    const support = await signInAs(server, "support");
    const html = await (await support.get(`/admin/orders/${key}`, HOST)).text();
    expect(html).toContain("Invoices and credit notes");
    const invoice = /DS-INV-\d{6}/.exec(html)?.[0];
    const note = /DS-CN-\d{6}/.exec(html)?.[0];
    expect(invoice).toBeDefined();
    expect(note).toBeDefined();
    expect(html).toContain(`(corrects ${invoice})`);
    expect(html).toContain("-S$100.00");
    const links = [...html.matchAll(/href="(\/admin\/orders\/[^"]+\/documents\/[^"]+\.pdf)"/g)].map((m) => m[1]!);
    expect(links).toHaveLength(2);
    const pdf = await support.get(links[0]!, HOST);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`inline; filename="${invoice}.pdf"`);
    const marketing = await signInAs(server, "marketing");
    expect((await marketing.get(links[0]!, HOST)).status).toBe(403);
    expect((await consoleClient(server, undefined).get(links[0]!, HOST)).status).toBe(303);
    // Another order's key does not open this order's document.
    expect((await support.get(links[0]!.replace(key, "no-such-order-key-0000"), HOST)).status).toBe(404);

    const list = await (await support.get("/admin/orders", HOST)).text();
    expect(list).toContain('href="/admin/orders/invoices.csv"');
    expect(list).toContain("Export invoices CSV");
    const csv = await support.get("/admin/orders/invoices.csv", HOST);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const rows = (await csv.text()).trim().split("\r\n");
    // Every cell quoted (the one CSV writer, server/csv.ts); amounts stay plain numbers, never defused.
    expect(rows[0]).toBe('"number","date","buyer","country","tax ID","net","tax","total","currency"');
    expect(rows).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^"${invoice}","\\d{4}-\\d{2}-\\d{2}","Tan Advisory Pte\\. Ltd\\.","SG","","670","60\\.3","730\\.3","SGD"$`,
        ),
      ),
    );
    expect(rows).toContainEqual(expect.stringMatching(new RegExp(`^"${note}",.*,"-91\\.74","-8\\.26","-100","SGD"$`)));
  });
});
