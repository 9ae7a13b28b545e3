/**
 * The `email_token` POST /api/verify-email-code hands out: proof that the holder read a code sent to an
 * address, valid 30 minutes, bound to the lower-cased address. A signed token (server/secrets/signed-token.ts)
 * of `{v: 1, email, exp, n}` under the sign-up secret's `email-token` key. Stateless, so any instance can
 * check it. Why not a client-side comparison: see docs/decisions/0048-email-verification-on-the-server.md.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";

import { EMAIL_TOKEN_TTL_MS } from "../../app/domain/signup";
import { normalizeEmail } from "../../app/domain/email";
import { readToken, signToken, type TokenKey } from "../secrets/signed-token";

export { EMAIL_TOKEN_TTL_MS };

const payloadSchema = z.object({ v: z.literal(1), email: z.string(), exp: z.number(), n: z.string() });

/** Longest token read: the registration schema takes `email_token` up to 1,000 characters. */
const MAX_EMAIL_TOKEN_LENGTH = 1024;

/** Issues a token for `email` (lower-cased here), expiring `EMAIL_TOKEN_TTL_MS` from `now`. */
export function signEmailToken(key: TokenKey, email: string, now = Date.now()): string {
  return signToken(key, {
    v: 1,
    email: normalizeEmail(email),
    exp: now + EMAIL_TOKEN_TTL_MS,
    n: randomBytes(9).toString("base64url"),
  } satisfies z.infer<typeof payloadSchema>);
}

/** Why a token is refused: an expected outcome, not an exception. */
export type EmailTokenFailure = "malformed" | "bad_signature" | "expired" | "other_email";

/** Checks a token against the address it must prove. */
export function verifyEmailToken(
  key: TokenKey,
  token: string,
  email: string,
  now = Date.now(),
): { ok: true } | { ok: false; reason: EmailTokenFailure } {
  const reading = readToken(key, token, MAX_EMAIL_TOKEN_LENGTH);
  if (!reading.ok) return reading;
  const parsed = payloadSchema.safeParse(reading.payload);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  if (parsed.data.exp <= now) return { ok: false, reason: "expired" };
  if (parsed.data.email !== normalizeEmail(email)) return { ok: false, reason: "other_email" };
  return { ok: true };
}
