/**
 * Paid sign-ups whose owner died after the card was charged but before the outcome was written (a
 * crash, or the hard exit of a shutdown during a slow provider call). The crash is simulated two ways:
 * a provider whose charge never returns (the request is frozen after the money moved), or the rows a
 * dead owner leaves (a `processing` attempt with a recorded or unrecorded sandbox charge). Time moves
 * with the server's injectable clock, never with sleeps. Checked: a retry with the same key ends with
 * one account and one charge; the recovery job refunds an abandoned charge exactly once, also when runs
 * race; a completed sign-up is never refunded; a request that outlived its lease writes nothing.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, sandboxCharges, signupRequests, subscriptions, users } from "../../db/schema";
import { checkPlanData } from "../../app/domain/pricing";
import { registrationSchema, SIGNUP_MESSAGES } from "../../app/domain/signup";
import { createSandboxProvider } from "../../server/payments/sandbox";
import type { ChargeRequest, PaymentProvider, PaymentRecord } from "../../server/payments";
import { loadPlanList } from "../../server/pricing/plan-list";
import { createAccount } from "../../server/signup/accounts";
import { later, LEASE_MS, LeaseLostError, REFUND_LEASE_MS } from "../../server/signup/lease";
import { recoverAbandonedSignups, type RecoveryResult } from "../../server/signup/recovery";
import { fingerprintOf } from "../../server/signup/register";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration, teamYearlySgdCharge } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

/** A promise with its resolve function. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(DATABASES)("recovery of interrupted paid sign-ups on %s", (database) => {
  let server: TestServer;
  let sandbox: PaymentProvider;
  /** How far the server's clock is ahead of the real one (ms); only ever grows. */
  let offsetMs = 0;
  const advance = (ms: number) => void (offsetMs += ms);
  const clock = () => new Date(Date.now() + offsetMs);
  /** Calls the server made to the provider; refunds by payment id. */
  let calls: { charge: number; findCharge: number; refunds: string[] };
  /** Test hooks inside the provider: run after a charge went through, before a refund. */
  let hooks: { afterCharge?: () => Promise<void>; beforeRefund?: () => Promise<void> };

  const provider: PaymentProvider = {
    name: "sandbox",
    async charge(request) {
      calls.charge += 1;
      const outcome = await sandbox.charge(request);
      await hooks.afterCharge?.();
      return outcome;
    },
    resume: (record) => sandbox.resume(record),
    async refund(record, reason) {
      await hooks.beforeRefund?.();
      calls.refunds.push(record.paymentId ?? "");
      await sandbox.refund(record, reason);
    },
    refundAmount: (request) => sandbox.refundAmount(request),
    async findCharge(lookup) {
      calls.findCharge += 1;
      return sandbox.findCharge(lookup);
    },
  };

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000" },
      overrides: { paymentProvider: provider, clock },
    });
    sandbox = createSandboxProvider(server.services.db);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    calls = { charge: 0, findCharge: 0, refunds: [] };
    hooks = {};
  });

  const db = () => server.services.db;
  const register = (body: unknown) => server.post("/api/register-plan", body);
  const recover = (limit?: number) => recoverAbandonedSignups(server.services, limit);
  const usersOf = (email: string) =>
    db()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
  const chargesOf = (pm: string) =>
    db()
      .select()
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.paymentMethodId} = ${pm}`);
  const attempt = async (key: string) =>
    (
      await db()
        .select()
        .from(signupRequests)
        .where(sql`${signupRequests.idempotencyKey} = ${key}`)
    )[0]!;
  const refundsOf = (paymentId: string | undefined) => calls.refunds.filter((id) => id === paymentId).length;
  const sum = (results: RecoveryResult[]) =>
    results.reduce((a, r) => ({
      claimed: a.claimed + r.claimed,
      refunded: a.refunded + r.refunded,
      failed: a.failed + r.failed,
      waiting: a.waiting + r.waiting,
    }));
  const paymentsCounter = async (outcome: string) => {
    const metric = await server.services.metrics.registry.getSingleMetric("docsleeve_payments_total")!.get();
    return metric.values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
  };

  /** A verified address, a good card and the registration payload. */
  async function order(email: string) {
    const extra = { email_token: await emailToken(server, email), paymentMethodId: await paymentMethod(server) };
    return registration(email, extra);
  }

  /** The sandbox charge the server makes for `body` (same key, card and total). */
  function chargeRequest(body: ReturnType<typeof registration>): ChargeRequest {
    return teamYearlySgdCharge(body.idempotency_key, body.paymentMethodId, {
      email: body.email.toLowerCase(),
      companyName: body.company_name,
    });
  }

  /**
   * What an owner that died leaves behind: a `processing` attempt whose charge had started. `charged`:
   * the sandbox took the money (with the payment `recorded` on the attempt or not) or never saw it.
   */
  async function deadAttempt(email: string, options: { charged: boolean; recorded?: boolean }) {
    const body = await order(email);
    let payment: PaymentRecord | undefined;
    if (options.charged) {
      const outcome = await sandbox.charge(chargeRequest(body));
      if (outcome.status !== "succeeded") throw new Error("the sandbox did not charge");
      payment = outcome.record;
    }
    const now = clock();
    await db()
      .insert(signupRequests)
      .values({
        idempotencyKey: body.idempotency_key,
        email,
        fingerprint: fingerprintOf(registrationSchema.parse(body), email),
        status: "processing",
        payment: options.recorded ? payment : null,
        chargeStartedAt: now,
        leaseExpiresAt: later(now, LEASE_MS),
        updatedAt: now,
      });
    return { body, paymentId: payment?.paymentId };
  }

  /** Makes the next charge freeze after the money moved, as a process that dies there would. */
  function freezeAfterNextCharge() {
    const charged = deferred();
    const release = deferred();
    hooks.afterCharge = async () => {
      hooks.afterCharge = undefined;
      charged.resolve();
      await release.promise;
    };
    return { charged: charged.promise, release: release.resolve };
  }

  it("a retry with the same key after the owner froze mid-charge takes over and ends with one account and one charge", async () => {
    const email = "frozen@example.com";
    const body = await order(email);
    const frozen = freezeAfterNextCharge();
    const first = register(body);
    await frozen.charged;
    // The money moved but nothing recorded it: exactly the state a crash here leaves.
    expect(await attempt(body.idempotency_key)).toMatchObject({
      status: "processing",
      payment: null,
      chargeStartedAt: expect.any(Date),
    });
    expect(await chargesOf(body.paymentMethodId)).toHaveLength(1);
    expect((await recover()).claimed).toBe(0); // the lease still runs: the job leaves it alone

    advance(LEASE_MS + 1000);
    const retry = await register(body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(calls.charge).toBe(2); // the charge was re-run with the same key ...
    const charges = await chargesOf(body.paymentMethodId);
    expect(charges).toEqual([expect.objectContaining({ status: "succeeded", amount: 73030 })]); // ... and returned the first
    expect(await usersOf(email)).toHaveLength(1);
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(sql`${subscriptions.signupKey} = ${body.idempotency_key}`);
    expect(sub).toMatchObject({ providerPaymentId: charges[0]!.id, total: 73030 });
    expect(server.mails.filter((m) => m.to === email && m.subject === "Your DocSleeve receipt")).toHaveLength(1);

    // The frozen owner wakes up: it may not write anything, refunds nothing, and answers like the retry.
    frozen.release();
    const late = await first;
    expect(late).toMatchObject({ status: 200, body: retry.body });
    expect(calls.refunds).toEqual([]);
    expect(await chargesOf(body.paymentMethodId)).toEqual([expect.objectContaining({ status: "succeeded" })]);
    expect(await usersOf(email)).toHaveLength(1);
    expect((await recover()).claimed).toBe(0);
  });

  it("a retry with the same key after a crash with the payment recorded finishes the account without charging again", async () => {
    const email = "recorded@example.com";
    const dead = await deadAttempt(email, { charged: true, recorded: true });
    advance(LEASE_MS + 1000);
    const retry = await register(dead.body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await chargesOf(dead.body.paymentMethodId)).toEqual([
      expect.objectContaining({ id: dead.paymentId, status: "succeeded" }),
    ]);
    expect(await usersOf(email)).toHaveLength(1);
    expect(calls.refunds).toEqual([]);
    expect((await attempt(dead.body.idempotency_key)).status).toBe("succeeded");
  });

  it("the recovery job leaves an attempt alone until its lease ends", async () => {
    const email = "notyet@example.com";
    const dead = await deadAttempt(email, { charged: true });
    advance(LEASE_MS - 60_000);
    expect((await recover()).claimed).toBe(0);
    advance(60_000 + 1000);
    expect((await register(dead.body)).status).toBe(200);
    expect(await chargesOf(dead.body.paymentMethodId)).toHaveLength(1);
  });

  it("a provider timeout after the charge lets an immediate retry with the same key finish the attempt", async () => {
    const email = "timeout@example.com";
    const body = await order(email);
    hooks.afterCharge = async () => {
      hooks.afterCharge = undefined;
      throw new Error("simulated provider timeout after the charge went through");
    };
    const first = await register(body);
    expect(first).toMatchObject({ status: 500, body: { message: "Oops...something went wrong." } });
    // Outcome unknown: the attempt stays open for a retry, its lease handed back at once.
    const open = await attempt(body.idempotency_key);
    expect(open).toMatchObject({ status: "processing", chargeStartedAt: expect.any(Date) });
    expect(open.leaseExpiresAt.getTime()).toBeLessThanOrEqual(clock().getTime());
    const retry = await register(body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await chargesOf(body.paymentMethodId)).toEqual([expect.objectContaining({ status: "succeeded" })]);
    expect(await usersOf(email)).toHaveLength(1);
    expect(calls.refunds).toEqual([]);
  });

  it("the recovery job refunds each abandoned charge exactly once, also when several runs race", async () => {
    const refundedBefore = await paymentsCounter("refunded");
    const dead = [
      await deadAttempt("dead1@example.com", { charged: true }),
      await deadAttempt("dead2@example.com", { charged: true }),
      await deadAttempt("dead3@example.com", { charged: true }),
      await deadAttempt("dead4@example.com", { charged: true, recorded: true }),
    ];
    const uncharged = await deadAttempt("dead5@example.com", { charged: false });
    advance(LEASE_MS + 1000);

    const raced = sum(await Promise.all([recover(2), recover(2), recover(2)]));
    const total = sum([raced, await recover()]);
    expect(total).toEqual({ claimed: 5, refunded: 4, failed: 0, waiting: 0 });
    expect((await recover()).claimed).toBe(0);

    for (const d of dead) {
      expect(refundsOf(d.paymentId)).toBe(1);
      expect(await chargesOf(d.body.paymentMethodId)).toEqual([
        expect.objectContaining({ id: d.paymentId, status: "refunded" }),
      ]);
      expect(await attempt(d.body.idempotency_key)).toMatchObject({
        status: "abandoned",
        outcome: "attempt_interrupted",
        payment: expect.objectContaining({ paymentId: d.paymentId }),
      });
    }
    expect(calls.refunds).toHaveLength(4);
    expect(calls.findCharge).toBe(4); // the three unrecorded charges, and the attempt that never charged
    expect(await attempt(uncharged.body.idempotency_key)).toMatchObject({ status: "abandoned", payment: null });
    expect((await paymentsCounter("refunded")) - refundedBefore).toBe(4);

    const logged = server.logs.filter(
      (l) => l.msg === "sign-up payment refunded" && dead.some((d) => d.body.idempotency_key === l.signupKey),
    );
    expect(logged).toHaveLength(4);
    const text = JSON.stringify(logged);
    expect(text).not.toMatch(/example\.com|Sleeve#2025|email_token|pm_sandbox/);

    // The same key now replays the interruption; no new charge, no account.
    const replay = await register(dead[0]!.body);
    expect(replay).toMatchObject({ status: 409, body: { message: SIGNUP_MESSAGES.attemptInterrupted } });
    expect(calls.charge).toBe(0);
    expect(await usersOf("dead1@example.com")).toHaveLength(0);
  });

  it("a new attempt with another key frees the address held by a dead attempt, refunding its charge first", async () => {
    const email = "newkey@example.com";
    const dead = await deadAttempt(email, { charged: true });
    const fresh = { ...dead.body, idempotency_key: crypto.randomUUID(), paymentMethodId: await paymentMethod(server) };
    expect((await register(fresh)).status).toBe(409); // the dead attempt's lease still runs
    advance(LEASE_MS + 1000);
    const res = await register(fresh);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(refundsOf(dead.paymentId)).toBe(1);
    expect(await chargesOf(dead.body.paymentMethodId)).toEqual([expect.objectContaining({ status: "refunded" })]);
    expect(await chargesOf(fresh.paymentMethodId)).toEqual([expect.objectContaining({ status: "succeeded" })]);
    expect(await usersOf(email)).toHaveLength(1);
  });

  it("never refunds a completed sign-up, even if its attempt were left open", async () => {
    const email = "completed@example.com";
    const body = await order(email);
    expect((await register(body)).status).toBe(200);
    const [charge] = await chargesOf(body.paymentMethodId);
    advance(24 * 60 * 60 * 1000);
    await recover();
    expect(refundsOf(charge!.id)).toBe(0);

    // Even an inconsistent row (the account exists, the attempt says processing) is not touched.
    await db()
      .update(signupRequests)
      .set({ status: "processing", leaseExpiresAt: later(clock(), -1000), chargeStartedAt: clock() })
      .where(sql`${signupRequests.idempotencyKey} = ${body.idempotency_key}`);
    await recover();
    expect(refundsOf(charge!.id)).toBe(0);
    expect(await chargesOf(body.paymentMethodId)).toEqual([expect.objectContaining({ status: "succeeded" })]);
    expect(await usersOf(email)).toHaveLength(1);
    await db()
      .update(signupRequests)
      .set({ status: "succeeded" })
      .where(sql`${signupRequests.idempotencyKey} = ${body.idempotency_key}`);
  });

  it("a request that outlived its lease cannot create the account after the job refunded its charge", async () => {
    const email = "zombie@example.com";
    const body = await order(email);
    const frozen = freezeAfterNextCharge();
    const first = register(body);
    await frozen.charged;
    advance(LEASE_MS + 1000);
    expect(await recover()).toMatchObject({ claimed: 1, refunded: 1 });
    frozen.release();
    const late = await first;
    expect(late).toMatchObject({ status: 409, body: { message: SIGNUP_MESSAGES.attemptInterrupted } });
    expect(await usersOf(email)).toHaveLength(0);
    const [charge] = await chargesOf(body.paymentMethodId);
    expect(charge).toMatchObject({ status: "refunded" });
    expect(refundsOf(charge!.id)).toBe(1); // the late request saw the job had it, and did not refund again
  });

  it("the account write is fenced: a lease that was taken over writes nothing", async () => {
    const email = "fenced@example.com";
    const dead = await deadAttempt(email, { charged: true, recorded: true });
    await db()
      .update(signupRequests)
      .set({ attempt: 2 })
      .where(sql`${signupRequests.idempotencyKey} = ${dead.body.idempotency_key}`);
    const parsed = registrationSchema.parse({ ...dead.body, company_name: "Fenced Ltd" });
    const priced = checkPlanData(await loadPlanList(db()), parsed.plan_data);
    if (!priced.ok) throw new Error("no quote");
    const write = createAccount(db(), {
      registration: parsed,
      email,
      passwordHash: "$argon2id$not-a-real-hash",
      quote: priced.quote,
      planData: priced.planData,
      payment: { provider: "sandbox", paymentId: dead.paymentId },
      lease: { key: dead.body.idempotency_key, attempt: 1 },
      periodStart: clock(),
      periodEnd: later(clock(), 1000),
    });
    await expect(write).rejects.toBeInstanceOf(LeaseLostError);
    expect(
      await db()
        .select()
        .from(companies)
        .where(sql`${companies.name} = 'Fenced Ltd'`),
    ).toHaveLength(0);
    expect(await usersOf(email)).toHaveLength(0);
  });

  it("a same-key retry racing the recovery job ends in either the account or the refund, never both", async () => {
    const email = "race-job@example.com";
    const dead = await deadAttempt(email, { charged: true });
    advance(LEASE_MS + 1000);
    const [res] = await Promise.all([register(dead.body), recover()]);
    const accounts = (await usersOf(email)).length;
    const [charge] = await chargesOf(dead.body.paymentMethodId);
    if (res.status === 200) {
      expect({ accounts, charge: charge!.status, refunds: refundsOf(dead.paymentId) }).toEqual({
        accounts: 1,
        charge: "succeeded",
        refunds: 0,
      });
    } else {
      expect(res.body.message).toBe(SIGNUP_MESSAGES.attemptInterrupted);
      expect({ accounts, charge: charge!.status, refunds: refundsOf(dead.paymentId) }).toEqual({
        accounts: 0,
        charge: "refunded",
        refunds: 1,
      });
    }
  });

  it("a refund the provider refuses is logged, counted, and retried by a later run", async () => {
    const failedBefore = await paymentsCounter("failed");
    const dead = await deadAttempt("refund-later@example.com", { charged: true, recorded: true });
    advance(LEASE_MS + 1000);
    hooks.beforeRefund = async () => {
      hooks.beforeRefund = undefined;
      throw new Error("provider unavailable");
    };
    expect(await recover()).toEqual({ claimed: 1, refunded: 0, failed: 1, waiting: 0 });
    expect(await attempt(dead.body.idempotency_key)).toMatchObject({
      status: "refunding",
      outcome: "attempt_interrupted",
    });
    expect(
      server.logs.some((l) => String(l.msg).startsWith("REFUND FAILED") && l.signupKey === dead.body.idempotency_key),
    ).toBe(true);
    expect((await paymentsCounter("failed")) - failedBefore).toBe(1);
    // The address is free meanwhile, and the attempt's answer is already the interruption.
    expect((await register(dead.body)).body.message).toBe(SIGNUP_MESSAGES.attemptInterrupted);

    expect((await recover()).claimed).toBe(0); // not before its short lease ends
    advance(REFUND_LEASE_MS + 1000);
    expect(await recover()).toEqual({ claimed: 1, refunded: 1, failed: 0, waiting: 0 });
    expect(await chargesOf(dead.body.paymentMethodId)).toEqual([expect.objectContaining({ status: "refunded" })]);
    expect(refundsOf(dead.paymentId)).toBe(1);
    expect((await attempt(dead.body.idempotency_key)).status).not.toMatch(/processing|refunding/);
  });
});
