/**
 * The self-hosted proof-of-work captcha (ALTCHA v2 protocol, altcha-lib; see docs/decisions/0005-captcha-altcha.md
 * and 0047-captcha-non-deterministic-mode.md). Challenges are signed with a secret derived from the server key
 * and use the library's non-deterministic mode: the browser searches for a counter whose PBKDF2 key starts
 * with a fixed prefix, so making a challenge costs the server no key derivation (random bytes and one
 * HMAC) and checking a solution costs one derivation. Each solution is accepted once: its challenge id is
 * recorded in the database (captcha_used_challenges), so every instance refuses a replay.
 */
import { createChallenge as createAltchaChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import { z } from "zod";
import { captchaUsedChallenges } from "../db/schema";
import { deriveKey as deriveFromServerKey } from "./secrets/derive";
import type { Database } from "../db/database";
import type { Logger } from "./logger";

/** How hard and how long-lived challenges are. */
export interface CaptchaOptions {
  /** PBKDF2-SHA-256 iterations per attempt. */
  cost: number;
  /**
   * Lowercase hex the derived key of a solution must start with: each digit multiplies the attempts the
   * browser needs on average by 16 ("000": 4,096).
   */
  keyPrefix: string;
  /** Lifetime of a challenge, in seconds. */
  ttlSeconds: number;
}

/**
 * Production settings: on average 4,096 attempts of 2,500 iterations (10.2 million, as many as the
 * 2,000 × 5,000 of the deterministic mode used before), about 1–3 s with two browser workers on a
 * 2-core machine; checking a solution is one 2,500-iteration derivation (under a millisecond).
 * Tests pass smaller numbers through `ServiceOverrides.captcha`.
 */
export const CAPTCHA_DEFAULTS: CaptchaOptions = { cost: 2500, keyPrefix: "000", ttlSeconds: 600 };

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
  /** A fresh signed challenge for the widget (`GET /api/captcha`); costs no key derivation. */
  createChallenge(): Promise<Challenge>;
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
  /**
   * A secret derived from the server key for another `purpose` (e.g. hashing client IPs): the hex of
   * `deriveKey(serverKey, purpose)` (server/secrets/derive.ts).
   */
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
export function createCaptcha(deps: {
  key: string;
  db: Database;
  log: Logger;
  options?: Partial<CaptchaOptions>;
}): Captcha {
  const options: CaptchaOptions = { ...CAPTCHA_DEFAULTS, ...deps.options };
  // No key-signature secret: without a known counter there is no derived key to sign; a solution is
  // checked by deriving its key once.
  const deriveSecret = (purpose: string) => deriveFromServerKey(deps.key, purpose).toString("hex");
  const hmacSignatureSecret = deriveSecret("captcha-challenge");
  let lastPrune = 0;

  const captcha: Captcha = {
    options,
    deriveSecret,
    createChallenge: () =>
      createAltchaChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: options.cost,
        keyPrefix: options.keyPrefix,
        deriveKey,
        expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
        hmacSignatureSecret,
      }),

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
        hmacSignatureSecret,
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
