/**
 * The self-hosted proof-of-work captcha (ALTCHA v2 protocol, altcha-lib; see
 * docs/decisions/0005-captcha-altcha.md). Challenges are signed with a secret derived from the server key
 * and use the deterministic mode: the server picks the counter the browser must reach, so the work is
 * predictable and checking a solution is one HMAC. Each solution is accepted once: its challenge id is
 * recorded in the database (captcha_used_challenges), so every instance refuses a replay.
 *
 * Making a challenge costs one PBKDF2 derivation (~2.4 ms of CPU at the production cost), so each
 * instance keeps a small pool of ready challenges, refilled in the background one at a time; a request
 * takes one (it leaves the pool: served once) and makes its own only when the pool is empty
 * (docs/decisions/0021-pricing-splitting-and-captcha-pool.md).
 */
import { createChallenge as createAltchaChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import { z } from "zod";
import { captchaUsedChallenges } from "../db/schema";
import { deriveSecret } from "./captcha-key";
import type { Database } from "../db/database";
import type { Logger } from "./logger";

/** How hard and how long-lived challenges are. */
export interface CaptchaOptions {
  /** PBKDF2-SHA-256 iterations per attempt. */
  cost: number;
  /** The browser makes between `counterMin` and `counterMax` attempts (uniformly random). */
  counterMin: number;
  counterMax: number;
  /** Lifetime of a challenge, in seconds. */
  ttlSeconds: number;
  /** Ready challenges kept per instance (0: none, every request makes its own). */
  poolSize: number;
}

/**
 * Production settings: about 2,000 attempts of 5,000 iterations, roughly one second with two browser
 * workers on a modest laptop (about 4 s for the 7,500-attempt example on a 2-core CI box).
 * Tests pass smaller numbers through `ServiceOverrides.captcha`.
 */
export const CAPTCHA_DEFAULTS: CaptchaOptions = { cost: 5000, counterMin: 1000, counterMax: 3000, ttlSeconds: 600, poolSize: 32 };

/**
 * A pooled challenge older than this share of its lifetime is dropped, never served: a served challenge
 * has at least 95% of `ttlSeconds` left (30 s short at most with the production 600 s).
 */
const POOL_MAX_AGE_SHARE = 0.05;

/** The one algorithm we issue and accept (its worker is bundled with the page). */
export const CAPTCHA_ALGORITHM = "PBKDF2/SHA-256";

/** Why a token was refused; each is an expected failure, not an exception. */
export type CaptchaFailure = "malformed" | "invalid" | "expired" | "replayed";

/** The outcome of checking a token: on success, the challenge to consume. */
export type CaptchaCheck = { ok: true; challengeId: string; expiresAt: Date } | { ok: false; reason: CaptchaFailure };

/** Anything that can run an INSERT: the database or a transaction. */
export type CaptchaExecutor = Pick<Database, "insert">;

/** The captcha service of one instance. */
export interface Captcha {
  /** A signed challenge for the widget (`GET /api/captcha`), from the pool when one is ready; each is handed out once. */
  createChallenge(): Promise<Challenge>;
  /** How many ready challenges the pool holds now (for tests and metrics). */
  pooled(): number;
  /** Checks a widget payload's signature, expiry and solution; does not consume it. */
  check(token: string): Promise<CaptchaCheck>;
  /**
   * Records a checked challenge as used; false when it was used before (a replay). Pass a transaction to
   * make the consumption part of the work it protects.
   */
  consume(check: Extract<CaptchaCheck, { ok: true }>, executor?: CaptchaExecutor): Promise<boolean>;
  /** `check` then `consume`. */
  verify(token: string, executor?: CaptchaExecutor): Promise<CaptchaCheck>;
  /** Deletes used-challenge rows whose challenge has expired; returns how many. */
  pruneExpired(): Promise<number>;
  /** A secret derived from the server key for another `purpose` (e.g. hashing client IPs). */
  deriveSecret(purpose: string): string;
  /** The settings in force. */
  options: CaptchaOptions;
}

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{16,128}$/),
      expiresAt: z.number().positive(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().min(1) }),
});

/** Used-challenge rows are pruned at most this often per instance (ms). */
const PRUNE_INTERVAL_MS = 10 * 60_000;

/** Creates the captcha service over the server key and the database. */
export function createCaptcha(deps: { key: string; db: Database; log: Logger; options?: Partial<CaptchaOptions> }): Captcha {
  const options: CaptchaOptions = { ...CAPTCHA_DEFAULTS, ...deps.options };
  const secrets = {
    hmacSignatureSecret: deriveSecret(deps.key, "captcha-challenge"),
    hmacKeySignatureSecret: deriveSecret(deps.key, "captcha-derived-key"),
  };
  let lastPrune = 0;

  const makeChallenge = () =>
    createAltchaChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: options.cost,
      counter: randomInt(options.counterMax, options.counterMin),
      deriveKey,
      expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
      ...secrets,
    });
  const pool = createChallengePool(makeChallenge, { size: options.poolSize, maxAgeMs: options.ttlSeconds * 1000 * POOL_MAX_AGE_SHARE, log: deps.log });

  const captcha: Captcha = {
    options,
    deriveSecret: (purpose) => deriveSecret(deps.key, purpose),
    createChallenge: () => pool.take(),
    pooled: () => pool.size(),

    async check(token) {
      const payload = decode(token);
      if (!payload) return { ok: false, reason: "malformed" };
      const { parameters } = payload.challenge;
      if (parameters.expiresAt * 1000 < Date.now()) return { ok: false, reason: "expired" };
      const result = await verifySolution({
        // The parsed objects keep every original field: the signature covers them all.
        challenge: payload.challenge as unknown as Challenge,
        solution: payload.solution,
        deriveKey,
        ...secrets,
      }).catch(() => undefined);
      if (!result) return { ok: false, reason: "invalid" };
      if (result.expired) return { ok: false, reason: "expired" };
      if (!result.verified) return { ok: false, reason: "invalid" };
      return { ok: true, challengeId: parameters.nonce, expiresAt: new Date(parameters.expiresAt * 1000) };
    },

    async consume(check, executor = deps.db) {
      if (Date.now() - lastPrune > PRUNE_INTERVAL_MS) {
        lastPrune = Date.now();
        captcha.pruneExpired().catch((error: unknown) => deps.log.warn({ err: error }, "captcha prune failed"));
      }
      const inserted = await executor
        .insert(captchaUsedChallenges)
        .values({ challengeId: check.challengeId, expiresAt: check.expiresAt })
        .onConflictDoNothing()
        .returning({ id: captchaUsedChallenges.challengeId });
      return inserted.length === 1;
    },

    async verify(token, executor) {
      const check = await captcha.check(token);
      if (!check.ok) return check;
      return (await captcha.consume(check, executor)) ? check : { ok: false, reason: "replayed" };
    },

    async pruneExpired() {
      const deleted = await deps.db
        .delete(captchaUsedChallenges)
        .where(lt(captchaUsedChallenges.expiresAt, new Date()))
        .returning({ id: captchaUsedChallenges.challengeId });
      return deleted.length;
    },
  };
  return captcha;
}

/**
 * At most `size` ready challenges, oldest served first. Taking one starts a refill: a single loop that
 * makes one challenge at a time (the derivation runs on libuv's thread pool; the loop awaits each, so
 * the event loop only signs and stores, microseconds per challenge) until the pool is full. Filled on
 * first use, not at start: an instance that serves no captcha does no work for it.
 */
export function createChallengePool(make: () => Promise<Challenge>, settings: { size: number; maxAgeMs: number; log: Pick<Logger, "warn"> }) {
  const ready: Array<{ challenge: Challenge; madeAt: number }> = [];
  let filling = false;

  const refill = () => {
    if (filling || ready.length >= settings.size) return;
    filling = true;
    setImmediate(async () => {
      try {
        // One loop at a time and one challenge in flight: the pool never holds more than `size`.
        while (ready.length < settings.size) ready.push({ challenge: await make(), madeAt: Date.now() });
      } catch (error) {
        settings.log.warn({ err: error }, "captcha pool refill failed");
      } finally {
        filling = false;
      }
    });
  };

  return {
    /** A ready challenge (removed from the pool), or a freshly made one when none is ready. */
    take(): Promise<Challenge> {
      const now = Date.now();
      while (ready.length > 0 && now - ready[0]!.madeAt > settings.maxAgeMs) ready.shift();
      const next = ready.shift();
      refill();
      return next ? Promise.resolve(next.challenge) : make();
    },
    size: () => ready.length,
  };
}

/** Decodes and shape-checks a widget payload; undefined when it is not one (e.g. the widget's test mode). */
function decode(token: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    const parsed = payloadSchema.safeParse(json);
    if (!parsed.success) return undefined;
    // Keep the original objects (zod drops unknown keys of strict shapes): the signature covers them.
    const original = json as z.infer<typeof payloadSchema>;
    return { challenge: original.challenge, solution: parsed.data.solution };
  } catch {
    return undefined;
  }
}
