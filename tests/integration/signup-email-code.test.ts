import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes, mailOutbox } from "../../db/schema";
import { RATE_LIMIT_POLICIES } from "../../server/rate-limit";
import { DATABASES } from "../support/databases";
import { lastCode } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";
import { confirmEmailCode } from "../../server/signup/email-verification";

describe.each(DATABASES)("e-mail verification codes on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());

  const send = (email: string) =>
    server.post("/api/resend-email-code", { email, first_name: "Mei Ling", last_name: "Tan" });
  const verify = (email: string, code: string) => server.post("/api/verify-email-code", { email, code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("mails a 6-digit code that appears in no response, log line or table", async () => {
    const res = await send("Code.Reader@Example.com");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "We sent a 6-digit code to your email address.",
      data: { expires_in: 600, resend_in: 60 },
    });
    const mail = server.mails.at(-1)!;
    expect(mail.to).toBe("code.reader@example.com");
    expect(mail.subject).toBe("Your DocSleeve verification code");
    const code = lastCode(server, "code.reader@example.com");
    expect(mail.text).toContain("expires in 10 minutes");
    expect(JSON.stringify(res.body)).not.toContain(code);
    expect(JSON.stringify(server.logs)).not.toContain(code);
    const [row] = await server.services.db
      .select()
      .from(emailCodes)
      .where(sql`${emailCodes.email} = 'code.reader@example.com'`);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const outbox = await server.services.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'verification-code'`);
    expect(JSON.stringify(outbox)).not.toContain(code);
  });

  it("exchanges the right code once for an email token", async () => {
    await send("once@example.com");
    const code = lastCode(server, "once@example.com");
    const ok = await verify("ONCE@example.com", code);
    expect(ok.status).toBe(200);
    expect(ok.body.data.email_token).toMatch(/^[\w-]+\.[\w-]+$/);
    const again = await verify("once@example.com", code);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: "Code is wrong.", code: "code_wrong" });
  });

  it("kills the code after 5 wrong tries", async () => {
    await send("five@example.com");
    const code = lastCode(server, "five@example.com");
    for (let i = 0; i < 5; i++) {
      const res = await verify("five@example.com", wrong(code));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: "Code is wrong.", code: "code_wrong" });
    }
    expect((await verify("five@example.com", code)).status).toBe(422);
    // A new code works again.
    await send("five@example.com");
    expect((await verify("five@example.com", lastCode(server, "five@example.com"))).status).toBe(200);
  });

  it("answers a check of a code out of tries as any wrong code", async () => {
    await send("dead@example.com");
    const code = lastCode(server, "dead@example.com");
    for (let i = 0; i < 5; i++) await verify("dead@example.com", wrong(code));
    const dead = await verify("dead@example.com", code);
    expect(dead.status).toBe(422);
    expect(dead.body).toEqual({ message: "Code is wrong.", code: "code_wrong" });
  });

  it("answers the last try, a used-up code, an expired code and no code alike, so no answer tells a code is pending", async () => {
    const ip = "198.51.100.23";
    const check = (email: string, code: string) => confirmEmailCode(server.services, { email, code }, ip);
    const refused = { ok: false, code: "code_wrong", message: "Code is wrong." };
    await send("last-try@example.com");
    const code = lastCode(server, "last-try@example.com");
    for (let i = 0; i < 4; i++) expect(await check("last-try@example.com", wrong(code))).toMatchObject(refused);
    expect(await check("last-try@example.com", wrong(code))).toMatchObject({ ...refused, reason: "last_try" });
    expect(await check("last-try@example.com", code)).toMatchObject({ ...refused, reason: "dead" });
    expect(await check("nobody-asked@example.com", "123456")).toMatchObject({ ...refused, reason: "none" });

    await send("late-page@example.com");
    const late = lastCode(server, "late-page@example.com");
    await server.services.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${emailCodes.email} = 'late-page@example.com'`);
    expect(await check("late-page@example.com", late)).toMatchObject({ ...refused, reason: "expired" });
  });

  it("counts parallel guesses exactly: 12 at once still leave the code dead", async () => {
    await send("burst@example.com");
    const code = lastCode(server, "burst@example.com");
    const results = await Promise.all(Array.from({ length: 12 }, () => verify("burst@example.com", wrong(code))));
    expect(results.every((r) => r.status === 422)).toBe(true);
    const [row] = await server.services.db
      .select()
      .from(emailCodes)
      .where(sql`${emailCodes.email} = 'burst@example.com'`);
    expect(row!.attempts).toBe(5);
    expect((await verify("burst@example.com", code)).status).toBe(422);
  });

  it("refuses an expired code", async () => {
    await send("late@example.com");
    const code = lastCode(server, "late@example.com");
    await server.services.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${emailCodes.email} = 'late@example.com'`);
    const res = await verify("late@example.com", code);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: "Code is wrong.", code: "code_wrong" });
  });

  it("replaces the old code with the new one", async () => {
    await send("twice@example.com");
    const first = lastCode(server, "twice@example.com");
    await send("twice@example.com");
    const second = lastCode(server, "twice@example.com");
    if (first !== second) expect((await verify("twice@example.com", first)).status).toBe(422);
    expect((await verify("twice@example.com", second)).status).toBe(200);
  });

  it("answers a malformed code as wrong and an empty one as required", async () => {
    await send("shape@example.com");
    expect((await verify("shape@example.com", "12ab56")).body).toEqual({
      message: "Code is wrong.",
      code: "code_wrong",
    });
    expect((await verify("shape@example.com", "12345")).status).toBe(422);
    const empty = await verify("shape@example.com", "");
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: "Code is required",
      code: "validation_failed",
      errors: { code: "Code is required" },
    });
    expect((await verify("nobody@example.com", "123456")).status).toBe(422);
  });

  it("validates the resend request with the sign-up messages", async () => {
    const res = await server.post("/api/resend-email-code", {
      email: "bad",
      first_name: "",
      last_name: "x".repeat(51),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: "Please enter valid email address",
      first_name: "First name is required",
      last_name: "Last name must be at most 50 characters",
    });
  });

  it.each([
    ["first_name", { first_name: "John<", last_name: "Tan" }],
    ["last_name", { first_name: "John", last_name: "Tan (Admin)" }],
  ])("refuses special characters in %s and mails nothing", async (field, names) => {
    const mailed = server.mails.length;
    const res = await server.post("/api/resend-email-code", { email: "special@example.com", ...names });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Special characters not allowed",
      code: "validation_failed",
      errors: { [field]: "Special characters not allowed" },
    });
    expect(server.mails.length).toBe(mailed);
  });
});

describe.each(DATABASES)("e-mail code rate limits on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      overrides: {
        ratePolicies: {
          emailCodeAddress: { ...RATE_LIMIT_POLICIES.emailCodeAddress, points: 2 },
          emailCode: { ...RATE_LIMIT_POLICIES.emailCode, points: 4 },
        },
      },
    });
  });
  afterAll(() => server.close());

  it("limits codes per address, then per IP", async () => {
    const send = (email: string) => server.post("/api/resend-email-code", { email, first_name: "A", last_name: "B" });
    expect((await send("limit@example.com")).status).toBe(200);
    expect((await send("LIMIT@example.com")).status).toBe(200);
    const third = await send("limit@example.com");
    expect(third.status).toBe(429);
    expect(third.body.message).toBe("Too many codes requested for this email address. Please try again later.");
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await send("other@example.com")).status).toBe(200);
    const perIp = await send("third@example.com");
    expect(perIp.status).toBe(429);
    expect(perIp.body.message).toBe("Too many codes requested. Please try again later.");
  });
});
