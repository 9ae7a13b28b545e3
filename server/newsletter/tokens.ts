/**
 * Signed newsletter links. A token is base64url(JSON payload) "." base64url(HMAC-SHA-256 of the first
 * part), checked in constant time; anything forged, altered or truncated is refused before the payload
 * is even read.
 * - confirm: `{p: "c", id, n}`: subscriber id and the nonce of its pending request (a newer request,
 *   or the confirmation itself, retires the link; the 7-day expiry is checked against the row).
 * - unsubscribe: `{p: "u", id, e, t}`: subscriber id, address and when the link was issued (seconds
 *   since the epoch); it never expires for unsubscribing, as a mail may be opened years later and RFC
 *   8058 wants the one-click link to keep working, but only a recent one can subscribe again
 *   (server/newsletter/subscriptions.ts `resubscribe`). Links mailed before `t` existed have none.
 */
import { z } from "zod";
import { normalizeEmail } from "../../app/domain/email";
import { signToken as sign, verifyToken as verify } from "../signed-token";

const confirmPayload = z.object({ p: z.literal("c"), id: z.number().int().positive(), n: z.string().min(1) });
const unsubscribePayload = z.object({
  p: z.literal("u"),
  id: z.number().int().positive(),
  e: z.string().min(3),
  t: z.number().int().positive().optional(),
});

export type ConfirmToken = z.infer<typeof confirmPayload>;
export type UnsubscribeToken = z.infer<typeof unsubscribePayload>;

/** The token of a confirmation link for subscriber `id`'s pending request `nonce`. */
export function signConfirmToken(key: Buffer, id: number, nonce: string): string {
  return sign(key, { p: "c", id, n: nonce } satisfies ConfirmToken);
}

/** The payload of a genuine confirmation token, or undefined. */
export function verifyConfirmToken(key: Buffer, token: string | null | undefined): ConfirmToken | undefined {
  return verify(key, token, confirmPayload);
}

/** The token of subscriber `id`'s unsubscribe link (bound to the address too), issued at `issuedAt`. */
export function signUnsubscribeToken(key: Buffer, id: number, email: string, issuedAt?: Date): string {
  const payload: UnsubscribeToken = { p: "u", id, e: normalizeEmail(email) };
  if (issuedAt) payload.t = Math.floor(issuedAt.getTime() / 1000);
  return sign(key, payload);
}

/** The payload of a genuine unsubscribe token, or undefined. */
export function verifyUnsubscribeToken(key: Buffer, token: string | null | undefined): UnsubscribeToken | undefined {
  return verify(key, token, unsubscribePayload);
}
