/**
 * The operator console's foundation on both databases: invitation → password → authenticator
 * → signed in; sign-in with one generic failure, throttling after 10 failures, TOTP replay refused;
 * sessions (cookie attributes, rotation, idle and absolute expiry through the services' clock, sign-out);
 * roles enforced on every loader and action (303 signed out, 403 for the wrong role); the Origin check;
 * the console's headers; the audit log.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, operators } from "../../db/schema";
import { ADMIN_SECTIONS, OPERATOR_ROLES, type AdminSection } from "../../app/domain/admin-access";
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED } from "../../app/domain/operator";
import { inviteOperator } from "../../server/operators/invitations";
import { DATABASES } from "../support/databases";
import {
  consoleClient,
  createOperator,
  signInAs,
  startConsoleServer,
  totpCode,
  TEST_OPERATOR_PASSWORD,
} from "../support/admin";
import type { TestServer } from "../support/test-server";

const PUBLIC_URL = "https://console.docsleeve.test";
const START = new Date("2026-11-25T12:00:00.000Z");

// Every page request renders through React Router and sign-ins hash with argon2: generous time on a busy machine.
describe.each(DATABASES)("operator console foundation on %s", { timeout: 120_000 }, (database) => {
  let server: TestServer;
  let now = START;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeAll(async () => {
    server = await startConsoleServer({ database, env: { PUBLIC_URL }, overrides: { clock: () => now } });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  const anonymous = () => consoleClient(server, undefined);
  const audits = async (action: string) =>
    server.services.db.select().from(auditLog).where(eq(auditLog.action, action));
  const cookieOf = (response: Response) => response.headers.get("set-cookie") ?? "";
  const sessionPair = (response: Response) => cookieOf(response).split(";")[0]!;

  it("sends a signed-out request for every console URL to /admin/login with a 303, and marks every answer no-store, noindex, with its own CSP", async () => {
    const paths = [
      ...Object.values(ADMIN_SECTIONS).map((section) => section.path),
      "/admin/leads/1",
      "/admin/anything",
    ];
    for (const path of paths) {
      const response = await anonymous().get(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location"), path).toBe("/admin/login");
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const login = await anonymous().get("/admin/login");
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    expect(login.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const csp = login.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("youtube");
    const html = await login.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const label of ["Email", "Password", "Authentication code", "Sign in"]) expect(html).toContain(`>${label}<`);
    // The console's code is not deferred until intent, and the public chrome is absent.
    expect(html).not.toContain('id="deferred-scripts"');
    expect(html).not.toContain("Contact Us");
    // Any letter case is the console too: its headers, and a redirect to the canonical path (whose cookie
    // path, /admin, browsers match case-sensitively).
    for (const path of ["/ADMIN/login", "/Admin/Leads?page=2", "/ADMIN"]) {
      const upper = await anonymous().get(path);
      expect(upper.status, path).toBe(308);
      expect(upper.headers.get("location"), path).toBe(`/admin${path.slice(6)}`);
      expect(upper.headers.get("cache-control"), path).toBe("no-store");
      expect(upper.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      expect(upper.headers.get("content-security-policy"), path).toContain("frame-src 'none'");
    }
    const robots = await server.get("/robots.txt");
    expect(robots.body).toContain("Disallow: /admin");
  });

  it("takes an invitation through password and authenticator to a signed-in session, and mails the link", async () => {
    const sent = await inviteOperator(
      { db: server.services.db, mailer: server.services.mailer, publicUrl: PUBLIC_URL, clock: () => now },
      { email: "New.Owner@Example.com", role: "owner", invitedBy: null, ipHash: "test" },
    );
    expect(sent.ok).toBe(true);
    const mail = server.mails.find((m) => m.to === "new.owner@example.com")!;
    const link = /https:\/\/console\.docsleeve\.test\/admin\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text)!;
    expect(link).not.toBeNull();
    const path = new URL(link[0]).pathname;
    // Delivered: the outbox keeps no usable link (it keeps sent mail for 7 days).
    const [outbox] = await server.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "new.owner@example.com"));
    expect(outbox!.status).toBe("sent");
    expect(`${outbox!.text}${outbox!.html ?? ""}`).not.toContain(link[1]);
    expect(outbox!.text).toBe("[invitation link removed after delivery]");
    const page = await anonymous().get(path);
    expect(page.status).toBe(200);
    const first = await page.text();
    expect(first).toContain(">Password<");
    expect(first).toContain(">Confirm password<");

    const weak = await anonymous().post(path, {
      intent: "password",
      password: "password1234",
      confirmPassword: "password1234",
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("too easy to guess");
    const mismatch = await anonymous().post(path, {
      intent: "password",
      password: TEST_OPERATOR_PASSWORD,
      confirmPassword: `${TEST_OPERATOR_PASSWORD}x`,
    });
    expect(mismatch.status).toBe(400);
    const chosen = await anonymous().post(path, {
      intent: "password",
      password: TEST_OPERATOR_PASSWORD,
      confirmPassword: TEST_OPERATOR_PASSWORD,
    });
    expect(chosen.status).toBe(303);

    const second = await (await anonymous().get(path)).text();
    expect(second).toContain("data:image/svg+xml;base64,");
    const key = /data-testid="totp-key">([A-Z2-7 ]+)</.exec(second)![1]!.replace(/ /g, "");
    const wrong = await anonymous().post(path, {
      intent: "code",
      code: totpCode(key, new Date(now.getTime() - 10 * 60_000)),
    });
    // A wrong code is `code_wrong`, answered 422 as everywhere, with the page and its message under the field.
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('id="invite-code-code-error"');
    const done = await anonymous().post(path, { intent: "code", code: totpCode(key, now) });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin");
    const cookie = cookieOf(done);
    expect(cookie).toMatch(/^docsleeve_console=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; SameSite=Strict; Secure$/);
    const overview = await consoleClient(server, sessionPair(done)).get("/admin");
    expect(overview.status).toBe(200);
    expect(await overview.text()).toContain("Sign out");
    // Used once.
    expect((await anonymous().get(path)).status).toBe(410);
    expect((await audits("invitation_accepted")).length).toBeGreaterThan(0);
    // The token was in every request's path: no log line holds it.
    expect(JSON.stringify(server.logs)).not.toContain(link[1]);
    expect(JSON.stringify(server.logs)).toContain("/admin/invite/[redacted]");
  });

  it("signs in with Email, Password and Authentication code, in one post or two; rotates the id; refuses a replayed code with the one generic message", async () => {
    const operator = await createOperator(server.services, { role: "support" });
    advance(60_000);
    const oldSession = await signInAs(server, "support");
    const one = await consoleClient(server, oldSession.cookie).post("/admin/login", {
      email: operator.email.toUpperCase(),
      password: operator.password,
      code: totpCode(operator.totpSecret, now),
    });
    expect(one.status).toBe(303);
    const cookie = sessionPair(one);
    expect(cookie).not.toBe(oldSession.cookie);
    expect((await consoleClient(server, oldSession.cookie).get("/admin")).status).toBe(303);
    expect((await consoleClient(server, cookie).get("/admin")).status).toBe(200);

    // The same code again (same step): a replay.
    const replay = await anonymous().post("/admin/login", {
      email: operator.email,
      password: operator.password,
      code: totpCode(operator.totpSecret, now),
    });
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain(SIGN_IN_FAILED);

    // Two steps: password first, then the next step's code.
    advance(30_000);
    const step1 = await anonymous().post("/admin/login", { email: operator.email, password: operator.password });
    expect(step1.status).toBe(200);
    const body = await step1.text();
    const pending = /name="pending" value="([^"]+)"/.exec(body)![1]!;
    const step2 = await anonymous().post("/admin/login", {
      email: operator.email,
      pending,
      code: totpCode(operator.totpSecret, now),
    });
    expect(step2.status).toBe(303);

    // Unknown address and wrong password: the same answer.
    const unknown = await anonymous().post("/admin/login", {
      email: "nobody@example.com",
      password: operator.password,
      code: "123456",
    });
    const wrong = await anonymous().post("/admin/login", {
      email: operator.email,
      password: "wrong password here",
      code: "123456",
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toContain(SIGN_IN_FAILED);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain(SIGN_IN_FAILED);
    // The address typed is kept; the password and the code are never handed back.
    expect(wrongPage).toContain(`value="${operator.email}"`);
    expect(wrongPage).not.toContain("wrong password here");
    expect(wrongPage).not.toContain('value="123456"');
    const failed = await audits("sign_in_failed");
    expect(failed.some((row) => row.detail?.email === "nobody@example.com" && row.operatorId === null)).toBe(true);
    expect((await audits("sign_in")).some((row) => row.operatorId === operator.id)).toBe(true);
  });

  it("never locks an account through other clients' failures: 10 wrong passwords from 10 clients, then the owner signs in", async () => {
    const operator = await createOperator(server.services, { role: "marketing" });
    for (let i = 0; i < 10; i += 1) {
      // Each failure from another client (the test server trusts X-Forwarded-For from loopback).
      const failure = await anonymous().post(
        "/admin/login",
        { email: operator.email, password: `wrong-${i}-password`, code: "000000" },
        { "X-Forwarded-For": `203.0.113.${i + 1}` },
      );
      expect(failure.status).toBe(401);
    }
    // One client's 10 failures throttle that client on that account…
    for (let i = 0; i < 10; i += 1)
      await anonymous().post(
        "/admin/login",
        { email: operator.email, password: `wrong-${i}-password`, code: "000000" },
        { "X-Forwarded-For": "203.0.113.50" },
      );
    advance(30_000);
    const blocked = await anonymous().post(
      "/admin/login",
      { email: operator.email, password: operator.password, code: totpCode(operator.totpSecret, now) },
      { "X-Forwarded-For": "203.0.113.50" },
    );
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(SIGN_IN_THROTTLED);
    // …but never the owner's own client.
    const owner = await anonymous().post(
      "/admin/login",
      { email: operator.email, password: operator.password, code: totpCode(operator.totpSecret, now) },
      { "X-Forwarded-For": "203.0.113.99" },
    );
    expect(owner.status).toBe(303);
  });

  it("throttles a client after 10 failures in 15 minutes, whichever accounts it tries", async () => {
    const operator = await createOperator(server.services, { role: "support" });
    const client = { "X-Forwarded-For": "198.51.100.7" };
    for (let i = 0; i < 10; i += 1) {
      const failure = await anonymous().post(
        "/admin/login",
        { email: `guess-${i}@example.com`, password: "wrong password here", code: "000000" },
        client,
      );
      expect(failure.status).toBe(401);
    }
    advance(30_000);
    const blocked = await anonymous().post(
      "/admin/login",
      { email: operator.email, password: operator.password, code: totpCode(operator.totpSecret, now) },
      client,
    );
    expect(blocked.status).toBe(429);
    // Another client is not affected.
    const other = await anonymous().post(
      "/admin/login",
      { email: operator.email, password: operator.password, code: totpCode(operator.totpSecret, now) },
      { "X-Forwarded-For": "198.51.100.8" },
    );
    expect(other.status).toBe(303);
    expect((await audits("sign_in_failed")).some((row) => row.detail?.reason === "throttled")).toBe(true);
  });

  it("ends a session after 30 idle minutes and after 12 hours, renewing the idle expiry on each request", async () => {
    const client = await signInAs(server, "owner");
    advance(29 * 60_000);
    expect((await client.get("/admin")).status).toBe(200);
    advance(29 * 60_000);
    expect((await client.get("/admin")).status).toBe(200);
    advance(30 * 60_000);
    const idle = await client.get("/admin");
    expect(idle.status).toBe(303);
    expect(idle.headers.get("location")).toBe("/admin/login");

    const long = await signInAs(server, "owner");
    // A request every 20 minutes keeps it from idling, until its twelfth hour ends.
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      advance(20 * 60_000);
      expect((await long.get("/admin")).status, `after ${minutes} minutes`).toBe(200);
    }
    advance(20 * 60_000);
    expect((await long.get("/admin")).status).toBe(303);
  });

  it("lets each role into its sections only: 403 for every other loader and action", async () => {
    const sections: AdminSection[] = ["overview", "operators", "auditLog"];
    for (const role of OPERATOR_ROLES) {
      const client = await signInAs(server, role);
      for (const section of sections) {
        const expected = (ADMIN_SECTIONS[section].roles as readonly string[]).includes(role) ? 200 : 403;
        const response = await client.get(ADMIN_SECTIONS[section].path);
        expect(response.status, `${role} GET ${section}`).toBe(expected);
        if (expected === 403) expect(await response.text()).toContain("You do not have access");
      }
      const invite = await client.post("/admin/operators", {
        intent: "invite",
        email: `by-${role}@example.com`,
        role: "owner",
      });
      expect(invite.status, `${role} invites`).toBe(role === "owner" ? 200 : 403);
    }
    const invited = await server.services.db
      .select()
      .from(operators)
      .where(eq(operators.email, "by-support@example.com"));
    expect(invited).toHaveLength(0);
  });

  it("refuses a state-changing request from another origin, and signs out", async () => {
    const client = await signInAs(server, "owner");
    const foreign = await client.post(
      "/admin/operators",
      { intent: "invite", email: "x@example.com", role: "owner" },
      { Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      message: expect.stringContaining(`The console's address is ${PUBLIC_URL}`),
      code: "origin_mismatch",
      expected: PUBLIC_URL,
    });
    // A browser's plain form post is sent to a console page that names the address…
    const page = await client.post(
      "/admin/operators",
      { intent: "invite", email: "x@example.com", role: "owner" },
      { Origin: "http://127.0.0.1:3000", Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    );
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/admin/wrong-origin");
    // …and so is a form sent by the page's script (React Router's data request), as a document.
    const data = await client.post(
      "/admin/operators.data",
      { intent: "invite", email: "x@example.com", role: "owner" },
      { Origin: "http://127.0.0.1:3000" },
    );
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe("/admin/wrong-origin");
    expect(data.headers.get("x-remix-reload-document")).toBe("true");
    const explained = await anonymous().get("/admin/wrong-origin");
    expect(explained.status).toBe(403);
    expect(explained.headers.get("cache-control")).toBe("no-store");
    const html = await explained.text();
    expect(html).toContain("Open the console at its own address");
    expect(html).toContain(`The console&#x27;s address is ${PUBLIC_URL}`);
    expect(html).toContain(`href="${PUBLIC_URL}/admin"`);
    expect(html).not.toContain("Unexpected Application Error");
    expect(await server.services.db.select().from(operators).where(eq(operators.email, "x@example.com"))).toHaveLength(
      0,
    );
    const out = await client.post("/admin/logout", {});
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/admin/login");
    expect(cookieOf(out)).toContain("Max-Age=0");
    expect((await client.get("/admin")).status).toBe(303);
    expect((await audits("sign_out")).some((row) => row.operatorId === client.operator.id)).toBe(true);
  });

  it("never demotes or deactivates the last owner, and audits role changes", async () => {
    // Start from one active owner: deactivate every other.
    await server.services.db.update(operators).set({ active: false }).where(eq(operators.role, "owner"));
    const owner = await signInAs(server, "owner");
    const support = await createOperator(server.services, { role: "support" });
    const demote = await owner.post("/admin/operators", {
      intent: "role",
      operatorId: String(owner.operator.id),
      role: "support",
    });
    expect(demote.status).toBe(409);
    const deactivate = await owner.post("/admin/operators", {
      intent: "deactivate",
      operatorId: String(owner.operator.id),
    });
    expect(deactivate.status).toBe(409);
    const promote = await owner.post("/admin/operators", {
      intent: "role",
      operatorId: String(support.id),
      role: "owner",
    });
    expect(promote.status).toBe(200);
    const [row] = await server.services.db.select().from(operators).where(eq(operators.id, support.id));
    expect(row!.role).toBe("owner");
    const changes = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "role_changed"), eq(auditLog.operatorId, owner.operator.id)));
    expect(changes[0]!.detail).toMatchObject({ from: "support", to: "owner" });
    const page = await owner.get("/admin/audit-log?size=10&q=role_changed");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Role changed");
  });
});
