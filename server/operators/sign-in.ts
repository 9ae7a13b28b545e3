/**
 * Console sign-in (ASVS 2.2, 2.8): Email and Password, then the authenticator's code (in one
 * post, or in two: a right password without a code answers with a short-lived signed "pending" token
 * for the code step). Every failure gets one answer that does not say whether the address exists; at
 * most 10 failures per account and per client in 15 minutes (rate-limit.ts policies, a success gives
 * its point back); a code's time step is stored, and that step or an older one is refused next time.
 * Every attempt is audited ("sign_in" / "sign_in_failed").
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { operators } from "../../db/schema";
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED } from "../../app/domain/operator";
import { recordAudit } from "../audit";
import type { RateLimits } from "../rate-limit";
import { decoyPasswordHash, verifyPassword } from "./password";
import { createSession } from "./sessions";
import { matchTotp } from "./totp";
import { normalizeEmail } from "../../app/domain/email";

/** How long the code step may follow a right password (ms). */
export const PENDING_TTL_MS = 5 * 60_000;

/** What sign-in needs. `signingKey` signs the pending tokens (shared by every instance). */
export interface SignInDeps {
  db: Database;
  rateLimits: Pick<RateLimits, "take" | "refund">;
  clock: () => Date;
  signingKey: string | Buffer;
}

/** One sign-in post. `pending` replaces the password on the code step. */
export interface SignInInput {
  email: string;
  password?: string;
  pending?: string;
  code?: string;
  /** The client's rate-limit key (server/client-ip.ts `clientKey`). */
  client: string;
  ipHash: string;
}

/** Outcome: signed in (a new session id), the code is wanted next, or one generic failure. */
export type SignInResult =
  | { ok: true; stage: "signed_in"; sessionId: string; operatorId: number }
  | { ok: true; stage: "code"; pending: string; email: string }
  | { ok: false; code: "sign_in_failed" | "throttled"; message: string };

const FAILED = { ok: false, code: "sign_in_failed", message: SIGN_IN_FAILED } as const;

/** Runs one sign-in attempt (see the module comment). */
export async function signIn(deps: SignInDeps, input: SignInInput): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const now = deps.clock();
  const account = await deps.rateLimits.take("operatorSignInAccount", email);
  const client = account.ok ? await deps.rateLimits.take("operatorSignInClient", input.client) : account;
  if (!client.ok) {
    if (account.ok) await deps.rateLimits.refund("operatorSignInAccount", email);
    await recordAudit(deps.db, {
      operatorId: null,
      action: "sign_in_failed",
      ipHash: input.ipHash,
      detail: { email, reason: "throttled" },
    });
    return { ok: false, code: "throttled", message: SIGN_IN_THROTTLED };
  }
  const giveBack = async () => {
    await deps.rateLimits.refund("operatorSignInAccount", email);
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
    return FAILED;
  };

  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(and(eq(operators.email, email), eq(operators.active, true)));
  const passed = input.pending
    ? operator !== undefined && verifyPending(deps.signingKey, input.pending, operator.id, now)
    : await verifyPassword(operator?.passwordHash ?? (await decoyPasswordHash()), input.password ?? "");
  if (!operator || !passed) return fail(operator?.id ?? null, input.pending ? "pending_invalid" : "password");

  const code = input.code?.replace(/\s+/g, "") ?? "";
  if (code === "") {
    await giveBack();
    return { ok: true, stage: "code", pending: signPending(deps.signingKey, operator.id, now), email };
  }
  const step = /^\d{6}$/.test(code) ? matchTotp(operator.totpSecret, code, now, operator.totpLastStep) : null;
  // The step is claimed atomically: of two posts of one code, one wins and the other is a replay.
  const claimed =
    step === null
      ? []
      : await deps.db
          .update(operators)
          .set({ totpLastStep: step })
          .where(and(eq(operators.id, operator.id), lt(operators.totpLastStep, step)))
          .returning({ id: operators.id });
  if (!claimed[0]) return fail(operator.id, "code");

  await giveBack();
  const sessionId = await createSession(deps.db, operator.id, now);
  await recordAudit(deps.db, {
    operatorId: operator.id,
    action: "sign_in",
    target: `operator:${operator.id}`,
    ipHash: input.ipHash,
  });
  return { ok: true, stage: "signed_in", sessionId, operatorId: operator.id };
}

function pendingMac(key: string | Buffer, operatorId: number, expires: number): string {
  return createHmac("sha256", key).update(`operator-sign-in:${operatorId}:${expires}`).digest("base64url");
}

/** A token saying "operator `operatorId` gave the right password", valid 5 minutes. */
function signPending(key: string | Buffer, operatorId: number, now: Date): string {
  const expires = now.getTime() + PENDING_TTL_MS;
  return `${expires}.${pendingMac(key, operatorId, expires)}`;
}

function verifyPending(key: string | Buffer, token: string, operatorId: number, now: Date): boolean {
  const [expiresText = "", mac = ""] = token.split(".");
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires <= now.getTime()) return false;
  const expected = Buffer.from(pendingMac(key, operatorId, expires));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
