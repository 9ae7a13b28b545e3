/**
 * Operator accounts (decision 0043) on both databases: recovery codes (shown
 * once, single use, a replay refused, regenerating voids the old set), the last second factor kept,
 * "Change password" (current one required, other sessions ended), "Sign out other sessions", "Revoke
 * invitation", "Reset second factor" (factors cleared, sessions ended, mailed, a new authenticator
 * enrolled at the next sign-in), the owner passkey rule, and WebAuthn registration and passkey sign-in
 * with a software authenticator, with the server's refusals (no user verification, another origin, a
 * challenge used twice or expired).
 */
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, operatorInvitations, operatorPasskeys, operatorRecoveryCodes, operators } from "../../db/schema";
import { SIGN_IN_FAILED } from "../../app/domain/operator";
import { CURRENT_PASSWORD_WRONG } from "../../server/operators/account";
import {
  LAST_FACTOR_MESSAGE,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  signInWithPasskey,
} from "../../server/operators/passkeys";
import { createSession } from "../../server/operators/sessions";
import { DATABASES } from "../support/databases";
import {
  consoleClient,
  createOperator,
  signInAs,
  startConsoleServer,
  totpCode,
  TEST_OPERATOR_PASSWORD,
  type TestOperator,
} from "../support/admin";
import { SESSION_COOKIE } from "../../app/server/console/session.server";
import type { TestServer } from "../support/test-server";
import { SoftAuthenticator } from "../support/webauthn";
import { action as accountAction } from "../../app/routes/admin/account";

const PUBLIC_URL = "http://console.docsleeve.test";
const START = new Date("2026-11-26T09:00:00.000Z");
const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

describe.each(DATABASES)("operator accounts on %s", { timeout: 120_000 }, (database) => {
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
  const passkeyDeps = () => ({ db: server.services.db, publicUrl: PUBLIC_URL, clock: () => now });
  const sessionPair = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  /** A second signed-in session of the same operator (another device). */
  const otherSession = async (operator: TestOperator) =>
    consoleClient(
      server,
      `${SESSION_COOKIE}=${await createSession(server.services.db, operator.id, now, CHROME_UA)}`,
      operator,
    );
  /**
   * `/admin/account`'s action called as a fetcher's post reaches it (the script field added), with the
   * session cookie and the console's Origin: its answer as `{ status, body }`.
   */
  const fetcherPost = async (client: { cookie: string }, fields: Record<string, string>) => {
    const request = new Request(`${PUBLIC_URL}/admin/account`, {
      method: "POST",
      headers: { Cookie: client.cookie, Origin: PUBLIC_URL, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...fields, _script: "1" }),
    });
    const context = { services: server.services, clientIp: "127.0.0.1" } as unknown as AppLoadContext;
    const result = (await accountAction({ request, context, params: {} } as never)) as unknown;
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const answer = result as { data: any; init: { status?: number } | null };
      return { status: answer.init?.status ?? 200, body: answer.data };
    }
    return { status: 200, body: result as any };
  };
  const audits = async (action: string, operatorId: number) =>
    server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.operatorId, operatorId)));
  /** Password, then the code step's recovery code. */
  const signInWithRecoveryCode = async (operator: TestOperator, recoveryCode: string) => {
    const step1 = await anonymous().post("/admin/login", { email: operator.email, password: operator.password });
    expect(step1.status).toBe(200);
    const page = await step1.text();
    expect(page).toContain(">Use a recovery code<");
    expect(page).toContain(">Recovery code<");
    const pending = /name="pending" value="([^"]+)"/.exec(page)![1]!;
    return anonymous().post("/admin/login", { email: operator.email, pending, code: "", recoveryCode });
  };
  const generateCodes = async (client: Awaited<ReturnType<typeof signInAs>>) => {
    const response = await client.post("/admin/account", { intent: "recovery-codes" });
    expect(response.status).toBe(200);
    const codes = [...(await response.text()).matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    return codes;
  };
  /** Registers a passkey for `operator` through the services, as the account page's two posts do. */
  const addPasskey = async (operator: TestOperator, authenticator = new SoftAuthenticator(PUBLIC_URL)) => {
    const options = await passkeyRegistrationOptions(passkeyDeps(), operator);
    const added = await registerPasskey(
      passkeyDeps(),
      { operatorId: operator.id, ipHash: "test" },
      { name: "Test key", response: authenticator.register(options) },
    );
    expect(added.ok).toBe(true);
    return authenticator;
  };

  it("shows /admin/account to every role with its sections, and sends a signed-out visit to sign in", async () => {
    expect((await anonymous().get("/admin/account")).status).toBe(303);
    for (const role of ["owner", "support", "marketing"] as const) {
      const client = await signInAs(server, role);
      const page = await client.get("/admin/account", { "User-Agent": CHROME_UA });
      expect(page.status, role).toBe(200);
      const html = await page.text();
      for (const label of [
        "Change password",
        "Current password",
        "New password",
        "Confirm password",
        "Passkeys",
        "Add a passkey",
        "Recovery codes",
        "Generate recovery codes",
        "Sessions",
        "Sign out other sessions",
      ])
        expect(html, label).toContain(`>${label}<`);
      expect(html).toContain('href="/admin/account"');
      expect(html).toContain("This session");
      // The sign-in page may ask the browser for a passkey (the site's Permissions-Policy allows its own pages).
      expect(page.headers.get("permissions-policy")).toContain("publickey-credentials-get=(self)");
    }
  });

  it("shows ten recovery codes once; each signs in once (a replay is refused), the count goes down, and regenerating voids the old set", async () => {
    const client = await signInAs(server, "support");
    const codes = await generateCodes(client);
    // Stored hashed: no code is in the database as it is.
    const stored = JSON.stringify(await server.services.db.select().from(operatorRecoveryCodes));
    for (const code of codes) expect(stored).not.toContain(code);
    const page = await (await client.get("/admin/account")).text();
    expect(page).toContain("10 of 10 recovery codes left.");
    expect(page).not.toContain(codes[0]!);

    const first = await signInWithRecoveryCode(client.operator, codes[0]!.toUpperCase());
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/admin/account?recoveryCodesLeft=9");
    const signedIn = consoleClient(server, sessionPair(first));
    const notice = await (await signedIn.get("/admin/account?recoveryCodesLeft=9")).text();
    expect(notice).toContain("You signed in with a recovery code. 9 recovery codes remain.");
    expect(notice).toContain("9 of 10 recovery codes left.");

    const replay = await signInWithRecoveryCode(client.operator, codes[0]!);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain(SIGN_IN_FAILED);
    expect((await audits("recovery_code_used", client.operator.id)).length).toBe(1);

    const renewed = await generateCodes(client);
    expect(renewed).not.toContain(codes[1]);
    const voided = await signInWithRecoveryCode(client.operator, codes[1]!);
    expect(voided.status).toBe(401);
    const fresh = await signInWithRecoveryCode(client.operator, renewed[4]!);
    expect(fresh.status).toBe(303);
    expect(fresh.headers.get("location")).toBe("/admin/account?recoveryCodesLeft=9");
    expect((await audits("recovery_codes_generated", client.operator.id)).length).toBe(2);
  });

  it("never removes an operator's last second factor", async () => {
    const client = await signInAs(server, "marketing");
    // TOTP only: nothing to remove but the app, and that is refused.
    const alone = await client.post("/admin/account", { intent: "totp-remove", confirm: "yes" });
    expect(alone.status).toBe(409);
    expect(await alone.text()).toContain(LAST_FACTOR_MESSAGE);

    await addPasskey(client.operator);
    const removedApp = await client.post("/admin/account", { intent: "totp-remove", confirm: "yes" });
    expect(removedApp.status).toBe(200);
    const [passkey] = await server.services.db
      .select()
      .from(operatorPasskeys)
      .where(eq(operatorPasskeys.operatorId, client.operator.id));
    const last = await client.post("/admin/account", { intent: "passkey-remove", passkeyId: String(passkey!.id) });
    expect(last.status).toBe(409);
    expect(await last.text()).toContain(LAST_FACTOR_MESSAGE);
    expect(
      await server.services.db.select().from(operatorPasskeys).where(eq(operatorPasskeys.id, passkey!.id)),
    ).toHaveLength(1);

    // With a second passkey, the first may go.
    await addPasskey(client.operator);
    const removed = await client.post("/admin/account", { intent: "passkey-remove", passkeyId: String(passkey!.id) });
    expect(removed.status).toBe(200);
    // Another operator's passkey is not this operator's to remove.
    const stranger = await signInAs(server, "owner");
    const [other] = await server.services.db
      .select()
      .from(operatorPasskeys)
      .where(eq(operatorPasskeys.operatorId, client.operator.id));
    const foreign = await stranger.post("/admin/account", { intent: "passkey-remove", passkeyId: String(other!.id) });
    expect(foreign.status).toBe(404);
  });

  it("changes the password only with the current one and the invitation's rules, and ends the other sessions", async () => {
    const client = await signInAs(server, "support");
    const phone = await otherSession(client.operator);
    expect((await phone.get("/admin/account")).status).toBe(200);
    const next = "lantern orchard whistles past granite";

    const wrong = await client.post("/admin/account", {
      intent: "password",
      currentPassword: "not my password at all",
      newPassword: next,
      confirmPassword: next,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(CURRENT_PASSWORD_WRONG);
    const missing = await client.post("/admin/account", {
      intent: "password",
      currentPassword: "",
      newPassword: next,
      confirmPassword: next,
    });
    expect(missing.status).toBe(400);
    const weak = await client.post("/admin/account", {
      intent: "password",
      currentPassword: client.operator.password,
      newPassword: "password1234",
      confirmPassword: "password1234",
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("too easy to guess");
    const mismatch = await client.post("/admin/account", {
      intent: "password",
      currentPassword: client.operator.password,
      newPassword: next,
      confirmPassword: `${next}!`,
    });
    expect(mismatch.status).toBe(400);
    expect((await phone.get("/admin/account")).status).toBe(200);

    const changed = await client.post("/admin/account", {
      intent: "password",
      currentPassword: client.operator.password,
      newPassword: next,
      confirmPassword: next,
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Password changed.");
    expect((await phone.get("/admin/account")).status).toBe(303);
    expect((await client.get("/admin/account")).status).toBe(200);

    advance(30_000);
    const old = await anonymous().post("/admin/login", {
      email: client.operator.email,
      password: TEST_OPERATOR_PASSWORD,
      code: totpCode(client.operator.totpSecret, now),
    });
    expect(old.status).toBe(401);
    advance(30_000);
    const fresh = await anonymous().post("/admin/login", {
      email: client.operator.email,
      password: next,
      code: totpCode(client.operator.totpSecret, now),
    });
    expect(fresh.status).toBe(303);
    expect((await audits("password_changed", client.operator.id)).length).toBe(1);
  });

  it("lists the sessions with their device, and signs out the other sessions only", async () => {
    const client = await signInAs(server, "owner");
    const laptop = await otherSession(client.operator);
    const page = await (await client.get("/admin/account")).text();
    expect(page).toContain("Chrome on Linux");
    expect(page.match(/This session/g)).toHaveLength(1);
    const ended = await client.post("/admin/account", { intent: "sessions" });
    expect(ended.status).toBe(200);
    expect(await ended.text()).toContain("1 other session was signed out.");
    expect((await laptop.get("/admin")).status).toBe(303);
    expect((await client.get("/admin")).status).toBe(200);
    expect((await audits("sessions_ended", client.operator.id)).length).toBe(1);
  });

  it("revokes a pending invitation (owners only): its link is dead at once", async () => {
    const owner = await signInAs(server, "owner");
    const email = `revoked-${Date.now()}@operators.test`;
    expect((await owner.post("/admin/operators", { intent: "invite", email, role: "support" })).status).toBe(200);
    const mail = server.mails.find((m) => m.to === email)!;
    const path = new URL(/http:\/\/\S+\/admin\/invite\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0]).pathname;
    expect((await anonymous().get(path)).status).toBe(200);
    const listed = await (await owner.get("/admin/operators")).text();
    expect(listed).toContain(">Revoke invitation<");
    const [invitation] = await server.services.db
      .select()
      .from(operatorInvitations)
      .where(eq(operatorInvitations.email, email));

    const support = await signInAs(server, "support");
    const refused = await support.post("/admin/operators", {
      intent: "revoke-invitation",
      invitationId: String(invitation!.id),
    });
    expect(refused.status).toBe(403);
    expect((await anonymous().get(path)).status).toBe(200);

    const revoked = await owner.post("/admin/operators", {
      intent: "revoke-invitation",
      invitationId: String(invitation!.id),
    });
    expect(revoked.status).toBe(200);
    expect((await anonymous().get(path)).status).toBe(410);
    const posted = await anonymous().post(path, {
      intent: "password",
      password: TEST_OPERATOR_PASSWORD,
      confirmPassword: TEST_OPERATOR_PASSWORD,
    });
    expect(posted.status).toBe(400);
    const again = await owner.post("/admin/operators", {
      intent: "revoke-invitation",
      invitationId: String(invitation!.id),
    });
    expect(again.status).toBe(404);
    expect((await audits("invitation_revoked", owner.operator.id)).length).toBe(1);
  });

  it("resets another operator's second factor: app and passkeys cleared, sessions ended, mailed, a new authenticator at the next sign-in", async () => {
    const owner = await signInAs(server, "owner");
    const target = await signInAs(server, "support");
    await addPasskey(target.operator);
    const unconfirmed = await owner.post("/admin/operators", {
      intent: "reset-second-factor",
      operatorId: String(target.operator.id),
    });
    expect(unconfirmed.status).toBe(400);
    expect((await target.get("/admin")).status).toBe(200);
    const self = await owner.post("/admin/operators", {
      intent: "reset-second-factor",
      operatorId: String(owner.operator.id),
      confirm: "yes",
    });
    expect(self.status).toBe(409);

    const reset = await owner.post("/admin/operators", {
      intent: "reset-second-factor",
      operatorId: String(target.operator.id),
      confirm: "yes",
    });
    expect(reset.status).toBe(200);
    expect((await target.get("/admin")).status).toBe(303);
    const [row] = await server.services.db.select().from(operators).where(eq(operators.id, target.operator.id));
    expect(row!.totpSecret).toBeNull();
    expect(
      await server.services.db
        .select()
        .from(operatorPasskeys)
        .where(eq(operatorPasskeys.operatorId, target.operator.id)),
    ).toHaveLength(0);
    const mail = server.mails.find((m) => m.to === target.operator.email && /second factor was reset/.test(m.subject));
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/login`);
    const [audit] = await audits("second_factor_reset", owner.operator.id);
    expect(audit!.target).toBe(`operator:${target.operator.id}`);

    // The old app's code no longer signs in; the password leads to a new authenticator.
    advance(30_000);
    const enrol = await anonymous().post("/admin/login", {
      email: target.operator.email,
      password: target.operator.password,
      code: totpCode(target.operator.totpSecret, now),
    });
    expect(enrol.status).toBe(200);
    const page = await enrol.text();
    expect(page).toContain("Set up your authenticator");
    expect(page).toContain("data:image/svg+xml;base64,");
    const key = /data-testid="totp-key">([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, "");
    expect(key).not.toBe(target.operator.totpSecret);
    const pending = /name="pending" value="([^"]+)"/.exec(page)![1]!;
    const wrong = await anonymous().post("/admin/login", {
      email: target.operator.email,
      pending,
      code: totpCode(target.operator.totpSecret, now),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(`data-testid="totp-key">${key.replace(/(.{4})(?=.)/g, "$1 ")}<`);
    const done = await anonymous().post("/admin/login", {
      email: target.operator.email,
      pending,
      code: totpCode(key, now),
    });
    expect(done.status).toBe(303);
    expect((await audits("authenticator_enrolled", target.operator.id)).length).toBe(1);
    advance(30_000);
    const next = await anonymous().post("/admin/login", {
      email: target.operator.email,
      password: target.operator.password,
      code: totpCode(key, now),
    });
    expect(next.status).toBe(303);
  });

  it("registers a passkey only with user verification, from PUBLIC_URL's origin, against a challenge used once", async () => {
    const operator = await createOperator(server.services, { role: "support" });
    const authenticator = new SoftAuthenticator(PUBLIC_URL);
    const actor = { operatorId: operator.id, ipHash: "test" };
    const options = await passkeyRegistrationOptions(passkeyDeps(), operator);
    expect(options.rp.id).toBe("console.docsleeve.test");
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });

    const unverified = await registerPasskey(passkeyDeps(), actor, {
      name: "No UV",
      response: authenticator.register(options, { userVerified: false }),
    });
    expect(unverified).toMatchObject({ ok: false, code: "passkey_invalid" });
    const options2 = await passkeyRegistrationOptions(passkeyDeps(), operator);
    const foreign = await registerPasskey(passkeyDeps(), actor, {
      name: "Elsewhere",
      response: authenticator.register(options2, { origin: "http://127.0.0.1:3000" }),
    });
    expect(foreign.ok).toBe(false);
    const options3 = await passkeyRegistrationOptions(passkeyDeps(), operator);
    // Another operator cannot answer this operator's challenge.
    const intruder = await registerPasskey(
      passkeyDeps(),
      { operatorId: operator.id + 100_000, ipHash: "test" },
      { name: "Intruder", response: authenticator.register(options3) },
    );
    expect(intruder.ok).toBe(false);
    const options4 = await passkeyRegistrationOptions(passkeyDeps(), operator);
    const good = authenticator.register(options4);
    expect((await registerPasskey(passkeyDeps(), actor, { name: "Laptop", response: good })).ok).toBe(true);
    const replayed = await registerPasskey(passkeyDeps(), actor, { name: "Again", response: good });
    expect(replayed.ok).toBe(false);
    const garbage = await registerPasskey(passkeyDeps(), actor, { name: "Junk", response: { id: "x" } });
    expect(garbage.ok).toBe(false);
    const rows = await server.services.db
      .select()
      .from(operatorPasskeys)
      .where(eq(operatorPasskeys.operatorId, operator.id));
    expect(rows.map((row) => row.name)).toEqual(["Laptop"]);
    // A new registration excludes the passkeys already there.
    const options5 = await passkeyRegistrationOptions(passkeyDeps(), operator);
    expect(options5.excludeCredentials?.map((c) => c.id)).toEqual([rows[0]!.credentialId]);
  });

  it("signs in with a passkey alone (303 with a session), and refuses a replay, no user verification, an expired challenge and a deactivated operator", async () => {
    const operator = await createOperator(server.services, { role: "support" });
    const authenticator = await addPasskey(operator);
    const post = (response: unknown) =>
      anonymous().post("/admin/login", { intent: "passkey", response: JSON.stringify(response) });

    const assertion = authenticator.authenticate(await passkeySignInOptions(passkeyDeps()));
    const ok = await post(assertion);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/admin");
    expect((await consoleClient(server, sessionPair(ok)).get("/admin")).status).toBe(200);
    const [passkey] = await server.services.db
      .select()
      .from(operatorPasskeys)
      .where(eq(operatorPasskeys.operatorId, operator.id));
    expect(passkey!.lastUsedAt).not.toBeNull();

    expect((await post(assertion)).status).toBe(401);
    const unverified = await post(
      authenticator.authenticate(await passkeySignInOptions(passkeyDeps()), { userVerified: false }),
    );
    expect(unverified.status).toBe(401);
    const stale = authenticator.authenticate(await passkeySignInOptions(passkeyDeps()));
    advance(6 * 60_000);
    expect((await post(stale)).status).toBe(401);
    expect((await post("not json")).status).toBe(401);

    await server.services.db.update(operators).set({ active: false }).where(eq(operators.id, operator.id));
    const inactive = await signInWithPasskey(passkeyDeps(), {
      response: authenticator.authenticate(await passkeySignInOptions(passkeyDeps())),
      ipHash: "test",
    });
    expect(inactive.ok).toBe(false);
    const failures = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "sign_in_failed"), eq(auditLog.operatorId, operator.id)));
    expect(failures.length).toBeGreaterThanOrEqual(3);
  });

  it("asks an owner without a passkey to add one right after signing in, once owners must use passkeys", async () => {
    const owner = await signInAs(server, "owner");
    const setting = await owner.post("/admin/operators", { intent: "owner-passkeys", required: "yes" });
    expect(setting.status).toBe(200);
    expect(await (await owner.get("/admin/operators")).text()).toContain("Owners must use a passkey");
    const other = await createOperator(server.services, { role: "owner" });
    advance(30_000);
    const signedIn = await anonymous().post("/admin/login", {
      email: other.email,
      password: other.password,
      code: totpCode(other.totpSecret, now),
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/admin/account?passkey=required");
    const page = await (
      await consoleClient(server, sessionPair(signedIn)).get("/admin/account?passkey=required")
    ).text();
    expect(page).toContain("Owners of this console must use a passkey.");
    // A support operator is not asked.
    const support = await createOperator(server.services, { role: "support" });
    const supportIn = await anonymous().post("/admin/login", {
      email: support.email,
      password: support.password,
      code: totpCode(support.totpSecret, now),
    });
    expect(supportIn.headers.get("location")).toBe("/admin");
    const off = await owner.post("/admin/operators", { intent: "owner-passkeys" });
    expect(off.status).toBe(200);
    expect((await audits("setting_changed", owner.operator.id)).length).toBe(2);
  });
  it("answers every form of /admin/account as a form action: a success naming its form, or a refusal with its code and reply", async () => {
    const client = await signInAs(server, "support");
    const sessions = await fetcherPost(client, { intent: "sessions" });
    expect(sessions.status).toBe(200);
    expect(sessions.body).toMatchObject({
      ok: true,
      intent: "sessions",
      message: "0 other sessions were signed out.",
      reply: expect.any(Object),
    });
    const codes = await fetcherPost(client, { intent: "recovery-codes" });
    expect(codes.body).toMatchObject({ ok: true, intent: "recovery-codes", reply: expect.any(Object) });
    expect(codes.body.codes).toHaveLength(10);

    const unknown = await fetcherPost(client, { intent: "delete-everything" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      ok: false,
      intent: "delete-everything",
      code: "validation_failed",
      message: "This change is not valid.",
      reply: { error: { intent: ["This change is not valid."] } },
    });
    const lastFactor = await fetcherPost(client, { intent: "totp-remove", confirm: "yes" });
    expect([lastFactor.status, lastFactor.body.code, lastFactor.body.intent]).toEqual([
      409,
      "last_factor",
      "totp-remove",
    ]);

    // "Add a passkey": the name is checked first; then the options, and the authenticator's answer verified.
    const unnamed = await fetcherPost(client, { intent: "passkey-options", name: " " });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ code: "validation_failed", reply: { error: { name: [expect.any(String)] } } });
    const options = await fetcherPost(client, { intent: "passkey-options", name: "Desk key" });
    expect(options.body).toMatchObject({
      ok: true,
      intent: "passkey-options",
      options: { challenge: expect.any(String) },
    });
    const forged = await fetcherPost(client, { intent: "passkey-register", name: "Desk key", response: "{}" });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ ok: false, intent: "passkey-register", code: "passkey_invalid" });
    // The authenticator's answer is not handed back.
    expect(forged.body.reply.initialValue).toEqual({ intent: "passkey-register", name: "Desk key" });
    const again = await fetcherPost(client, { intent: "passkey-options", name: "Desk key" });
    const response = new SoftAuthenticator(PUBLIC_URL).register(again.body.options);
    const added = await fetcherPost(client, {
      intent: "passkey-register",
      name: "Desk key",
      response: JSON.stringify(response),
    });
    expect(added.body).toMatchObject({ ok: true, intent: "passkey-register", message: 'Passkey "Desk key" added.' });
    expect((await audits("passkey_added", client.operator.id)).length).toBe(1);
  });
});
