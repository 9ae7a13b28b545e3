/** GET /metrics: off without METRICS_TOKEN, bearer-protected, bounded labels, feature counters. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const TOKEN = "metrics-token-0123456789abcdef";
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line (`name{labels} value`) of an exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(DATABASES)("GET /metrics on %s", (database) => {
  let server: TestServer;
  let other: TestServer;
  let failing = true;
  beforeAll(async () => {
    [server, other] = await Promise.all([
      startTestServer({
        database,
        env: { METRICS_TOKEN: TOKEN },
        overrides: {
          ratePolicies: { newsletter: { points: 2, durationSeconds: 60 } },
          mailTransport: { deliver: async () => (failing ? { ok: false, reason: "SMTP down" } : { ok: true }) },
        },
      }),
      startTestServer({ database }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), other.close()]);
  });

  it("is off (404) when METRICS_TOKEN is not set", async () => {
    const res = await other.get("/metrics", auth);
    expect(res.status).toBe(404);
  });

  it("answers 401 without the right bearer token", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: TOKEN },
      { authorization: "Bearer nope" },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      const res = await server.get("/metrics", headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
  });

  it("serves the Prometheus text format with the process and event-loop metrics", async () => {
    const res = await server.get("/metrics", auth);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatch(/^# TYPE http_requests_total counter$/m);
    expect(res.body).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(res.body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("labels requests by route pattern and status, never by raw URL", async () => {
    await server.post("/api/newsletter", { email: "metrics@example.com" });
    await server.post("/api/newsletter", { email: "nope" });
    await server.get("/api/no-such-endpoint-7f3a9?x=1");
    await server.get("/some/page-8c2d1?utm_source=x");
    const text = (await server.get("/metrics", auth)).body as string;
    expect(sample(text, 'http_requests_total{method="POST",route="/api/newsletter",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/newsletter",status="400"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="page",status="\d+"\} 1$/m);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/newsletter",status="200"}'),
    ).toBe(1);
    expect(text).not.toMatch(/7f3a9|8c2d1|utm_source/);
  });

  it("labels posts to the pricing page's action (its forms and Pay Now) apart from other pages", async () => {
    await server.post("/pricing.data", { intent: "pay" });
    await server.post("/pricing?step=details", "intent=details", {
      "content-type": "application/x-www-form-urlencoded",
    });
    await server.get("/pricing.data");
    const text = (await server.get("/metrics", auth)).body as string;
    expect(text).toMatch(/^http_requests_total\{method="POST",route="pricing-action",status="\d+"\} 2$/m);
    // A GET of the same path stays a page (the test above counted one already).
    expect(text).toMatch(/^http_requests_total\{method="GET",route="page",status="\d+"\} 2$/m);
  });

  it("exposes the sign-up and payment counters features increment", async () => {
    server.services.metrics.signups.inc();
    server.services.metrics.payments.inc({ outcome: "succeeded" });
    server.services.metrics.payments.inc({ outcome: "declined" });
    server.services.metrics.payments.inc({ outcome: "declined" });
    const text = (await server.get("/metrics", auth)).body as string;
    expect(sample(text, "docsleeve_signups_total")).toBe(1);
    expect(sample(text, 'docsleeve_payments_total{outcome="succeeded"}')).toBe(1);
    expect(sample(text, 'docsleeve_payments_total{outcome="declined"}')).toBe(2);
    expect(sample(text, 'docsleeve_payments_total{outcome="refunded"}')).toBe(0);
  });

  it("counts mails sent and failed and reads the outbox depth from the database", async () => {
    // An earlier test's subscription queued a confirmation mail: count from here.
    const count = async (series: string) => sample((await server.get("/metrics", auth)).body as string, series) ?? 0;
    const [sent, failed, pending] = await Promise.all(
      [
        "docsleeve_mails_sent_total",
        "docsleeve_mails_failed_total",
        'docsleeve_mail_outbox_depth{status="pending"}',
      ].map(count),
    );
    failing = true;
    await server.services.mailer.send({ to: "a@example.com", subject: "Hello", text: "Hi", kind: "test" });
    let text = (await server.get("/metrics", auth)).body as string;
    expect(sample(text, "docsleeve_mails_failed_total")).toBe(failed! + 1);
    expect(sample(text, 'docsleeve_mail_outbox_depth{status="pending"}')).toBe(pending! + 1);
    failing = false;
    await server.services.mailer.send({ to: "b@example.com", subject: "Hello", text: "Hi", kind: "test" });
    text = (await server.get("/metrics", auth)).body as string;
    expect(sample(text, "docsleeve_mails_sent_total")).toBe(sent! + 1);
    expect(sample(text, "docsleeve_mails_failed_total")).toBe(failed! + 1);
    expect(sample(text, 'docsleeve_mail_outbox_depth{status="pending"}')).toBe(pending! + 1);
  });

  it("counts rate-limit rejections", async () => {
    const before =
      sample((await server.get("/metrics", auth)).body as string, "docsleeve_rate_limit_rejections_total") ?? 0;
    for (let i = 0; i < 3; i++) await server.post("/api/newsletter", { email: `limit${i}@example.com` });
    const text = (await server.get("/metrics", auth)).body as string;
    expect(sample(text, "docsleeve_rate_limit_rejections_total")).toBeGreaterThan(before);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/newsletter",status="429"}')).toBeGreaterThan(0);
  });

  it("keeps one registry per app: two apps in one process count separately", async () => {
    const mine = await server.services.metrics.render();
    const theirs = await other.services.metrics.render();
    expect(sample(mine, "docsleeve_signups_total")).toBe(1);
    expect(sample(theirs, "docsleeve_signups_total")).toBe(0);
    expect(theirs).not.toMatch(/route="\/api\/newsletter"/);
  });
});
