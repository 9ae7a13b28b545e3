import type { Challenge } from "altcha-lib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../tests/support/databases";
import { encodeCaptchaPayload, solve, TEST_CAPTCHA } from "../tests/support/captcha";
import { createCaptcha, createChallengePool, type Captcha } from "./captcha";
import type { DatabaseHandle } from "./db/client";

const quietLog = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Parameters<typeof createCaptcha>[0]["log"];

/** A stand-in challenge maker: numbered challenges, each resolved when the test says so (or at once). */
function fakeMaker(options: { manual?: boolean } = {}) {
  let made = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const pending: Array<() => void> = [];
  const make = () => {
    made += 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const challenge = { parameters: { nonce: `n${made}` }, signature: `s${made}` } as unknown as Challenge;
    return new Promise<Challenge>((resolve) => {
      const finish = () => {
        inFlight -= 1;
        resolve(challenge);
      };
      if (options.manual) pending.push(finish);
      else finish();
    });
  };
  return { make, made: () => made, maxInFlight: () => maxInFlight, release: () => pending.splice(0).forEach((f) => f()) };
}

const nonceOf = (c: Challenge) => (c.parameters as { nonce: string }).nonce;

afterEach(() => {
  vi.useRealTimers();
});

describe("the captcha challenge pool", () => {
  it("fills on first use up to its size, never beyond, with one challenge in flight at a time", async () => {
    const maker = fakeMaker();
    const pool = createChallengePool(maker.make, { size: 3, maxAgeMs: 60_000, log: quietLog });
    expect(pool.size()).toBe(0);
    expect(maker.made()).toBe(0); // nothing made before anyone asks

    await pool.take(); // empty: made for the request, as without a pool
    await vi.waitFor(() => expect(pool.size()).toBe(3));
    // Settled: nothing more is being made.
    await new Promise((r) => setImmediate(r));
    expect(pool.size()).toBe(3);
    expect(maker.made()).toBe(4);
    expect(maker.maxInFlight()).toBe(1);
  });

  it("serves each ready challenge once, oldest first, and refills after each take", async () => {
    const maker = fakeMaker();
    const pool = createChallengePool(maker.make, { size: 3, maxAgeMs: 60_000, log: quietLog });
    await pool.take();
    await vi.waitFor(() => expect(pool.size()).toBe(3));

    const served = [await pool.take(), await pool.take(), await pool.take()].map(nonceOf);
    expect(served).toEqual(["n2", "n3", "n4"]); // the pooled ones, none made for these requests
    expect(new Set(served).size).toBe(3);
    expect(pool.size()).toBeLessThanOrEqual(3);
    await vi.waitFor(() => expect(pool.size()).toBe(3));
    const next = nonceOf(await pool.take());
    expect(served).not.toContain(next);
  });

  it("makes a challenge for the request while the pool is empty and its refill is still under way", async () => {
    const maker = fakeMaker({ manual: true });
    const pool = createChallengePool(maker.make, { size: 2, maxAgeMs: 60_000, log: quietLog });
    const first = pool.take();
    await new Promise((r) => setImmediate(r)); // the refill loop has started its first challenge
    const second = pool.take();
    expect(maker.made()).toBe(3); // two for the requests, one for the pool: never two refills at once
    maker.release();
    const [a, b] = await Promise.all([first, second]);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    await vi.waitFor(() => {
      maker.release();
      expect(pool.size()).toBe(2);
    });
    expect(pool.size()).toBe(2);
  });

  it("never serves a challenge older than its share of the lifetime", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const maker = fakeMaker();
    const pool = createChallengePool(maker.make, { size: 2, maxAgeMs: 30_000, log: quietLog });
    await pool.take();
    await vi.waitFor(() => expect(pool.size()).toBe(2));
    vi.setSystemTime(Date.now() + 30_001);
    const served = nonceOf(await pool.take());
    expect(["n2", "n3"]).not.toContain(served); // both stale: dropped, a fresh one made instead
    expect(served).toBe("n4");
  });
});

describe("captcha challenges taken from the pool", () => {
  let database: DatabaseHandle;
  let captcha: Captcha;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    captcha = createCaptcha({ key: "k".repeat(64), db: database.db, log: quietLog, options: { ...TEST_CAPTCHA, poolSize: 4 } });
  });
  afterAll(async () => {
    await database.close();
  });

  it("are distinct, expire as configured, and verify once like a freshly made one", async () => {
    await captcha.createChallenge();
    await vi.waitFor(() => expect(captcha.pooled()).toBe(4));
    const taken = [await captcha.createChallenge(), await captcha.createChallenge()];
    expect(captcha.pooled()).toBeLessThanOrEqual(4);
    expect(new Set(taken.map(nonceOf)).size).toBe(2);

    const challenge = taken[0]!;
    const expiresAtMs = (challenge.parameters as { expiresAt: number }).expiresAt * 1000;
    // At least 95% of the 600 s lifetime left, never more than the lifetime.
    expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(expiresAtMs).toBeGreaterThan(Date.now() + 570_000);

    const token = encodeCaptchaPayload(challenge, await solve(challenge));
    expect(await captcha.verify(token)).toMatchObject({ ok: true, challengeId: nonceOf(challenge) });
    expect(await captcha.verify(token)).toEqual({ ok: false, reason: "replayed" });
  });
});
