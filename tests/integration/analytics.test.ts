/**
 * Cookieless measurement: the recorder's additive upserts (two instances on one database add
 * up), the day's salt and visitor set deleted after the day, page views counted from real HTTP requests
 * through the request pipeline (documents and client navigations; never bots, prefetches, assets, the
 * API or the console), the purchase funnel counted by the sign-up API, and forwarding to a local
 * collector (batched; a failing collector is logged and its events dropped).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  analyticsDailyVisitors,
  analyticsFunnel,
  analyticsPageViews,
  analyticsSalts,
  analyticsVisitorHashes,
} from "../../db/schema";
import { createForwarder } from "../../server/analytics/forward";
import { createAnalytics } from "../../server/analytics/recorder";
import type { DatabaseHandle } from "../../server/db/client";
import type { FastHandler } from "../../server/fast-pages/request-pipeline";
import { createTestDatabase, DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration, DECLINED_CARD } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";
import { testLogger } from "../support/test-logger";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const view = (path: string, visitor: string, utmCampaign = "") => ({
  path,
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign,
  visitor,
});

describe.each(DATABASES)("analytics recorder on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());
  afterEach(async () => {
    for (const table of [
      analyticsPageViews,
      analyticsFunnel,
      analyticsDailyVisitors,
      analyticsSalts,
      analyticsVisitorHashes,
    ])
      await handle.db.delete(table);
  });

  it("two instances counting into one database add up, and a visitor seen by both is one visitor", async () => {
    const now = () => new Date("2026-11-25T10:00:00Z");
    const { log } = testLogger();
    const a = createAnalytics({ db: handle.db, clock: now, log });
    const b = createAnalytics({ db: handle.db, clock: now, log });
    for (const v of ["v1", "v2", "v1"]) a.pageView(view("/pricing", v, "launch"));
    for (const v of ["v1", "v3"]) b.pageView(view("/pricing", v, "launch"));
    b.pageView(view("/", "v3"));
    a.funnel("paid", { plan: "team", period: "yearly" });
    b.funnel("paid", { plan: "team", period: "yearly" });
    b.funnel("paid", { plan: "team", period: "yearly" });
    b.funnel("paid", { plan: "pro", period: "monthly" });
    // Flushed at the same time, as two instances' workers would.
    await Promise.all([a.flush(), b.flush()]);

    const views = await handle.db.select().from(analyticsPageViews).orderBy(analyticsPageViews.path);
    expect(views).toEqual([
      { day: "2026-11-25", path: "/", referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "", views: 1 },
      {
        day: "2026-11-25",
        path: "/pricing",
        referrerHost: "",
        utmSource: "",
        utmMedium: "",
        utmCampaign: "launch",
        views: 5,
      },
    ]);
    expect(await handle.db.select().from(analyticsDailyVisitors)).toEqual([{ day: "2026-11-25", visitors: 3 }]);
    const funnel = await handle.db.select().from(analyticsFunnel).orderBy(analyticsFunnel.plan);
    expect(funnel.map((r) => [r.step, r.plan, r.period, r.count])).toEqual([
      ["paid", "pro", "monthly", 1],
      ["paid", "team", "yearly", 3],
    ]);

    // A second round from both adds to the same rows; a visitor already counted today is not counted again.
    a.pageView(view("/pricing", "v2", "launch"));
    b.pageView(view("/pricing", "v4", "launch"));
    await Promise.all([a.flush(), b.flush()]);
    const [pricing] = await handle.db
      .select()
      .from(analyticsPageViews)
      .where(sql`${analyticsPageViews.path} = '/pricing'`);
    expect(pricing!.views).toBe(7);
    expect(await handle.db.select().from(analyticsDailyVisitors)).toEqual([{ day: "2026-11-25", visitors: 4 }]);
    // Only salted hashes are stored, never the digest the request produced.
    const hashes = await handle.db.select().from(analyticsVisitorHashes);
    expect(hashes).toHaveLength(4);
    expect(hashes.map((h) => h.hash)).not.toContain("v1");
  });

  it("deletes the day's salt and visitor set once the day is over, and keeps the day's count", async () => {
    let now = new Date("2026-11-25T23:59:00Z");
    const { log } = testLogger();
    const recorder = createAnalytics({ db: handle.db, clock: () => now, log });
    recorder.pageView(view("/", "same-visitor"));
    await recorder.flush();
    expect(await handle.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).toEqual([{ day: "2026-11-25" }]);

    now = new Date("2026-11-26T00:01:00Z");
    recorder.pageView(view("/", "same-visitor"));
    await recorder.flush();
    expect(await handle.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).toEqual([{ day: "2026-11-26" }]);
    expect(
      (await handle.db.select({ day: analyticsVisitorHashes.day }).from(analyticsVisitorHashes)).map((r) => r.day),
    ).toEqual(["2026-11-26"]);
    // The same person on the next day is a visitor of that day too: the hashes cannot be linked.
    expect(await handle.db.select().from(analyticsDailyVisitors).orderBy(analyticsDailyVisitors.day)).toEqual([
      { day: "2026-11-25", visitors: 1 },
      { day: "2026-11-26", visitors: 1 },
    ]);
  });

  it("keeps a batch the database refused and writes it with the next flush", async () => {
    const { log, lines } = testLogger();
    let fail = true;
    const db = new Proxy(handle.db, {
      get(target, prop, receiver) {
        if (prop === "insert" && fail)
          return () => ({
            values: () => ({ onConflictDoUpdate: () => Promise.reject(new Error("connection terminated")) }),
          });
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const recorder = createAnalytics({ db, clock: () => new Date("2026-11-25T10:00:00Z"), log });
    recorder.pageView({ ...view("/faq", "x"), visitor: undefined });
    await recorder.flush();
    expect(lines.some((l) => l.msg === "analytics batch not written; kept for the next flush")).toBe(true);
    fail = false;
    recorder.pageView({ ...view("/faq", "x"), visitor: undefined });
    await recorder.flush();
    const [row] = await handle.db.select().from(analyticsPageViews);
    expect(row!.views).toBe(2);
  });
});

/** Stands in for the prerendered pages: `/`, `/faq` and `/pricing` as HTML, `/x.data` as loader data. */
const fakePages: FastHandler = (req, res) => {
  const path = (req.url ?? "").split("?")[0]!;
  if (["/", "/faq", "/faq/", "/pricing"].includes(path)) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>page</title>");
    return true;
  }
  if (path.endsWith(".data")) {
    res.writeHead(200, { "content-type": "text/x-script" }).end("[]");
    return true;
  }
  if (path.startsWith("/assets/") || path.startsWith("/admin")) {
    res.writeHead(200, { "content-type": path.startsWith("/admin") ? "text/html" : "text/css" }).end("");
    return true;
  }
  return false;
};

describe.each(DATABASES)("page views and the purchase funnel over HTTP on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      env: { RATE_LIMIT_FACTOR: "1000", PUBLIC_URL: "https://www.docsleeve.test" },
      // 10 counted views per client a day (0.01 × the factor of 1000), so the cap shows quickly.
      overrides: { ratePolicies: { pageViewsPerClient: { points: 0.01, durationSeconds: 86_400 } } },
      pages: { build: () => Promise.reject(new Error("no build")), prerendered: fakePages },
    });
  });
  afterAll(() => server.close());

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, {
      headers: { "user-agent": CHROME, accept: "text/html", "sec-fetch-dest": "document", ...headers },
    }).then((r) => r.text());
  const viewsOf = async () => {
    await server.services.analytics.flush();
    return server.services.db
      .select()
      .from(analyticsPageViews)
      .orderBy(analyticsPageViews.path, analyticsPageViews.referrerHost);
  };
  const funnelOf = async () => {
    await server.services.analytics.flush();
    const rows = await server.services.db.select().from(analyticsFunnel);
    return Object.fromEntries(rows.map((r) => [`${r.step}/${r.plan}/${r.period}`, r.count]));
  };

  it("counts document requests with their referrer host and campaign; never bots, prefetches, assets, the API or the console", async () => {
    await page("/?utm_source=newsletter&utm_medium=email&utm_campaign=launch", {
      referer: "https://news.example.com/item?id=1",
    });
    await page("/faq", { referer: "https://www.docsleeve.test/" }); // from the site itself: no referrer
    await page("/faq/"); // the same route
    await page("/faq", { "user-agent": GOOGLEBOT });
    await page("/faq", { "user-agent": "" });
    await page("/faq", { "sec-purpose": "prefetch;prerender" });
    await page("/faq", { purpose: "prefetch" });
    await page("/faq", { "sec-fetch-dest": "empty", accept: "*/*" });
    await page("/assets/site.css", { "sec-fetch-dest": "style" });
    await page("/admin/analytics");
    await page("/not-a-page");
    await fetch(`${server.url}/api/plan-list`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": CHROME, accept: "text/html" },
      body: "{}",
    });
    // A client-side navigation to /pricing (React Router's data request) counts; the same page's
    // revalidation after an action on it does not.
    await page("/pricing.data", { "sec-fetch-dest": "empty", accept: "*/*", referer: `${server.url}/faq` });
    await page("/pricing.data", { "sec-fetch-dest": "empty", accept: "*/*", referer: `${server.url}/pricing` });

    const rows = (await viewsOf()).map((r) => [
      r.path,
      r.referrerHost,
      r.utmSource,
      r.utmMedium,
      r.utmCampaign,
      r.views,
    ]);
    expect(rows).toEqual([
      ["/", "news.example.com", "newsletter", "email", "launch", 1],
      ["/faq", "", "", "", "", 2],
      ["/pricing", "", "", "", "", 1],
    ]);
    // One browser on one address: one visitor today.
    const [visitors] = await server.services.db.select().from(analyticsDailyVisitors);
    expect(visitors!.visitors).toBe(1);
    expect((await funnelOf())["pricing_viewed//"]).toBe(1);
  });

  it("counts at most the daily cap of views per client, and one pricing_viewed per visitor and day", async () => {
    // Every request here comes from one client (127.0.0.1); the test above counted 4 of its views.
    const total = async () => (await viewsOf()).reduce((sum, row) => sum + row.views, 0);
    expect(await total()).toBe(4);
    const before = (await funnelOf())["pricing_viewed//"];
    for (let i = 0; i < 3; i += 1) await page("/pricing");
    // Another browser on the same address is another visitor (a shared office), but the same client.
    await page("/pricing", { "user-agent": `${CHROME} Edg/131.0.0.0` });
    expect(await total()).toBe(8);
    // The first browser's pricing_viewed was counted by the test above: only the second one's is new.
    expect((await funnelOf())["pricing_viewed//"]).toBe(before! + 1);
    // A loop: the client's views stop counting at 10 for the day.
    for (let i = 0; i < 6; i += 1) await page("/faq");
    expect(await total()).toBe(10);
  });

  it("counts each funnel step a purchase passes, per plan and period, and a declined card", async () => {
    // Buy Now, from the pricing page's beacon; a bot's beacon is not counted.
    const beacon = { step: "buy_now", plan_id: 2, plan_type_id: 2 };
    expect((await server.post("/api/analytics/event", beacon, { "user-agent": CHROME })).status).toBe(204);
    expect((await server.post("/api/analytics/event", beacon, { "user-agent": GOOGLEBOT })).status).toBe(204);
    expect(
      (await server.post("/api/analytics/event", { ...beacon, step: "paid" }, { "user-agent": CHROME })).status,
    ).toBe(400);

    const email = "funnel.buyer@example.com";
    const plan = { plan_id: 2, plan_type_id: 2 };
    const sent = await server.post("/api/resend-email-code", { email, first_name: "Mei Ling", last_name: "Tan", plan });
    expect(sent.status).toBe(200);
    const code = /\b(\d{6})\b/.exec(server.mails.at(-1)!.text)![1];
    const verified = await server.post("/api/verify-email-code", { email, code, plan });
    expect(verified.status).toBe(200);
    const paid = await server.post(
      "/api/register-plan",
      registration(email, {
        email_token: verified.body.data.email_token,
        paymentMethodId: await paymentMethod(server),
      }),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    // Without the optional plan, the code steps count under no plan; a declined card is its own outcome.
    const other = "declined.buyer@example.com";
    const declined = await server.post(
      "/api/register-plan",
      registration(other, {
        email_token: await emailToken(server, other),
        paymentMethodId: await paymentMethod(server, DECLINED_CARD),
      }),
    );
    expect(declined.status).toBe(402);

    expect(await funnelOf()).toMatchObject({
      "buy_now/team/yearly": 1,
      "code_sent/team/yearly": 1,
      "email_verified/team/yearly": 1,
      "code_sent//": 1,
      "email_verified//": 1,
      "payment_attempted/team/yearly": 2,
      "paid/team/yearly": 1,
      "declined/team/yearly": 1,
    });
  });
});

describe("forwarding to ANALYTICS_FORWARD_URL", () => {
  let collector: Server;
  let url: string;
  let status = 202;
  const received: Array<{ path: string; headers: IncomingMessage["headers"]; body: any }> = [];
  beforeAll(async () => {
    collector = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(body) });
        res.writeHead(status).end("ok");
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));
  afterEach(() => {
    received.length = 0;
    status = 202;
  });

  it("sends Plausible events with the flush, without the visitor's address or browser", async () => {
    const { log } = testLogger();
    const forwarder = createForwarder({ url: `${url}/api/event`, siteUrl: "https://www.docsleeve.test", log });
    forwarder.pageView({
      path: "/pricing",
      referrerHost: "news.example.com",
      utmSource: "newsletter",
      utmMedium: "",
      utmCampaign: "launch",
      visitor: "digest",
    });
    forwarder.funnel("paid", { plan: "team", period: "yearly" });
    expect(received).toHaveLength(0); // batched: nothing is sent before the flush
    await forwarder.flush();
    expect(received.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        {
          name: "pageview",
          url: "https://www.docsleeve.test/pricing?utm_source=newsletter&utm_campaign=launch",
          domain: "www.docsleeve.test",
          referrer: "https://news.example.com/",
        },
        {
          name: "Paid",
          url: "https://www.docsleeve.test/pricing",
          domain: "www.docsleeve.test",
          props: { plan: "team", period: "yearly" },
        },
      ]),
    );
    expect(received).toHaveLength(2);
    for (const r of received) {
      expect(r.path).toBe("/api/event");
      expect(r.headers["x-forwarded-for"]).toBeUndefined();
      expect(JSON.stringify(r.body)).not.toContain("digest");
    }
  });

  it("sends Umami's payload to an /api/send endpoint", async () => {
    const { log } = testLogger();
    const forwarder = createForwarder({
      url: `${url}/api/send?website=5f0c2a4e`,
      siteUrl: "https://www.docsleeve.test",
      log,
    });
    forwarder.pageView({ path: "/faq", referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" });
    forwarder.funnel("buy_now", { plan: "pro", period: "monthly" });
    await forwarder.flush();
    expect(received.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        { type: "event", payload: { website: "5f0c2a4e", hostname: "www.docsleeve.test", url: "/faq", referrer: "" } },
        {
          type: "event",
          payload: {
            website: "5f0c2a4e",
            hostname: "www.docsleeve.test",
            url: "/pricing",
            referrer: "",
            name: "Buy Now",
            data: { plan: "pro", period: "monthly" },
          },
        },
      ]),
    );
  });

  it("logs a collector's failure and drops the events (never retried, never thrown)", async () => {
    const { log, lines } = testLogger();
    status = 500;
    const forwarder = createForwarder({ url: `${url}/api/event`, siteUrl: "https://www.docsleeve.test", log });
    forwarder.funnel("paid", { plan: "pro", period: "yearly" });
    await forwarder.flush();
    expect(lines.find((l) => l.msg === "analytics forwarding: events not delivered were dropped")).toMatchObject({
      failed: 1,
      sent: 0,
    });
    status = 202;
    await forwarder.flush();
    expect(received).toHaveLength(1); // the failed event was not sent again
  });

  it("is configured by ANALYTICS_FORWARD_URL: the server's own events reach the collector", async () => {
    const server = await startTestServer({
      database: "pglite",
      env: { ANALYTICS_FORWARD_URL: `${url}/api/event`, PUBLIC_URL: "https://www.docsleeve.test" },
    });
    try {
      expect(
        (
          await server.post(
            "/api/analytics/event",
            { step: "buy_now", plan_id: 1, plan_type_id: 1 },
            { "user-agent": CHROME },
          )
        ).status,
      ).toBe(204);
      await server.services.analytics.flush();
      expect(received.map((r) => r.body)).toEqual([
        {
          name: "Buy Now",
          url: "https://www.docsleeve.test/pricing",
          domain: "www.docsleeve.test",
          props: { plan: "pro", period: "monthly" },
        },
      ]);
    } finally {
      await server.close();
    }
  });
});
