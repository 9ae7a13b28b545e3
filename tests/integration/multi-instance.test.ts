/**
 * Two instances of the BUILT server (`node build-ops/start.js`, as in production) share one
 * fresh PostgreSQL database, one Redis (under a private key prefix) and a local SMTP server. Runs only
 * when TEST_DATABASE_URL is set (CI sets it; Redis is then expected at TEST_REDIS_URL).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_POLICIES } from "../../server/rate-limit";
import { createPostgresDatabase } from "../support/databases";
import { rawRequest } from "../support/raw-http";
import { GOOD_CARD, registration, TEAM_3_YEARLY_SGD } from "../support/signup";
import {
  connectResult,
  ensureBuild,
  freePort,
  killInstance,
  request,
  slowPost,
  startInstance,
  startMailCatcher,
  type Instance,
  type MailCatcher,
} from "../support/instances";

const BUILD_DIR = "build-ops";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const METRICS_TOKEN = randomBytes(16).toString("hex");
/** Readiness answers 503 this long after a signal before the listener closes (SHUTDOWN_DRAIN_MS). */
const DRAIN_MS = 2000;
const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
  entries: Array<{ when: number; tag: string }>;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances of the built server on PostgreSQL and Redis", () => {
  const keyPrefix = `docsleeve-test-${randomBytes(4).toString("hex")}:`;
  const captchaKey = randomBytes(32).toString("hex");
  let database: { url: string; drop: () => Promise<void> };
  let sql: pg.Client;
  let redis: Redis;
  let smtp: MailCatcher;
  let dataRoot: string;
  const ports = { a: 0, b: 0 };
  const instances = { a: undefined as Instance | undefined, b: undefined as Instance | undefined };
  /** Every process started, stopped ones included, for the log checks. */
  const started: Instance[] = [];
  let launches = 0;

  const a = () => instances.a!;
  const b = () => instances.b!;
  /** Starts (or restarts) instance `name` on its port: same configuration, a fresh process. */
  const launch = (name: "a" | "b"): Instance => {
    launches += 1;
    const instance = startInstance({
      name,
      buildDir: BUILD_DIR,
      port: ports[name],
      dataDir: path.join(dataRoot, `${name}-${launches}`),
      env: {
        DATABASE_URL: database.url,
        REDIS_URL,
        REDIS_KEY_PREFIX: keyPrefix,
        SMTP_URL: smtp.url,
        CAPTCHA_HMAC_KEY: captchaKey,
        PUBLIC_URL: "https://www.docsleeve.test",
        TRUST_PROXY: "1",
        METRICS_TOKEN,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        LOG_LEVEL: "info",
      },
    });
    instances[name] = instance;
    started.push(instance);
    return instance;
  };
  /** A client behind the proxy: its own X-Forwarded-For address (TRUST_PROXY=1). */
  const as = (ip: string, extra: Record<string, string> = {}) => ({ "x-forwarded-for": ip, ...extra });
  const scrape = async (instance: Instance) =>
    (await request(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
      .body as string;
  const migrationRows = async () =>
    (
      await sql.query<{ hash: string; created_at: string }>(
        "select hash, created_at from drizzle.__drizzle_migrations order by id",
      )
    ).rows;

  beforeAll(async () => {
    await ensureBuild(BUILD_DIR);
    [database, smtp, ports.a, ports.b] = await Promise.all([
      createPostgresDatabase(),
      startMailCatcher(),
      freePort(),
      freePort(),
    ]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    dataRoot = mkdtempSync(path.join(os.tmpdir(), "docsleeve-multi-"));
    // Both at the same moment, on the empty database.
    launch("a");
    launch("b");
    await Promise.all([a().ready(), b().ready()]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(started.map((instance) => killInstance(instance)));
    await smtp?.close();
    await sql?.end();
    await database?.drop();
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  }, 30_000);

  it("migrates the empty database exactly once when both start at the same moment", async () => {
    const rows = await migrationRows();
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    for (const instance of [a(), b()]) {
      expect(instance.logs().filter((l) => Number(l.level) >= 50)).toEqual([]);
      expect((await request(`${instance.url}/healthz`)).status).toBe(200);
    }
  });

  it("shares the rate limit across both instances (Redis)", async () => {
    const { points } = RATE_LIMIT_POLICIES.newsletter;
    const client = as("203.0.113.10");
    const statuses: number[] = [];
    for (let i = 0; i < points; i++) {
      const instance = i % 2 === 0 ? a() : b();
      statuses.push(
        (await request(`${instance.url}/api/newsletter`, { body: { email: `limit${i}@example.com` }, headers: client }))
          .status,
      );
    }
    expect(statuses).toEqual(Array(points).fill(200));
    for (const instance of [a(), b()]) {
      const refused = await request(`${instance.url}/api/newsletter`, {
        body: { email: "one-more@example.com" },
        headers: client,
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Another client is not affected, on either instance.
    expect(
      (
        await request(`${b().url}/api/newsletter`, {
          body: { email: "other@example.com" },
          headers: as("203.0.113.11"),
        })
      ).status,
    ).toBe(200);
    expect((await redis.keys(`${keyPrefix}rl:newsletter:*`)).length).toBeGreaterThan(0);
    for (const instance of [a(), b()]) {
      expect(await scrape(instance)).toMatch(/^docsleeve_rate_limit_rejections_total 1$/m);
    }
  });

  it("serves /metrics only with the bearer token, with route patterns as labels", async () => {
    expect((await request(`${a().url}/metrics`)).status).toBe(401);
    expect(
      (await request(`${a().url}/metrics`, { headers: { authorization: "Bearer wrong-token-wrong-token" } })).status,
    ).toBe(401);
    const slug = `no-such-page-${randomBytes(4).toString("hex")}`;
    expect((await request(`${a().url}/${slug}?q=1`)).status).toBe(404);
    expect((await request(`${a().url}/assets/${slug}.js`)).status).toBe(404);
    const text = await scrape(a());
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/newsletter",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="page",status="404"\} \d+$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/assets",status="404"\} 1$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/newsletter",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^docsleeve_mail_outbox_depth\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).not.toContain(slug);
  });

  it("returns a request id and logs it on the request's lines; keeps a trusted proxy's id", async () => {
    const plain = await request(`${a().url}/api/newsletter`, {
      body: { email: "trace@example.com" },
      headers: as("203.0.113.12"),
    });
    const id = plain.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await request(`${b().url}/api/newsletter`, {
      body: { email: "trace@example.com" },
      headers: as("203.0.113.12", { "x-request-id": "proxy-4f1c2e9a77d3" }),
    });
    expect(forwarded.headers.get("x-request-id")).toBe("proxy-4f1c2e9a77d3");
    await expect
      .poll(() =>
        a()
          .logs()
          .some((l) => l.reqId === id && l.msg === "request completed"),
      )
      .toBe(true);
    await expect
      .poll(() =>
        b()
          .logs()
          .some((l) => l.reqId === "proxy-4f1c2e9a77d3"),
      )
      .toBe(true);
  });

  /**
   * Sends a POST to `victim` whose body arrives slowly, signals the instance while the request is in
   * flight, and checks the whole graceful shutdown: readiness 503 at once while the other instance stays
   * ready, new connections refused once the drain is over, the in-flight request answered, exit code 0
   * within 10 s. Then starts the instance again (a rolling restart) and returns the slow request's answer.
   */
  async function signalDuringSlowRequest(
    name: "a" | "b",
    signal: NodeJS.Signals,
    pathname: string,
    body: unknown,
    headers: Record<string, string>,
  ) {
    const victim = instances[name]!;
    const other = name === "a" ? b() : a();
    const slow = await slowPost(victim.url, pathname, body, headers);
    // Give the server a moment to read the request line and headers: the request is then in flight.
    await new Promise((r) => setTimeout(r, 150));
    const signalledAt = Date.now();
    victim.child.kill(signal);

    await expect
      .poll(async () => (await request(`${victim.url}/healthz`).catch(() => ({ status: 0 }))).status, { interval: 20 })
      .toBe(503);
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);
    expect((await request(`${victim.url}/livez`)).status).toBe(200);
    expect((await request(`${other.url}/healthz`)).status).toBe(200);
    // While it drains, every answer closes its connection, a prerendered page (answered at once) included.
    expect((await rawRequest(`${victim.url}/security`)).headers.connection).toBe("close");
    await expect.poll(() => connectResult(victim.url), { timeout: DRAIN_MS + 3000, interval: 50 }).toBe("ECONNREFUSED");

    const answer = await slow.finish();
    expect(answer.headers.connection).toBe("close");
    const exit = await victim.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    expect(victim.logs().map((l) => l.msg)).toContain("shutdown complete");

    const rows = (await migrationRows()).length;
    await launch(name).ready();
    expect((await migrationRows()).length).toBe(rows);
    return answer;
  }

  it("shows a changed post on the blog page as soon as the API has it: one posts snapshot per process", async () => {
    // One client of its own, asking a few times a second: well inside the API's per-client limit.
    const client = as("203.0.113.40");
    const titleOf = async () => {
      const list = await request(`${a().url}/api/blog-list`, { body: { page: 1, limit: 1 }, headers: client });
      expect(list.status).toBe(200);
      return list.body.data[0] as { blog_url: string; title: string };
    };
    const newest = await titleOf();
    // The page reads (and keeps) the posts first, so a second copy of the cache would hold the old title.
    expect((await request(`${a().url}/blog`)).status).toBe(200);
    const changed = `Revised post ${randomBytes(3).toString("hex")}`;
    await sql.query("update blog_posts set title = $1, updated_at = now() where blog_url = $2", [
      changed,
      newest.blog_url,
    ]);
    // The API checks the posts version at most once a second: asked until it answers with the change.
    await expect.poll(async () => (await titleOf()).title, { timeout: 10_000, interval: 250 }).toBe(changed);
    const page = await request(`${a().url}/blog`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(changed);
  });

  it("finishes a slow in-flight request on SIGTERM, drains, refuses new connections and exits 0", async () => {
    const email = "inflight-term@example.com";
    const answer = await signalDuringSlowRequest("b", "SIGTERM", "/api/newsletter", { email }, as("203.0.113.30"));
    expect(answer.status).toBe(200);
    expect((await sql.query("select 1 from newsletter_subscribers where email = $1", [email])).rowCount).toBe(1);
  }, 60_000);

  it("does the same on SIGINT", async () => {
    const email = "inflight-int@example.com";
    const answer = await signalDuringSlowRequest("a", "SIGINT", "/api/newsletter", { email }, as("203.0.113.31"));
    expect(answer.status).toBe(200);
    expect((await sql.query("select 1 from newsletter_subscribers where email = $1", [email])).rowCount).toBe(1);
  }, 60_000);

  describe("purchases across instances", () => {
    /** Everything secret a purchase handled, for the log check at the end. */
    const secrets: string[] = [
      GOOD_CARD,
      GOOD_CARD.replace(/ /g, ""),
      registration("x@example.com", { email_token: "", paymentMethodId: "" }).password,
    ];
    const codes: string[] = [];
    const usersOf = async (email: string) =>
      (await sql.query("select id from users where lower(email) = $1", [email])).rowCount;
    const chargesOf = async (pm: string) =>
      (await sql.query("select id from sandbox_charges where payment_method_id = $1", [pm])).rowCount;

    /** Asks `codeOn` for a code, reads it from the SMTP server, verifies it on `verifyOn`, adds a card on `cardOn`. */
    async function prepare(email: string, ip: string, codeOn: Instance, verifyOn: Instance, cardOn: Instance) {
      const after = smtp.mails.length;
      const sent = await request(`${codeOn.url}/api/resend-email-code`, {
        body: { email, first_name: "Mei Ling", last_name: "Tan" },
        headers: as(ip),
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const mail = await smtp.waitFor(email, /verification code/, { after });
      const code = /(?<![0-9A-Za-z])(\d{6})(?![0-9A-Za-z])/.exec(mail.text)?.[1];
      expect(code).toBeDefined();
      codes.push(code!);
      const verified = await request(`${verifyOn.url}/api/verify-email-code`, {
        body: { email, code },
        headers: as(ip),
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const card = { number: GOOD_CARD, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" };
      const method = await request(`${cardOn.url}/api/sandbox/payment-methods`, { body: card, headers: as(ip) });
      expect(method.status, JSON.stringify(method.body)).toBe(200);
      const extra = {
        email_token: verified.body.data.email_token as string,
        paymentMethodId: method.body.data.id as string,
      };
      secrets.push(extra.email_token);
      return registration(email, extra);
    }

    it("completes a purchase whose code is requested on A, verified on B and paid on A", async () => {
      const email = "across@example.com";
      const body = await prepare(email, "198.51.100.21", a(), b(), b());
      const after = smtp.mails.length;
      const res = await request(`${a().url}/api/register-plan`, { body, headers: as("198.51.100.21") });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        email,
        plan_id: TEAM_3_YEARLY_SGD.plan_id,
        total_amount: TEAM_3_YEARLY_SGD.total_amount,
      });
      expect(await usersOf(email)).toBe(1);
      expect(await chargesOf(body.paymentMethodId)).toBe(1);
      await smtp.waitFor(email, /receipt/i, { after });
      expect(await scrape(a())).toMatch(/^docsleeve_signups_total 1$/m);
    });

    it("turns 20 concurrent identical registrations split across both instances into one account and one charge", async () => {
      const email = "twenty@example.com";
      const body = await prepare(email, "198.51.100.22", b(), a(), a());
      const after = smtp.mails.length;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          request(`${(i % 2 ? b() : a()).url}/api/register-plan`, { body, headers: as("198.51.100.22") }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(await usersOf(email)).toBe(1);
      expect(await chargesOf(body.paymentMethodId)).toBe(1);
      await smtp.waitFor(email, /receipt/i, { after });
      expect(smtp.mails.slice(after).filter((m) => m.to.includes(email) && /receipt/i.test(m.subject))).toHaveLength(1);
      const signups = await Promise.all(
        [a(), b()].map(async (i) => Number(/^docsleeve_signups_total (\d+)$/m.exec(await scrape(i))?.[1] ?? 0)),
      );
      expect(signups.reduce((x, y) => x + y, 0)).toBe(2); // this sign-up and the one before, wherever they ran
    });

    it("completes a purchase in flight when its instance gets SIGTERM (rolling restart)", async () => {
      const email = "rolling@example.com";
      const body = await prepare(email, "198.51.100.23", a(), b(), a());
      const answer = await signalDuringSlowRequest("b", "SIGTERM", "/api/register-plan", body, as("198.51.100.23"));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ email });
      expect(await usersOf(email)).toBe(1);
      expect(await chargesOf(body.paymentMethodId)).toBe(1);
      // The restarted instance serves the next request of the same buyer as if nothing happened.
      const again = await request(`${b().url}/api/register-plan`, { body, headers: as("198.51.100.23") });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(answer.body);
      expect(await chargesOf(body.paymentMethodId)).toBe(1);
    }, 60_000);

    it("writes none of the purchases' passwords, codes, email tokens or card numbers to any log", () => {
      expect(codes).toHaveLength(3);
      const output = started.map((i) => i.output()).join("\n");
      expect(output).toContain("paid sign-up completed");
      for (const secret of secrets) expect(output, "a secret in the logs").not.toContain(secret);
      for (const code of codes)
        expect(output, "a code in the logs").not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
      expect(output).not.toContain("$argon2");
    });
  });

  it("logs JSON lines only, each request line with its request id, and no secrets", () => {
    const output = started.map((i) => i.output()).join("\n");
    for (const line of output.split("\n").filter((l) => l.trim())) expect(() => JSON.parse(line), line).not.toThrow();
    for (const line of started.flatMap((i) => i.logs()).filter((l) => l.msg === "request completed")) {
      expect(line.reqId).toBe((line.req as { id: string }).id);
    }
    for (const secret of [METRICS_TOKEN, captchaKey]) expect(output).not.toContain(secret);
    expect(started.flatMap((i) => i.logs()).filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});
