/**
 * Abuse: limits a client cannot dodge (IPv6 by /64, only trusted proxies' X-Forwarded-For, rendered
 * pages limited), a sign-up endpoint that reveals no customer, codes and quotas a stranger cannot use
 * up for the owner, and security events logged with a keyed IP hash. Clients are told apart by
 * X-Forwarded-For from the loopback proxy (TRUST_PROXY=loopback).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes } from "../../db/schema";
import { RATE_LIMIT_POLICIES } from "../../server/rate-limit";
import { TEST_CAPTCHA } from "../support/captcha";
import { DATABASES } from "../support/databases";
import { emailToken, lastCode, paymentMethod, registration } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

const as = (ip: string) => ({ "x-forwarded-for": ip });
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");

describe.each(DATABASES)("client keys on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { TRUST_PROXY: "loopback" },
      overrides: {
        captcha: TEST_CAPTCHA,
        ratePolicies: { captcha: { points: 2, durationSeconds: 60 }, page: { points: 2, durationSeconds: 60 } },
      },
    });
  });
  afterAll(() => server.close());

  const captcha = (ip: string) => server.get("/api/captcha", as(ip));

  it("keys an IPv6 client by its /64: a new address in the same network is the same client", async () => {
    expect((await captcha("2001:db8:1:2::a")).status).toBe(200);
    expect((await captcha("2001:DB8:1:2:ffff:ffff:ffff:b")).status).toBe(200);
    const third = await captcha("2001:db8:1:2:dead:beef:0:1");
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another /64 is another client.
    expect((await captcha("2001:db8:1:3::1")).status).toBe(200);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    expect((await captcha("198.51.100.9")).status).toBe(200);
    expect((await captcha("::ffff:198.51.100.9")).status).toBe(200);
    expect((await captcha("198.51.100.9")).status).toBe(429);
  });

  it("limits rendered pages per client with a short text answer", async () => {
    // Pages are not built in API tests: the first two fail to render, which is not what is tested here.
    for (let i = 0; i < 2; i++) expect((await server.get("/blog/some-post", as("192.0.2.44"))).status).not.toBe(429);
    const limited = await server.get("/no-such-page", as("192.0.2.44"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(limited.body).toBe("Too many requests. Please try again later.\n");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await server.get("/blog", as("192.0.2.45"))).status).not.toBe(429);
  });
});

describe.each(DATABASES)("TRUST_PROXY as the proxies' addresses on %s", (database) => {
  const policies = { captcha: { points: 1, durationSeconds: 60 } };

  it("honours X-Forwarded-For from a listed proxy range", async () => {
    const server = await startTestServer({
      database,
      env: { TRUST_PROXY: "127.0.0.0/8, ::1" },
      overrides: { ratePolicies: policies },
    });
    try {
      expect((await server.get("/api/captcha", as("192.0.2.1"))).status).toBe(200);
      expect((await server.get("/api/captcha", as("192.0.2.2"))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("ignores X-Forwarded-For from anyone else: a client cannot pick its own address", async () => {
    const server = await startTestServer({
      database,
      env: { TRUST_PROXY: "10.1.2.3" },
      overrides: { ratePolicies: policies },
    });
    try {
      expect((await server.get("/api/captcha", as("192.0.2.1"))).status).toBe(200);
      expect((await server.get("/api/captcha", as("192.0.2.2"))).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe.each(DATABASES)("sign-up codes against strangers on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { TRUST_PROXY: "loopback", RATE_LIMIT_FACTOR: "1000" },
      overrides: {
        // Real per-address quotas (the factor must not hide them), generous per-IP ones.
        ratePolicies: {
          emailCodeAddress: {
            ...RATE_LIMIT_POLICIES.emailCodeAddress,
            points: RATE_LIMIT_POLICIES.emailCodeAddress.points / 1000,
          },
          emailCodeAddressTotal: { ...RATE_LIMIT_POLICIES.emailCodeAddressTotal, points: 8 / 1000 },
        },
      },
    });
  });
  afterAll(() => server.close());

  const send = (email: string, ip: string) =>
    server.post("/api/resend-email-code", { email, first_name: "Mei Ling", last_name: "Tan" }, as(ip));
  const verify = (email: string, code: string, ip: string) =>
    server.post("/api/verify-email-code", { email, code }, as(ip));

  it("answers alike whether or not the address has an account, and mails the owner a log-in notice", async () => {
    const customer = "customer@example.com";
    const extra = { email_token: await emailToken(server, customer), paymentMethodId: await paymentMethod(server) };
    expect((await server.post("/api/register-plan", registration(customer, extra))).status).toBe(200);

    const before = server.mails.length;
    const forCustomer = await send("Customer@Example.com", "203.0.113.10");
    const forNobody = await send("nobody-yet@example.com", "203.0.113.10");
    expect(forCustomer.status).toBe(200);
    expect(forCustomer.body).toEqual(forNobody.body);
    expect([...forCustomer.headers.keys()].sort()).toEqual([...forNobody.headers.keys()].sort());

    const [notice, code] = server.mails.slice(before);
    expect(notice!.to).toBe(customer);
    expect(notice!.subject).toBe("You already have a DocSleeve account");
    expect(notice!.text).toContain("Log in here: https://app.sleeve.example/login");
    expect(notice!.text).not.toContain("verification code");
    expect(notice!.text).not.toContain("Mei Ling"); // the requester's words never reach the owner
    expect(code!.to).toBe("nobody-yet@example.com");
    expect(code!.subject).toBe("Your DocSleeve verification code");
    const [row] = await server.services.db
      .select()
      .from(emailCodes)
      .where(sql`${emailCodes.email} = ${customer}`);
    expect(row).toBeUndefined();
  });

  it("10 wrong codes from a stranger leave the owner's code working", async () => {
    const email = "owner-a@example.com";
    expect((await send(email, "198.51.100.1")).status).toBe(200);
    const code = lastCode(server, email);
    for (let i = 1; i <= 10; i++) {
      const res = await verify(email, wrong(code, i), "203.0.113.66");
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: "Code is wrong.", code: "code_wrong" });
    }
    // The stranger's tries are over, even with the right code…
    expect((await verify(email, code, "203.0.113.66")).status).toBe(422);
    // …and the owner's code still works.
    const ok = await verify(email, code, "198.51.100.1");
    expect(ok.status).toBe(200);
    expect(ok.body.data.email_token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it("kills a code after 30 tries in all, whoever makes them", async () => {
    const email = "owner-b@example.com";
    expect((await send(email, "198.51.100.2")).status).toBe(200);
    const code = lastCode(server, email);
    const clients = Array.from({ length: 7 }, (_, i) => `2001:db8:${i + 10}::1`);
    // 6 clients x 5 tries in parallel, then a 7th client: exactly 30 tries are counted.
    const results = await Promise.all(
      clients.slice(0, 6).flatMap((ip) => Array.from({ length: 6 }, (_, n) => verify(email, wrong(code, n + 1), ip))),
    );
    expect(results.every((r) => r.status === 422)).toBe(true);
    const [row] = await server.services.db
      .select()
      .from(emailCodes)
      .where(sql`${emailCodes.email} = ${email}`);
    expect(row!.attempts).toBe(30);
    expect(Object.values(row!.clientAttempts)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(JSON.stringify(row!.clientAttempts)).not.toContain("2001:db8");
    expect((await verify(email, code, clients[6]!)).status).toBe(422);
    expect((await verify(email, code, "198.51.100.2")).status).toBe(422);
    // A new code starts the count again.
    expect((await send(email, "198.51.100.2")).status).toBe(200);
    expect((await verify(email, lastCode(server, email), "198.51.100.2")).status).toBe(200);
  });

  it("a stranger's resends spend the stranger's quota for the address, not the owner's", async () => {
    const email = "owner-c@example.com";
    for (let i = 0; i < 5; i++) expect((await send(email, "203.0.113.77")).status).toBe(200);
    const refused = await send(email, "203.0.113.77");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many codes requested for this email address. Please try again later.");
    const owner = await send(email, "198.51.100.3");
    expect(owner.status).toBe(200);
    expect((await verify(email, lastCode(server, email), "198.51.100.3")).status).toBe(200);
  });

  it("caps the mail one address gets from all clients together", async () => {
    const email = "inbox@example.com";
    for (let i = 0; i < 8; i++) expect((await send(email, `2001:db8:99:${i}::1`)).status).toBe(200);
    const ninth = await send(email, "2001:db8:99:ff::1");
    expect(ninth.status).toBe(429);
    expect(ninth.body.message).toBe("Too many codes requested for this email address. Please try again later.");
  });

  it("spends the per-address quota only when a mail is sent", async () => {
    const email = "flaky@example.com";
    const mailer = server.services.mailer;
    const send0 = mailer.send;
    let failures = 0;
    mailer.send = () => {
      failures += 1;
      return Promise.reject(new Error("outbox unavailable"));
    };
    try {
      for (let i = 0; i < 6; i++) expect((await send(email, "198.51.100.4")).status).toBe(500);
    } finally {
      mailer.send = send0;
    }
    expect(failures).toBe(6);
    // Six failed requests spent nothing: the client still has its 5 mails for the address.
    for (let i = 0; i < 5; i++) expect((await send(email, "198.51.100.4")).status).toBe(200);
    expect((await send(email, "198.51.100.4")).status).toBe(429);
  });
});

describe.each(DATABASES)("security events on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { TRUST_PROXY: "loopback", RATE_LIMIT_FACTOR: "1000" },
      overrides: { captcha: TEST_CAPTCHA, ratePolicies: { newsletter: { points: 1 / 1000, durationSeconds: 60 } } },
    });
  });
  afterAll(() => server.close());

  const IP = "203.0.113.200";
  const events = (kind: string) => server.logs.filter((line) => line.security === kind);

  it("logs wrong codes, captcha refusals and rate-limit hits with a keyed IP hash, never the IP or the code", async () => {
    const email = "events@example.com";
    await server.post("/api/resend-email-code", { email, first_name: "A", last_name: "B" }, as(IP));
    const code = lastCode(server, email);
    expect((await server.post("/api/verify-email-code", { email, code: wrong(code) }, as(IP))).status).toBe(422);
    const contact = {
      question: "Sales",
      name: "Ada Quinn",
      email: "ada@example.com",
      explain_question: "Pricing for 12 users?",
      captchaToken: "bm90LWEtY2FwdGNoYQ==",
    };
    expect((await server.post("/api/contact", contact, as(IP))).status).toBe(400);
    await server.post("/api/newsletter", { email: "one@example.com" }, as(IP));
    expect((await server.post("/api/newsletter", { email: "two@example.com" }, as(IP))).status).toBe(429);

    const [codeWrong] = events("code_wrong");
    const [captchaRefused] = events("captcha_refused");
    const [rateLimited] = events("rate_limited");
    expect(codeWrong).toMatchObject({
      level: 40,
      msg: "security: code_wrong",
      reason: "wrong",
      reqId: expect.any(String),
    });
    expect(captchaRefused).toMatchObject({ msg: "security: captcha_refused", reason: "malformed" });
    expect(rateLimited).toMatchObject({ msg: "security: rate_limited", policy: "newsletter" });
    const hash = codeWrong!.ipHash;
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(captchaRefused!.ipHash).toBe(hash);
    expect(rateLimited!.ipHash).toBe(hash);
    const text = JSON.stringify([codeWrong, captchaRefused, rateLimited]);
    expect(text).not.toContain(IP);
    expect(text).not.toContain(code);
    expect(text).not.toContain(wrong(code));
    expect(text).not.toContain(contact.captchaToken);
    // Another client hashes differently.
    await server.post("/api/verify-email-code", { email, code: wrong(code) }, as("203.0.113.201"));
    expect(events("code_wrong")[1]!.ipHash).not.toBe(hash);
  });
});
