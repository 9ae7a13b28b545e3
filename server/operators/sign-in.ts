/**
 * Console sign-in (ASVS 2.2, 2.8): Email and Password, then the authenticator's code (in one
 * post, or in two: a right password without a code answers with a short-lived signed "pending" token
 * for the code step). Every failure gets one answer that does not say whether the address exists.
 * Throttling (rate-limit.ts policies, a success gives its points back): at most 10 failures per account
 * AND client and 10 per client in 15 minutes, so wrong passwords from one client never lock the account
 * for another; past 100 failures of one account from all clients in 15 minutes, an alert (a
 * `security: sign_in_account_ceiling` log line and a metric, once per window), never a lock.
 * The pending token names the operator's credential version and cannot be renewed without the password:
 * a password change or a second-factor reset voids it. A code's time step is stored, and that step or an
 * older one is refused next time. Every attempt is audited ("sign_in" / "sign_in_failed"), a throttled
 * client once per window.
 */
import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { operators } from "../../db/schema";
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED } from "../../app/domain/operator";
import { recordAudit } from "../audit";
import type { SecurityLog } from "../logger";
import type { Metrics } from "../metrics";
import type { RateLimits } from "../rate-limit";
import { decoyPasswordHash, verifyPassword } from "./password";
import { createSession } from "./sessions";
import { matchTotp, newTotpSecret } from "./totp";
import { passkeyCount } from "./passkeys";
import { redeemRecoveryCode } from "./recovery-codes";
import { normalizeEmail } from "../../app/domain/email";
import { signToken, tokenKey, verifyToken } from "../secrets/signed-token";

/** How long the code step may follow a right password (ms). */
export const PENDING_TTL_MS = 5 * 60_000;

/**
 * What sign-in needs. `signingKey` is the secret the pending tokens' key is derived from (shared by every
 * instance: the server key's `operator-sign-in` secret).
 */
export interface SignInDeps {
  db: Database;
  rateLimits: Pick<RateLimits, "take" | "refund" | "count">;
  clock: () => Date;
  signingKey: string | Buffer;
  /** Where the per-account ceiling's alert goes. */
  securityLog: SecurityLog;
  metrics: Pick<Metrics, "signInCeiling">;
}

/** One sign-in post. `pending` replaces the password on the code step. */
export interface SignInInput {
  email: string;
  password?: string;
  pending?: string;
  code?: string;
  /** A recovery code instead of the authenticator's code ("Use a recovery code"). */
  recoveryCode?: string;
  /** The browser's User-Agent, kept with the session to name the device. */
  userAgent?: string | null;
  /** The client's rate-limit key (server/client-ip.ts `clientKey`). */
  client: string;
  ipHash: string;
  /** The client's IP, for the security log (which keeps only a keyed hash of it). */
  ip?: string;
}

/** Outcome: signed in (a new session id), the code is wanted next, or one generic failure. */
export type SignInResult =
  | { ok: true; stage: "signed_in"; sessionId: string; operatorId: number; recoveryCodesLeft?: number }
  | { ok: true; stage: "code"; pending: string; email: string }
  /** After an owner reset the second factor: the new TOTP key to enrol, confirmed by one of its codes. */
  | { ok: true; stage: "enrol"; pending: string; email: string; totpSecret: string }
  | {
      ok: false;
      code: "sign_in_failed" | "throttled";
      message: string;
      /** A wrong code on the enrolment step: the key still waiting to be confirmed, to show again. */
      enrolTotpSecret?: string;
    };

const FAILED = { ok: false, code: "sign_in_failed", message: SIGN_IN_FAILED } as const;

/** Runs one sign-in attempt (see the module comment). */
export async function signIn(deps: SignInDeps, input: SignInInput): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const now = deps.clock();
  // The tight limits are spent before the credentials are checked (a guess costs a point whatever its
  // outcome) and keyed by the client: a stranger's guesses never throttle the owner's own client.
  const pairKey = `${email}\n${input.client}`;
  const pair = await deps.rateLimits.take("operatorSignInAccountClient", pairKey, input.ip);
  const client = pair.ok ? await deps.rateLimits.take("operatorSignInClient", input.client, input.ip) : pair;
  if (!client.ok) {
    if (pair.ok) await deps.rateLimits.refund("operatorSignInAccountClient", pairKey);
    // One audit row per client and window, however long it keeps posting.
    if ((await deps.rateLimits.count("operatorSignInThrottled", input.client)).used === 1)
      await recordAudit(deps.db, {
        operatorId: null,
        action: "sign_in_failed",
        ipHash: input.ipHash,
        detail: { email, reason: "throttled" },
      });
    return { ok: false, code: "throttled", message: SIGN_IN_THROTTLED };
  }
  const giveBack = async () => {
    await deps.rateLimits.refund("operatorSignInAccountClient", pairKey);
    await deps.rateLimits.refund("operatorSignInClient", input.client);
  };
  const fail = async (operatorId: number | null, reason: string) => {
    await recordAudit(deps.db, {
      operatorId,
      action: "sign_in_failed",
      target: operatorId ? `operator:${operatorId}` : undefined,
      ipHash: input.ipHash,
      detail: { email, reason },
    });
    // The account's ceiling across clients: many clients failing on one account is an attack to look
    // at, but locking would hand the attacker the owner's access. Alerted once per window.
    const ceiling = await deps.rateLimits.count("operatorSignInAccount", email);
    if (ceiling.used === ceiling.limit + 1) {
      deps.securityLog("sign_in_account_ceiling", input.ip, { operatorId, failures: ceiling.used });
      deps.metrics.signInCeiling.inc();
    }
    return FAILED;
  };

  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(and(eq(operators.email, email), eq(operators.active, true)));
  const passed = input.pending
    ? operator !== undefined && verifyPending(deps.signingKey, input.pending, operator, now)
    : await verifyPassword(operator?.passwordHash ?? (await decoyPasswordHash()), input.password ?? "");
  if (!operator || !passed) return fail(operator?.id ?? null, input.pending ? "pending_invalid" : "password");

  const code = input.code?.replace(/\s+/g, "") ?? "";
  // Reset by an owner (no TOTP key, no passkey): the password leads to enrolling a new authenticator app.
  const enrolling = operator.totpSecret === null && (await passkeyCount(deps.db, operator.id)) === 0;
  if (enrolling && (code === "" || operator.pendingTotpSecret === null)) {
    const totpSecret = operator.pendingTotpSecret ?? newTotpSecret();
    await deps.db.update(operators).set({ pendingTotpSecret: totpSecret }).where(eq(operators.id, operator.id));
    await giveBack();
    // Only a password gives a new token; a pending token is answered with itself, never renewed.
    const pending = input.pending ?? signPending(deps.signingKey, operator, now);
    return { ok: true, stage: "enrol", pending, email, totpSecret };
  }
  const recoveryCode = input.recoveryCode?.trim() ?? "";
  let recoveryCodesLeft: number | undefined;
  if (recoveryCode !== "" && !enrolling) {
    const used = await redeemRecoveryCode(deps.db, operator.id, recoveryCode, now);
    if (!used) return fail(operator.id, "recovery_code");
    recoveryCodesLeft = used.left;
    await recordAudit(deps.db, {
      operatorId: operator.id,
      action: "recovery_code_used",
      target: `operator:${operator.id}`,
      ipHash: input.ipHash,
      detail: { left: used.left },
    });
  } else {
    if (code === "") {
      await giveBack();
      const pending = input.pending ?? signPending(deps.signingKey, operator, now);
      return { ok: true, stage: "code", pending, email };
    }
    const enrolled = enrolling ? await enrolTotp(deps.db, operator.id, operator.pendingTotpSecret, code, now) : null;
    if (enrolling && !enrolled)
      return { ...(await fail(operator.id, "code")), enrolTotpSecret: operator.pendingTotpSecret ?? undefined };
    if (enrolled)
      await recordAudit(deps.db, {
        operatorId: operator.id,
        action: "authenticator_enrolled",
        target: `operator:${operator.id}`,
        ipHash: input.ipHash,
      });
    else if (!(await claimTotpStep(deps.db, operator, code, now))) return fail(operator.id, "code");
  }

  await giveBack();
  const sessionId = await createSession(deps.db, operator.id, now, input.userAgent);
  await recordAudit(deps.db, {
    operatorId: operator.id,
    action: "sign_in",
    target: `operator:${operator.id}`,
    ipHash: input.ipHash,
    ...(recoveryCodesLeft === undefined ? {} : { detail: { via: "recovery_code" } }),
  });
  return { ok: true, stage: "signed_in", sessionId, operatorId: operator.id, recoveryCodesLeft };
}

/** Whether `code` is the operator's next TOTP code; its step is stored so it cannot be replayed. */
async function claimTotpStep(
  db: Database,
  operator: { id: number; totpSecret: string | null; totpLastStep: number },
  code: string,
  now: Date,
): Promise<boolean> {
  const step =
    operator.totpSecret !== null && /^\d{6}$/.test(code)
      ? matchTotp(operator.totpSecret, code, now, operator.totpLastStep)
      : null;
  // The step is claimed atomically: of two posts of one code, one wins and the other is a replay.
  const claimed =
    step === null
      ? []
      : await db
          .update(operators)
          .set({ totpLastStep: step })
          .where(and(eq(operators.id, operator.id), lt(operators.totpLastStep, step)))
          .returning({ id: operators.id });
  return claimed[0] !== undefined;
}

/** Confirms the pending TOTP key of a reset operator with one of its codes and makes it their key. */
async function enrolTotp(
  db: Database,
  operatorId: number,
  pendingSecret: string | null,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = pendingSecret !== null && /^\d{6}$/.test(code) ? matchTotp(pendingSecret, code, now, 0) : null;
  if (step === null) return false;
  const enrolled = await db
    .update(operators)
    .set({ totpSecret: pendingSecret, pendingTotpSecret: null, totpLastStep: step })
    .where(and(eq(operators.id, operatorId), eq(operators.pendingTotpSecret, pendingSecret!)))
    .returning({ id: operators.id });
  return enrolled.length > 0;
}

/** Whose credentials a pending token vouches for: the operator and their credential version. */
type PendingSubject = { id: number; credentialVersion: number };

/** A pending token's payload: operator id, credential version, expiry (ms since the epoch). */
const pendingPayload = z.object({ o: z.number().int(), c: z.number().int(), x: z.number().int() });

/** The pending tokens' own key (server/secrets/signed-token.ts), so no other kind of token passes for one. */
const pendingKey = (secret: string | Buffer) => tokenKey(secret, "operator-pending");

/** A token saying "this operator gave the right password for this credential version", valid 5 minutes. */
function signPending(secret: string | Buffer, subject: PendingSubject, now: Date): string {
  const payload = { o: subject.id, c: subject.credentialVersion, x: now.getTime() + PENDING_TTL_MS };
  return signToken(pendingKey(secret), payload satisfies z.infer<typeof pendingPayload>);
}

function verifyPending(secret: string | Buffer, token: string, subject: PendingSubject, now: Date): boolean {
  const payload = verifyToken(pendingKey(secret), token, pendingPayload);
  return (
    payload !== undefined &&
    payload.o === subject.id &&
    payload.c === subject.credentialVersion &&
    payload.x > now.getTime()
  );
}
