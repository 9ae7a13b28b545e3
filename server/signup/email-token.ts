/**
 * The `email_token` POST /api/verify-email-code hands out: proof that the holder read a code sent to an
 * address, valid 30 minutes, bound to the lower-cased address. Format: base64url(JSON payload) "."
 * base64url(HMAC-SHA-256). Stateless, so any instance can check it. Why not a client-side
 * comparison: see docs/decisions/0048-email-verification-on-the-server.md.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

import { EMAIL_TOKEN_TTL_MS } from "../../app/domain/signup";
import { normalizeEmail } from "../../app/domain/email";

export { EMAIL_TOKEN_TTL_MS };

const payloadSchema = z.object({ v: z.literal(1), email: z.string(), exp: z.number(), n: z.string() });

const mac = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest();

/** Issues a token for `email` (lower-cased here), expiring `EMAIL_TOKEN_TTL_MS` from `now`. */
export function signEmailToken(key: Buffer, email: string, now = Date.now()): string {
  const payload = {
    v: 1,
    email: normalizeEmail(email),
    exp: now + EMAIL_TOKEN_TTL_MS,
    n: randomBytes(9).toString("base64url"),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(key, body).toString("base64url")}`;
}

/** Why a token is refused: an expected outcome, not an exception. */
export type EmailTokenFailure = "malformed" | "bad_signature" | "expired" | "other_email";

/** Checks a token against the address it must prove. */
export function verifyEmailToken(
  key: Buffer,
  token: string,
  email: string,
  now = Date.now(),
): { ok: true } | { ok: false; reason: EmailTokenFailure } {
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length) return { ok: false, reason: "malformed" };
  const expected = mac(key, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "bad_signature" };
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (parsed.exp <= now) return { ok: false, reason: "expired" };
  if (parsed.email !== normalizeEmail(email)) return { ok: false, reason: "other_email" };
  return { ok: true };
}
