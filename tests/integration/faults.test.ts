/**
 * Faults: each dependency is cut during a run by closing a TCP proxy in front of it (tests/support/
 * tcp-proxy.ts; the machine's real PostgreSQL, Redis and the test SMTP server are never touched), then
 * reopened. PostgreSQL on the PostgreSQL run (PGlite is in-process: nothing to cut); Redis when
 * TEST_REDIS_URL is set; SMTP on every run.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, newsletterSubscribers } from "../../db/schema";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { parseConfig } from "../../server/config";
import { prerenderedPages } from "../../server/fast-pages/prerendered";
import { createSecurityHeaders } from "../../server/security";
import { TEST_CAPTCHA, solvedCaptchaToken } from "../support/captcha";
import { createPostgresDatabase, DATABASES } from "../support/databases";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { startTestServer, type TestServer } from "../support/test-server";

const PAGE = "<!doctype html><html><head><title>Security</title></head><body><p>Static page.</p></body></html>";
const REDIS_URL = process.env.TEST_REDIS_URL;
const UNAVAILABLE = {
  message: "The service is temporarily unavailable. Please try again in a minute.",
  code: "unavailable",
};

const contact = (n: number) => ({
  question: "Technical Support",
  name: "Fault Test",
  email: `fault${n}@example.com`,
  explain_question: "Checking that a message is either stored or reported as failed.",
});

describe.each(DATABASES)("dependency faults on %s", (kind) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let smtpProxy: TcpProxy;
  let pgProxy: TcpProxy | undefined;
  let redisProxy: TcpProxy | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let pagesDir: string;
  const prefix = `faults-${Math.random().toString(36).slice(2)}:`;

  beforeAll(async () => {
    pagesDir = await mkdtemp(path.join(tmpdir(), "faults-test-"));
    await mkdir(path.join(pagesDir, "security"));
    await writeFile(path.join(pagesDir, "security", "index.html"), PAGE);
    const { policyWith } = createSecurityHeaders(parseConfig({}));
    const { serve } = await prerenderedPages(pagesDir, {
      appUrl: "https://app.test",
      publicUrl: "https://www.test",
      policyWith,
    });

    smtp = await startSmtpServer();
    smtpProxy = await startTcpProxy(smtp.url);
    let database: DatabaseHandle | undefined;
    if (kind === "postgres") {
      const created = await createPostgresDatabase();
      dropDatabase = created.drop;
      pgProxy = await startTcpProxy(created.url);
      database = await openDatabase({ dataDir: "unused", databaseUrl: pgProxy.url });
    }
    if (REDIS_URL) redisProxy = await startTcpProxy(REDIS_URL);
    server = await startTestServer({
      database: kind,
      env: {
        CAPTCHA_HMAC_KEY: "faults-test-hmac-key-0123456789abcdef",
        SMTP_URL: smtpProxy.url,
        RATE_LIMIT_FACTOR: "1000",
        ...(redisProxy && { REDIS_URL: redisProxy.url }),
      },
      captureMail: false,
      overrides: {
        captcha: TEST_CAPTCHA,
        ...(database && { dbConnection: database }),
        // 2 points once RATE_LIMIT_FACTOR (1000, for the other endpoints) is applied.
        ratePolicies: { tiny: { points: 2 / 1000, durationSeconds: 600 } },
        rateLimitKeyPrefix: prefix,
      },
      pages: { prerendered: serve, build: () => Promise.reject(new Error("no server build in this test")) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([smtpProxy?.close(), pgProxy?.close(), redisProxy?.close()]);
    await smtp?.stop();
    await dropDatabase?.();
    await rm(pagesDir, { recursive: true, force: true });
  });

  const subscribers = async (email: string) =>
    (
      await server.services.db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
    )[0]!.n;

  it.runIf(kind === "postgres")(
    "PostgreSQL cut: 503 + Retry-After JSON where it is needed, pages keep serving, readiness 503, then recovery",
    async () => {
      expect((await server.get("/api/country-list")).status).toBe(200);
      const token = await solvedCaptchaToken(server.url);
      await pgProxy!.cut();

      // A burst mid-outage: nothing answers 500, and what needs the database says so.
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) => server.post("/api/newsletter", { email: `burst${i}@example.com` })),
      );
      for (const res of burst) {
        expect(res.status).toBe(503);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(res.body).toEqual(UNAVAILABLE);
      }
      // A form submission is told it failed.
      const sent = await server.post("/api/contact", { ...contact(1), captchaToken: token });
      expect(sent.status).toBe(503);
      expect(sent.body).toEqual(UNAVAILABLE);
      // Data kept in memory and pages without the database keep serving; readiness fails, liveness not.
      expect((await server.get("/api/country-list")).status).toBe(200);
      expect((await server.get("/security")).status).toBe(200);
      expect((await server.get("/livez")).status).toBe(200);
      const health = await server.get("/healthz");
      expect(health.status).toBe(503);
      expect(JSON.stringify(health.body)).not.toMatch(/Error|at /);

      await pgProxy!.restore();
      await expect
        .poll(async () => (await server.get("/healthz")).status, { timeout: 20_000, interval: 200 })
        .toBe(200);
      const after = await server.post("/api/newsletter", { email: "after-outage@example.com" });
      expect(after.status).toBe(200);
      expect(await subscribers("after-outage@example.com")).toBe(1);
      // Nothing from the outage was stored: the failed contact message and the refused subscriptions.
      expect(
        (
          await server.services.db
            .select({ n: count() })
            .from(contactMessages)
            .where(eq(contactMessages.email, contact(1).email))
        )[0]!.n,
      ).toBe(0);
      expect(await subscribers("burst0@example.com")).toBe(0);
    },
  );

  it.runIf(Boolean(REDIS_URL))(
    "Redis cut: rate-limited POSTs keep working on per-instance limits, one warning, Redis again after",
    async () => {
      const direct = new Redis(REDIS_URL!);
      try {
        expect((await server.post("/api/newsletter", { email: "redis-before@example.com" })).status).toBe(200);
        expect(await direct.keys(`${prefix}*`)).not.toHaveLength(0);
        await redisProxy!.cut();
        for (let i = 0; i < 5; i++)
          expect((await server.post("/api/newsletter", { email: `redis-cut${i}@example.com` })).status).toBe(200);
        // The insurance limiter still limits, per instance.
        await server.services.rateLimits.consume("tiny", "k");
        await server.services.rateLimits.consume("tiny", "k");
        // Refused with the rate_limited code (answered 429 by the API).
        await expect(server.services.rateLimits.consume("tiny", "k")).rejects.toMatchObject({
          failure: { code: "rate_limited" },
        });
        const health = await server.get("/healthz");
        expect(health).toMatchObject({ status: 200, body: { status: "ok", redis: "unavailable" } });
        expect(server.logs.filter((l) => String(l.msg).startsWith("redis unreachable"))).toHaveLength(1);

        await direct.del(...(await direct.keys(`${prefix}*`)));
        await redisProxy!.restore();
        await expect
          .poll(async () => (await server.get("/healthz")).body.redis, { timeout: 20_000, interval: 200 })
          .toBe("ok");
        expect((await server.post("/api/newsletter", { email: "redis-after@example.com" })).status).toBe(200);
        expect(await direct.keys(`${prefix}*`)).not.toHaveLength(0);
        expect(server.logs.filter((l) => String(l.msg).startsWith("redis unreachable"))).toHaveLength(1);
      } finally {
        direct.disconnect();
      }
    },
  );

  it("SMTP cut: the contact message is stored and told so, its mails wait in the outbox and go out once SMTP is back", async () => {
    await smtpProxy.cut();
    const email = `smtp-cut-${kind}@example.com`;
    const res = await server.post("/api/contact", {
      ...contact(2),
      email,
      captchaToken: await solvedCaptchaToken(server.url),
    });
    expect(res).toMatchObject({ status: 200, body: { message: "Your message has been sent successfully!" } });
    expect(
      (
        await server.services.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, email))
      )[0]!.n,
    ).toBe(1);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0);
    const pending = await server.services.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(pending.length).toBeGreaterThan(0);

    await smtpProxy.restore();
    // The retry worker's next run (its schedule is moved to now instead of waiting for it).
    await server.services.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.status, "pending"));
    expect(await server.services.mailer.deliverDue()).toBe(pending.length);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
