/**
 * `/admin/analytics` over HTTP against the real app with its pages: owner and marketing see
 * it, support gets 403, signed out goes to the sign-in page; the tables show what the recorder counted,
 * for the chosen range and plan; each table's CSV export has the same figures and is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { consoleClient, signInAs, startConsoleServer } from "../support/admin";
import { DATABASES } from "../support/databases";
import { paymentMethod, registration } from "../support/signup";
import type { TestServer } from "../support/test-server";

const view = (path: string, visitor: string, utm: { source?: string; campaign?: string } = {}, referrerHost = "") => ({
  path,
  referrerHost,
  utmSource: utm.source ?? "",
  utmMedium: "",
  utmCampaign: utm.campaign ?? "",
  visitor,
});

describe.each(DATABASES)("/admin/analytics on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startConsoleServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
    const { analytics } = server.services;
    analytics.pageView(view("/", "a", { source: "newsletter", campaign: "launch" }, "news.example.com"));
    analytics.pageView(view("/pricing", "a", { source: "newsletter", campaign: "launch" }));
    analytics.pageView(view("/pricing", "b"));
    analytics.funnel("pricing_viewed");
    analytics.funnel("pricing_viewed");
    analytics.funnel("buy_now", { plan: "team", period: "yearly" });
    analytics.funnel("buy_now", { plan: "pro", period: "monthly" });
    analytics.funnel("code_sent", { plan: "team", period: "yearly" });
    analytics.funnel("email_verified", { plan: "team", period: "yearly" });
    analytics.funnel("payment_attempted", { plan: "team", period: "yearly" });
    analytics.funnel("paid", { plan: "team", period: "yearly" });
    await analytics.flush();
    // Loading (or building) the production build and opening the database take long on a busy machine.
  }, 180_000);
  afterAll(() => server.close());

  it("lets owner and marketing in, refuses support (403) and sends the signed-out to sign in", async () => {
    for (const role of ["owner", "marketing"] as const) {
      const res = await (await signInAs(server, role)).get("/admin/analytics");
      expect(res.status, role).toBe(200);
      expect(res.headers.get("cache-control")).toContain("no-store");
    }
    expect((await (await signInAs(server, "support")).get("/admin/analytics")).status).toBe(403);
    expect((await (await signInAs(server, "support")).get("/admin/analytics/export.csv?table=funnel")).status).toBe(
      403,
    );
    const signedOut = await consoleClient(server, undefined).get("/admin/analytics");
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("/admin/login");
    // Five operators, each with an argon2 password hash, and the first page renders: slow on busy cores.
  }, 90_000);

  it("shows the counted visitors, pages, sources, campaigns and funnel steps as tables, by plan", async () => {
    const marketing = await signInAs(server, "marketing");
    const html = await (await marketing.get("/admin/analytics?range=7")).text();
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Visitors 2");
    expect(text).toContain("Page views 3");
    expect(text).toMatch(/Top pages .*\/pricing 2 \/ 1/);
    expect(text).toMatch(/Top sources .*Direct \/ none 2 news\.example\.com 1/);
    expect(text).toMatch(/Top campaigns .*newsletter launch 2/);
    // Pricing viewed 2 → Buy Now 2 (100%) → Code sent 1 (50%, 1 dropped) … → Paid 1; then the side steps.
    expect(text).toMatch(
      /Pricing viewed 2 — 0 Buy Now 2 100\.0% 0 Code sent 1 50\.0% 1 E-mail verified 1 100\.0% 0 Payment attempted 1 100\.0% 0 Paid 1 100\.0% 0 Promotion applied 0 — — 3-D Secure asked 0 — — Declined 0 — —/,
    );

    const pro = (await (await marketing.get("/admin/analytics?range=7&plan=pro")).text())
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(pro).toMatch(/Pricing viewed 2 — 0 Buy Now 1 50\.0% 1 Code sent 0 0\.0% 1/);
    expect(pro).toContain("Pricing viewed comes before a plan is picked");
  });

  it("exports each table as CSV with the page's filters, and records the export in the audit log", async () => {
    const owner = await signInAs(server, "owner");
    const res = await owner.get("/admin/analytics/export.csv?table=funnel&range=30&plan=team");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = await res.text();
    expect(csv.split("\r\n").slice(0, 3)).toEqual([
      '"Step","Count","Conversion from previous step","Drop-off"',
      '"Pricing viewed","2","—","0"',
      '"Buy Now","1","50.0%","1"',
    ]);
    const pages = await (await owner.get("/admin/analytics/export.csv?table=pages&range=7")).text();
    expect(pages).toBe('"Page","Page views"\r\n"/pricing","2"\r\n"/","1"\r\n');
    const audits = await server.services.db.select().from(auditLog);
    expect(
      audits.filter((a) => a.action === "export" && a.operatorId === owner.operator.id).map((a) => a.target),
    ).toEqual(["analytics:funnel", "analytics:pages"]);
  });
  // Last: it adds to the counts the tests above check.
  it("shows the steps of a sandbox purchase made over HTTP, and the campaign that brought it", async () => {
    const browser = {
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    };
    const landing = await fetch(`${server.url}/pricing?utm_source=partner&utm_medium=email&utm_campaign=spring`, {
      headers: { ...browser, accept: "text/html", "sec-fetch-dest": "document" },
    });
    expect(landing.status).toBe(200);
    expect(
      (await server.post("/api/analytics/event", { step: "buy_now", plan_id: 2, plan_type_id: 2 }, browser)).status,
    ).toBe(204);
    const email = "console.funnel@example.com";
    const plan = { plan_id: 2, plan_type_id: 2 };
    expect(
      (await server.post("/api/resend-email-code", { email, first_name: "Mei Ling", last_name: "Tan", plan })).status,
    ).toBe(200);
    const code = /\b(\d{6})\b/.exec(server.mails.filter((m) => m.to === email).at(-1)!.text)![1];
    const verified = await server.post("/api/verify-email-code", { email, code, plan });
    const paid = await server.post(
      "/api/register-plan",
      registration(email, {
        email_token: verified.body.data.email_token,
        paymentMethodId: await paymentMethod(server),
      }),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await server.services.analytics.flush();

    const html = await (await (await signInAs(server, "marketing")).get("/admin/analytics?range=7&plan=team")).text();
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    // One more of each step than the counts seeded above: pricing viewed 3, Buy Now 2 … paid 2.
    expect(text).toMatch(
      /Pricing viewed 3 — 0 Buy Now 2 66\.7% 1 Code sent 2 100\.0% 0 E-mail verified 2 100\.0% 0 Payment attempted 2 100\.0% 0 Paid 2 100\.0% 0/,
    );
    expect(text).toMatch(/Top campaigns .*partner email spring 1/);
  });
});
