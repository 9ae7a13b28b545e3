/**
 * The code mail as a weapon: mail-bombing one inbox from many clients, buying fresh guesses with a
 * resend, a stranger's words in a mail from our domain, and the time the answer takes telling whether an
 * address has an account. Clients are told apart by X-Forwarded-For from the loopback proxy.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCodes } from "../../db/schema";
import { RATE_LIMIT_POLICIES } from "../../server/rate-limit";
import { DATABASES } from "../support/databases";
import { emailToken, lastCode, paymentMethod, registration } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

const as = (ip: string) => ({ "x-forwarded-for": ip });
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");
const FACTOR = 1000;

describe.each(DATABASES)("sign-up codes against abuse on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { TRUST_PROXY: "loopback", RATE_LIMIT_FACTOR: String(FACTOR) },
      // The per-address quotas as shipped (the factor must not hide them); generous per-IP ones.
      overrides: {
        ratePolicies: {
          emailCodeAddress: {
            ...RATE_LIMIT_POLICIES.emailCodeAddress,
            points: RATE_LIMIT_POLICIES.emailCodeAddress.points / FACTOR,
          },
          emailCodeAddressTotal: {
            ...RATE_LIMIT_POLICIES.emailCodeAddressTotal,
            points: RATE_LIMIT_POLICIES.emailCodeAddressTotal.points / FACTOR,
          },
        },
      },
    });
  });
  afterAll(() => server.close());

  const send = (email: string, ip: string, firstName = "Mei Ling") =>
    server.post("/api/resend-email-code", { email, first_name: firstName, last_name: "Tan" }, as(ip));
  const verify = (email: string, code: string, ip: string) =>
    server.post("/api/verify-email-code", { email, code }, as(ip));
  const mailsTo = (email: string) => server.mails.filter((m) => m.to === email).length;

  it("10 clients asking for codes for one address get it 5 mails an hour, and the same 429 for an address with an account", async () => {
    const customer = "bombed-customer@example.com";
    const extra = { email_token: await emailToken(server, customer), paymentMethodId: await paymentMethod(server) };
    expect((await server.post("/api/register-plan", registration(customer, extra))).status).toBe(200);

    for (const email of ["bombed@example.com", customer]) {
      const before = mailsTo(email);
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await send(email, `2001:db8:77:${i}::1`));
      // The customer's address already took 1 code (for its sign-up) this hour.
      const allowed = email === customer ? 4 : 5;
      expect(answers.slice(0, allowed).map((a) => a.status)).toEqual(Array<number>(allowed).fill(200));
      for (const refused of answers.slice(allowed)) {
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          message: "Too many codes requested for this email address. Please try again later.",
          code: "rate_limited",
        });
      }
      expect(mailsTo(email) - before).toBe(allowed);
    }
  });

  it("a resend does not give a stranger's used-up tries back, nor start the code's total again", async () => {
    const email = "resend-guess@example.com";
    expect((await send(email, "198.51.100.21")).status).toBe(200);
    const first = lastCode(server, email);
    for (let i = 1; i <= 5; i++) expect((await verify(email, wrong(first, i), "203.0.113.21")).status).toBe(422);
    // The owner, whose code does not seem to arrive, asks for a new one.
    expect((await send(email, "198.51.100.21")).status).toBe(200);
    const second = lastCode(server, email);
    const [row] = await server.services.db
      .select()
      .from(emailCodes)
      .where(sql`${emailCodes.email} = ${email}`);
    expect(row!.attempts).toBe(5);
    expect((await verify(email, second, "203.0.113.21")).status).toBe(422);
    // The owner's new code works.
    expect((await verify(email, second, "198.51.100.21")).status).toBe(200);
  });

  it("the code mail quotes nothing the requester typed", async () => {
    const email = "phished@example.com";
    const bait = "Prize at evil.example/win\nCall 5550100 now";
    expect((await send(email, "198.51.100.22", bait)).status).toBe(200);
    const mail = server.mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe("Your DocSleeve verification code");
    for (const body of [mail.text, mail.html ?? ""]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("5550100");
      expect(body).not.toContain("Prize");
    }
    expect(mail.text).toMatch(/^Hello,\n/);
  });

  it("does the same database work for an address with an account as for one without (no timing oracle)", async () => {
    const customer = "timing-customer@example.com";
    const extra = { email_token: await emailToken(server, customer), paymentMethodId: await paymentMethod(server) };
    expect((await server.post("/api/register-plan", registration(customer, extra))).status).toBe(200);

    // Every statement the request runs, as "<verb> <table>", recorded from Drizzle's query logger.
    const session = (
      server.services.db as unknown as { session: { logger: { logQuery(query: string, params: unknown[]): void } } }
    ).session;
    const original = session.logger;
    const statementsOf = async (email: string, ip: string) => {
      const seen: string[] = [];
      session.logger = {
        logQuery: (query) =>
          seen.push(
            /^(?:select .*? from|insert into|update|delete from) "?(\w+)"?/is.exec(query)?.[1] ?? query.slice(0, 20),
          ),
      };
      try {
        expect((await send(email, ip)).status).toBe(200);
      } finally {
        session.logger = original;
      }
      return seen;
    };
    const forCustomer = await statementsOf(customer, "198.51.100.31");
    const forNewcomer = await statementsOf("timing-newcomer@example.com", "198.51.100.32");
    expect(forCustomer.length).toBeGreaterThan(2);
    expect(forCustomer).toEqual(forNewcomer);
    expect(forCustomer).toContain("email_codes");
    expect(forCustomer.filter((table) => table === "mail_outbox").length).toBeGreaterThanOrEqual(2);
  });
});
