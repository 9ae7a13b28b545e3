import { createHash, createHmac } from "node:crypto";
import { createChallenge, solveChallenge, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../tests/support/databases";
import { encodeCaptchaPayload, solve, TEST_CAPTCHA } from "../tests/support/captcha";
import { createCaptcha, type Captcha } from "./captcha";
import type { DatabaseHandle } from "./db/client";

/** The server key's secret for `purpose`, written out here so the test pins the derivation the service uses. */
const deriveSecret = (key: string, purpose: string) =>
  createHmac("sha256", key).update(`docsleeve:${purpose}`).digest("hex");

const quietLog = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Parameters<
  typeof createCaptcha
>[0]["log"];

const KEY = "k".repeat(64);
const nonceOf = (c: Challenge) => c.parameters.nonce;

/** The PBKDF2 key of one attempt, as the browser's worker derives it (nonce + big-endian uint32 counter). */
async function keyOf(challenge: Challenge, counter: number): Promise<string> {
  const password = Buffer.concat([Buffer.from(challenge.parameters.nonce, "hex"), Buffer.alloc(4)]);
  password.writeUInt32BE(counter, password.length - 4);
  const { derivedKey } = await deriveKey(challenge.parameters, Buffer.from(challenge.parameters.salt, "hex"), password);
  return Buffer.from(derivedKey).toString("hex");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("captcha challenges", () => {
  let database: DatabaseHandle;
  let captcha: Captcha;
  /** A second instance over the same database and key, as behind a load balancer. */
  let otherInstance: Captcha;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    captcha = createCaptcha({ key: KEY, db: database.db, log: quietLog, options: TEST_CAPTCHA });
    otherInstance = createCaptcha({ key: KEY, db: database.db, log: quietLog, options: TEST_CAPTCHA });
  });
  afterAll(async () => {
    await database.close();
  });

  it("are made without deriving a key: the browser searches for the configured prefix, the server knows no answer", async () => {
    const { parameters, signature } = await captcha.createChallenge();
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: TEST_CAPTCHA.cost,
      keyLength: 32,
      keyPrefix: TEST_CAPTCHA.keyPrefix,
    });
    // The deterministic mode would sign a derived key and replace the prefix with half of that key.
    expect(parameters.keySignature).toBeUndefined();
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it("production settings ask for as much work on average as before (4,096 attempts of 2,500 iterations)", () => {
    const production = createCaptcha({ key: KEY, db: database.db, log: quietLog });
    expect(production.options).toEqual({ cost: 2500, keyPrefix: "000", ttlSeconds: 600 });
    // Expected attempts × iterations: at least the 2,000 × 5,000 of the deterministic mode it replaced.
    expect(16 ** production.options.keyPrefix.length * production.options.cost).toBeGreaterThanOrEqual(10_000_000);
  });

  it("are distinct and expire after the configured lifetime", async () => {
    const challenges = await Promise.all(Array.from({ length: 20 }, () => captcha.createChallenge()));
    expect(new Set(challenges.map(nonceOf)).size).toBe(20);
    expect(new Set(challenges.map((c) => c.parameters.salt)).size).toBe(20);
    for (const challenge of challenges) {
      const expiresAtMs = challenge.parameters.expiresAt! * 1000;
      expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + 600_000);
      expect(expiresAtMs).toBeGreaterThan(Date.now() - 1000 + 590_000);
    }
  });

  it("accept a solution once, on any instance sharing the database", async () => {
    const challenge = await captcha.createChallenge();
    const token = encodeCaptchaPayload(challenge, await solve(challenge));
    expect(await captcha.verify(token)).toMatchObject({ ok: true, challengeId: nonceOf(challenge) });
    expect(await captcha.verify(token)).toEqual({ ok: false, reason: "replayed" });
    expect(await otherInstance.verify(token)).toEqual({ ok: false, reason: "replayed" });

    // The same the other way round, and for simultaneous submissions: exactly one is accepted.
    const next = await otherInstance.createChallenge();
    const nextToken = encodeCaptchaPayload(next, await solve(next));
    const results = await Promise.all([
      captcha.verify(nextToken),
      otherInstance.verify(nextToken),
      captcha.verify(nextToken),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "replayed")).toHaveLength(2);
  });

  it("refuse forged, tampered and unsolved payloads, consuming nothing", async () => {
    const challenge = await captcha.createChallenge();
    const solution = await solve(challenge);
    const stranger = createCaptcha({ key: "s".repeat(64), db: database.db, log: quietLog, options: TEST_CAPTCHA });
    const strangers = await stranger.createChallenge();

    // A counter whose key misses the prefix: a real derivation, but not the work asked for.
    let miss = 0;
    while ((await keyOf(challenge, miss)).startsWith(challenge.parameters.keyPrefix)) miss += 1;
    // Easier parameters than the ones signed: the signature no longer matches.
    const easier: Challenge = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "" } };
    const cheaper: Challenge = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const extended: Challenge = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    const forgedSignature = createHash("sha256").update(JSON.stringify(challenge.parameters)).digest("hex");

    const refused: Record<string, string> = {
      "another key's challenge": encodeCaptchaPayload(strangers, await solve(strangers)),
      "a made-up signature": encodeCaptchaPayload({ ...challenge, signature: forgedSignature }, solution),
      "an emptied prefix": encodeCaptchaPayload(easier, solution),
      "a lowered cost": encodeCaptchaPayload(cheaper, solution),
      "a pushed-back expiry": encodeCaptchaPayload(extended, solution),
      "a wrong derived key": encodeCaptchaPayload(challenge, { ...solution, derivedKey: "ab".repeat(32) }),
      "the key of another counter": encodeCaptchaPayload(challenge, { ...solution, counter: solution.counter + 1 }),
      "a counter that misses the prefix": encodeCaptchaPayload(challenge, {
        counter: miss,
        derivedKey: await keyOf(challenge, miss),
      } as Solution),
    };
    for (const [label, token] of Object.entries(refused))
      expect(await captcha.verify(token), label).toEqual({ ok: false, reason: "invalid" });
    for (const token of ["not-a-token", encodeCaptchaPayload(challenge, null)])
      expect(await captcha.verify(token)).toEqual({ ok: false, reason: "malformed" });

    // Nothing above was recorded: the genuine solution still goes through, once.
    const token = encodeCaptchaPayload(challenge, solution);
    expect(await captcha.verify(token)).toMatchObject({ ok: true });
    expect(await captcha.verify(token)).toEqual({ ok: false, reason: "replayed" });
  });

  it("refuse a solution once its challenge has expired, and the library's own solver needs the signed prefix", async () => {
    const challenge = await captcha.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
    expect(solution && (await keyOf(challenge, solution.counter))).toBe(solution?.derivedKey);
    expect(solution?.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
    const token = encodeCaptchaPayload(challenge, solution);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(challenge.parameters.expiresAt! * 1000 + 1000);
    expect(await captcha.verify(token)).toEqual({ ok: false, reason: "expired" });
    vi.useRealTimers();
    // Refused as expired, not consumed: still valid before its expiry.
    expect(await captcha.verify(token)).toMatchObject({ ok: true });
  });

  it("still accept a solution of a challenge issued in the deterministic mode before the switch", async () => {
    const legacy = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 10,
      counter: 7,
      deriveKey,
      expiresAt: new Date(Date.now() + 600_000),
      hmacSignatureSecret: deriveSecret(KEY, "captcha-challenge"),
      hmacKeySignatureSecret: deriveSecret(KEY, "captcha-derived-key"),
    });
    const token = encodeCaptchaPayload(legacy, await solve(legacy));
    expect(await captcha.verify(token)).toMatchObject({ ok: true, challengeId: legacy.parameters.nonce });
    expect(await captcha.verify(token)).toEqual({ ok: false, reason: "replayed" });
  });
});
