/**
 * GET /api/captcha and POST /api/contact against a real SMTP server: captcha verification and
 * replay protection, the stored row, both mails, an SMTP outage (message kept, mail sent on retry), the
 * field messages and the per-IP rate limit.
 */
import { createHmac } from "node:crypto";
import type { Challenge } from "altcha-lib";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { captchaUsedChallenges, contactMessages, mailOutbox } from "../../db/schema";
import { encodeCaptchaPayload, solve, solvedCaptchaToken, TEST_CAPTCHA } from "../support/captcha";
import { DATABASES } from "../support/databases";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { startTestServer, type TestServer } from "../support/test-server";

const HMAC_KEY = "contact-test-key-0123456789abcdef";
const SUPPORT = "help-desk@docsleeve.test";
const SUCCESS = { message: "Your message has been sent successfully!" };

const message = (overrides: Record<string, unknown> = {}) => ({
  question: "Technical Support",
  name: "José Ñúñez",
  email: "jose@example.com",
  explain_question: "Our client cannot open the upload link from her phone.\nCould you take a look?",
  ...overrides,
});

describe.each(DATABASES)("contact API on %s", (database) => {
  let server: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      database,
      env: { CAPTCHA_HMAC_KEY: HMAC_KEY, SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_FACTOR: "1000" },
      captureMail: false,
      overrides: { captcha: TEST_CAPTCHA },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const messageCount = async () => (await server.services.db.select({ n: count() }).from(contactMessages))[0]!.n;
  const freshChallenge = async () => (await server.get("/api/captcha")).body as Challenge;
  const send = async (overrides: Record<string, unknown> = {}) =>
    server.post("/api/contact", { ...message(), captchaToken: await solvedCaptchaToken(server.url), ...overrides });

  it("GET /api/captcha issues a signed, expiring PBKDF2 challenge with the configured prefix that is never cached", async () => {
    const res = await server.get("/api/captcha");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { parameters, signature } = res.body as Challenge;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: TEST_CAPTCHA.cost,
      keyLength: 32,
      keyPrefix: TEST_CAPTCHA.keyPrefix,
    });
    // Made without a key derivation: no derived key to sign.
    expect(parameters.keySignature).toBeUndefined();
    const ttl = parameters.expiresAt! - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
    expect((await server.get("/api/captcha")).body.parameters.nonce).not.toBe(parameters.nonce);
  });

  it("stores a message with a solved captcha, then mails the support team and the visitor", async () => {
    const before = smtp.received.length;
    const res = await send();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUCCESS);

    const [row] = await server.services.db
      .select()
      .from(contactMessages)
      .orderBy(sql`${contactMessages.id} desc`)
      .limit(1);
    expect(row).toMatchObject({
      question: "Technical Support",
      name: "José Ñúñez",
      email: "jose@example.com",
      explainQuestion: message().explain_question,
    });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
    // The IP is kept only as a keyed hash: HMAC-SHA-256 under the server key's "contact-ip-hash" secret.
    const contactSecret = createHmac("sha256", HMAC_KEY).update("docsleeve:contact-ip-hash").digest("hex");
    const expectedHash = createHmac("sha256", contactSecret).update("127.0.0.1").digest("hex");
    expect(row!.ipHash).toBe(expectedHash);

    const mails = smtp.received.slice(before);
    const notification = mails.find((m) => m.to.includes(SUPPORT));
    const acknowledgement = mails.find((m) => m.to.includes("jose@example.com"));
    expect(notification?.subject).toBe("New Technical Support message from José Ñúñez");
    expect(notification?.text).toContain("Our client cannot open the upload link from her phone.");
    expect(notification?.text).toContain("jose@example.com");
    expect(notification?.text).toContain("José Ñúñez");
    expect(acknowledgement?.subject).toBe("We received your message | DocSleeve");
    expect(acknowledgement?.text).toContain("Hi José Ñúñez,");
    expect(acknowledgement?.text).not.toContain("upload link");
    const outbox = await server.services.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} like 'contact-%'`);
    expect(outbox.every((m) => m.status === "sent")).toBe(true);
  });

  it("refuses a replayed captcha solution and stores nothing the second time", async () => {
    const captchaToken = await solvedCaptchaToken(server.url);
    expect((await server.post("/api/contact", { ...message(), captchaToken })).status).toBe(200);
    const before = await messageCount();
    const again = await server.post("/api/contact", { ...message({ name: "Someone Else" }), captchaToken });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: "This CAPTCHA has already been used. Please verify it again.",
      code: "captcha_failed",
      errors: { captchaToken: "This CAPTCHA has already been used. Please verify it again." },
    });
    expect(await messageCount()).toBe(before);
  });

  it("accepts a solution exactly once when it is submitted many times at the same moment", async () => {
    const captchaToken = await solvedCaptchaToken(server.url);
    const before = await messageCount();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => server.post("/api/contact", { ...message(), captchaToken })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(await messageCount()).toBe(before + 1);
  });

  it("refuses bad captcha tokens with 400 on the captchaToken field and stores nothing", async () => {
    const challenge = await freshChallenge();
    const solution = await solve(challenge);
    const otherKeyChallenge: Challenge = { ...challenge, signature: "0".repeat(64) };
    const tampered: Challenge = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const tokens = {
      garbage: "not-a-token",
      "base64 of nonsense": Buffer.from("{}").toString("base64"),
      "the widget's test mode": Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
        "base64",
      ),
      "no solution": encodeCaptchaPayload(challenge, null),
      "a wrong derived key": encodeCaptchaPayload(challenge, { ...solution, derivedKey: "ab".repeat(32) }),
      "another counter": encodeCaptchaPayload(challenge, { ...solution, counter: solution.counter + 1 }),
      "a forged signature": encodeCaptchaPayload(otherKeyChallenge, solution),
      "tampered parameters": encodeCaptchaPayload(tampered, solution),
    };
    const before = await messageCount();
    for (const [label, captchaToken] of Object.entries(tokens)) {
      const res = await server.post("/api/contact", { ...message(), captchaToken });
      expect(res.status, label).toBe(400);
      expect(res.body, label).toEqual({
        message: "Please verify the CAPTCHA",
        code: "captcha_failed",
        errors: { captchaToken: "Please verify the CAPTCHA" },
      });
    }
    expect(await messageCount()).toBe(before);
    // The untouched solution still works: the failures above consumed nothing.
    expect(
      (await server.post("/api/contact", { ...message(), captchaToken: encodeCaptchaPayload(challenge, solution) }))
        .status,
    ).toBe(200);
  });

  it("refuses a missing captcha with the form's message", async () => {
    for (const captchaToken of [undefined, "", "   "]) {
      const res = await server.post("/api/contact", { ...message(), captchaToken });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: "Please verify the CAPTCHA",
        code: "validation_failed",
        errors: { captchaToken: "Please verify the CAPTCHA" },
      });
    }
  });

  it("refuses a solution whose challenge expired (10 minutes)", async () => {
    const captchaToken = await solvedCaptchaToken(server.url);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 601_000);
    const res = await server.post("/api/contact", { ...message(), captchaToken });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ captchaToken: "The CAPTCHA has expired. Please verify it again." });
  });

  it("answers every field message of app/domain/contact.ts and stores nothing", async () => {
    const before = await messageCount();
    const res = await server.post("/api/contact", {
      question: "",
      name: "R2-D2",
      email: "not-an-email",
      explain_question: " ",
      captchaToken: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      question: "Please select a question type",
      name: "Special characters are not allowed",
      email: "Please enter a valid email",
      explain_question: "Please explain your question",
      captchaToken: "Please verify the CAPTCHA",
    });
    const empty = await server.post("/api/contact", {});
    expect(empty.body.errors).toMatchObject({ name: "Please enter your name", email: "Please enter your email" });
    const extra = await send({ phone: "+65 1234" });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ phone: "Unknown field" });
    expect(await messageCount()).toBe(before);
  });

  it("keeps the message and answers 200 while SMTP is down, then delivers the mail when it is back", async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const res = await send({ name: "Zoë Tan", email: "zoe@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUCCESS);
    const [row] = await server.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "zoe@example.com"));
    expect(row?.name).toBe("Zoë Tan");
    const pending = await server.services.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(pending.map((m) => m.to).sort()).toEqual([SUPPORT, "zoe@example.com"].sort());
    expect(pending.every((m) => m.attempts === 1 && m.lastError)).toBe(true);
    expect(server.logs.some((l) => l.msg === "mail delivery failed; will retry")).toBe(true);

    await smtp.start();
    // Not due yet: the first retry waits 30 s.
    expect(await server.services.mailer.deliverDue()).toBe(0);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31_000);
    expect(await server.services.mailer.deliverDue()).toBe(2);
    vi.useRealTimers();
    const delivered = smtp.received.slice(before);
    expect(delivered.map((m) => m.to).sort()).toEqual([SUPPORT, "zoe@example.com"].sort());
    expect(delivered.find((m) => m.to.includes("zoe@example.com"))?.text).toContain("Hi Zoë Tan,");
  });

  it("prunes used challenges once they have expired", async () => {
    const past = new Date(Date.now() - 1000);
    await server.services.db
      .insert(captchaUsedChallenges)
      .values({ challengeId: "expired-test-challenge", expiresAt: past });
    expect(await server.services.captcha.pruneExpired()).toBeGreaterThanOrEqual(1);
    const left = await server.services.db
      .select()
      .from(captchaUsedChallenges)
      .where(eq(captchaUsedChallenges.challengeId, "expired-test-challenge"));
    expect(left).toEqual([]);
    // Challenges still valid are kept, so their solutions stay refused.
    expect((await server.services.db.select({ n: count() }).from(captchaUsedChallenges))[0]!.n).toBeGreaterThan(0);
  });
});

describe.each(DATABASES)("contact rate limit on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { CAPTCHA_HMAC_KEY: HMAC_KEY },
      overrides: { captcha: TEST_CAPTCHA },
    });
  });
  afterAll(() => server.close());

  it("allows 5 messages per 10 minutes per IP, then answers 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await server.post("/api/contact", {
        ...message(),
        captchaToken: await solvedCaptchaToken(server.url),
      });
      expect(res.status).toBe(200);
    }
    const limited = await server.post("/api/contact", {
      ...message(),
      captchaToken: await solvedCaptchaToken(server.url),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many requests/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(server.mails.filter((m) => m.kind === "contact-notification")).toHaveLength(5);
  });
});
