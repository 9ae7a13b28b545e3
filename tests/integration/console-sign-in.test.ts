/**
 * The console's sign-in service and start-up invitation on both databases (decision 0042's review fixes):
 * throttling per account AND client (a stranger's wrong passwords never lock the owner's client), the
 * per-account ceiling that alerts instead of locking, one audit row per throttled client and window,
 * the pending token bound to the credential version and never renewed without the password, and the
 * OPERATOR_EMAIL invitation only for an address no operator row has.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, operators } from "../../db/schema";
import { ensureFirstOwnerInvitation } from "../../server/operators/invitations";
import { PENDING_TTL_MS, signIn, type SignInResult } from "../../server/operators/sign-in";
import { createOperator, totpCode, type TestOperator } from "../support/admin";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const START = new Date("2026-11-25T12:00:00.000Z");
/** A small ceiling, so that a test crosses it in a few posts. */
const CEILING = 5;

describe.each(DATABASES)("console sign-in review fixes on %s", { timeout: 120_000 }, (database) => {
  let server: TestServer;
  let now = START;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeAll(async () => {
    server = await startTestServer({
      database,
      overrides: {
        clock: () => now,
        ratePolicies: { operatorSignInAccount: { points: CEILING, durationSeconds: 900 } },
      },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  const attempt = (
    operator: Pick<TestOperator, "email">,
    client: string,
    fields: { password?: string; pending?: string; code?: string },
  ): Promise<SignInResult> =>
    signIn(
      {
        db: server.services.db,
        rateLimits: server.services.rateLimits,
        clock: server.services.clock,
        signingKey: server.services.captcha.deriveSecret("operator-sign-in"),
        securityLog: server.services.securityLog,
        metrics: server.services.metrics,
      },
      { email: operator.email, client, ipHash: `hash-${client}`, ip: client, ...fields },
    );
  const wrong = (operator: TestOperator, client: string, i: number) =>
    attempt(operator, client, { password: `wrong-${i}-password`, code: "000000" });
  const throttledAudits = async (client: string) =>
    (await server.services.db.select().from(auditLog).where(eq(auditLog.action, "sign_in_failed"))).filter(
      (row) => row.ipHash === `hash-${client}` && row.detail?.reason === "throttled",
    );
  const ceilingLines = () => server.logs.filter((line) => line.msg === "security: sign_in_account_ceiling");

  it("throttles a client's guesses at one account without locking the account for another client", async () => {
    const owner = await createOperator(server.services, { role: "owner" });
    for (let i = 0; i < 10; i += 1) expect((await wrong(owner, "198.51.100.20", i)).ok).toBe(false);
    const blocked = await attempt(owner, "198.51.100.20", { password: owner.password });
    expect(blocked).toMatchObject({ ok: false, code: "throttled" });
    // The owner, from their own client, signs in: the stranger's failures were not the account's.
    const own = await attempt(owner, "203.0.113.200", { password: owner.password });
    expect(own).toMatchObject({ ok: true, stage: "code" });
    const done = await attempt(owner, "203.0.113.200", {
      pending: (own as { pending: string }).pending,
      code: totpCode(owner.totpSecret, now),
    });
    expect(done).toMatchObject({ ok: true, stage: "signed_in", operatorId: owner.id });
  });

  it("alerts once (a security log line and a metric) past the account's ceiling across clients, and still lets the owner in", async () => {
    const owner = await createOperator(server.services, { role: "owner" });
    const before = ceilingLines().length;
    const alerts = async () =>
      Number(/^docsleeve_operator_sign_in_ceiling_total (\d+)$/m.exec(await server.services.metrics.render())![1]);
    const alertsBefore = await alerts();
    for (let i = 0; i < CEILING + 3; i += 1) {
      const result = await wrong(owner, `192.0.2.${i + 1}`, i);
      expect(result, `failure ${i + 1}`).toMatchObject({ ok: false, code: "sign_in_failed" });
    }
    const lines = ceilingLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, security: "sign_in_account_ceiling", operatorId: owner.id });
    expect(JSON.stringify(lines[0])).not.toContain("192.0.2.");
    expect(await alerts()).toBe(alertsBefore + 1);
    // An alert, not a lock.
    expect(await attempt(owner, "192.0.2.99", { password: owner.password })).toMatchObject({ ok: true, stage: "code" });
  });

  it("writes one audit row per throttled client and window, however often it keeps posting", async () => {
    const owner = await createOperator(server.services, { role: "support" });
    for (let i = 0; i < 10; i += 1) await wrong(owner, "198.51.100.30", i);
    for (let i = 0; i < 6; i += 1)
      expect(await wrong(owner, "198.51.100.30", i)).toMatchObject({ ok: false, code: "throttled" });
    expect(await throttledAudits("198.51.100.30")).toHaveLength(1);
    // Another throttled client gets its own row.
    for (let i = 0; i < 12; i += 1) await wrong(owner, "198.51.100.31", i);
    expect(await throttledAudits("198.51.100.31")).toHaveLength(1);
  });

  it("never renews the pending token without the password, and a credential change voids it", async () => {
    const operator = await createOperator(server.services, { role: "marketing" });
    const client = "203.0.113.40";
    const first = await attempt(operator, client, { password: operator.password });
    expect(first).toMatchObject({ ok: true, stage: "code" });
    const pending = (first as { pending: string }).pending;
    // Posting the token again (no code) gives the same token back, not a later expiry.
    advance(PENDING_TTL_MS - 60_000);
    const again = await attempt(operator, client, { pending });
    expect(again).toMatchObject({ ok: true, stage: "code", pending });
    advance(60_000);
    expect(await attempt(operator, client, { pending, code: totpCode(operator.totpSecret, now) })).toMatchObject({
      ok: false,
      code: "sign_in_failed",
    });

    // A token given before a credential change (password change, second-factor reset) is void after it.
    const fresh = (await attempt(operator, client, { password: operator.password })) as { pending: string };
    await server.services.db.update(operators).set({ credentialVersion: 2 }).where(eq(operators.id, operator.id));
    advance(30_000);
    expect(
      await attempt(operator, client, { pending: fresh.pending, code: totpCode(operator.totpSecret, now) }),
    ).toMatchObject({ ok: false, code: "sign_in_failed" });
    const current = (await attempt(operator, client, { password: operator.password })) as { pending: string };
    expect(
      await attempt(operator, client, { pending: current.pending, code: totpCode(operator.totpSecret, now) }),
    ).toMatchObject({ ok: true, stage: "signed_in" });
  });

  it("invites OPERATOR_EMAIL at start only when no operator row has the address and no invitation waits", async () => {
    const deps = {
      db: server.services.db,
      mailer: server.services.mailer,
      publicUrl: server.services.config.publicUrl,
      clock: () => now,
    };
    const mailsTo = async (to: string) =>
      server.services.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "operator-invitation")));

    // A deactivated owner stays deactivated: a restart mails nothing.
    const gone = await createOperator(server.services, { role: "owner" });
    await server.services.db
      .update(operators)
      .set({ active: false, deactivatedAt: now })
      .where(eq(operators.id, gone.id));
    expect(await ensureFirstOwnerInvitation(deps, gone.email.toUpperCase())).toBe("operator");
    expect(await mailsTo(gone.email)).toHaveLength(0);

    const fresh = "first.owner@operators.test";
    expect(await ensureFirstOwnerInvitation(deps, fresh)).toBe("sent");
    expect(await ensureFirstOwnerInvitation(deps, fresh)).toBe("waiting");
    expect(await mailsTo(fresh)).toHaveLength(1);
    advance(24 * 3_600_000 + 1000);
    expect(await ensureFirstOwnerInvitation(deps, fresh)).toBe("sent");
    expect(await mailsTo(fresh)).toHaveLength(2);
  });
});
