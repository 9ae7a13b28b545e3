/**
 * Signed newsletter links: signed tokens (server/secrets/signed-token.ts) under the newsletter secret's
 * `newsletter:token` key; the two kinds share it and are told apart by their payload's `p`.
 * - confirm: `{p: "c", id, n}`: subscriber id and the nonce of its pending request (a newer request,
 *   or the confirmation itself, retires the link; the 7-day expiry is checked against the row).
 * - unsubscribe: `{p: "u", id, e, t}`: subscriber id, address and when the link was issued (seconds
 *   since the epoch); it never expires for unsubscribing, as a mail may be opened years later and RFC
 *   8058 wants the one-click link to keep working, but only a recent one can subscribe again
 *   (server/newsletter/subscriptions.ts `resubscribe`). Links mailed before `t` existed have none.
 */
import { z } from "zod";
import { normalizeEmail } from "../../app/domain/email";
import { signToken as sign, verifyToken as verify, type TokenKey } from "../secrets/signed-token";

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
export function signConfirmToken(key: TokenKey, id: number, nonce: string): string {
  return sign(key, { p: "c", id, n: nonce } satisfies ConfirmToken);
}

/** The payload of a genuine confirmation token, or undefined. */
export function verifyConfirmToken(key: TokenKey, token: string | null | undefined): ConfirmToken | undefined {
  return verify(key, token, confirmPayload);
}

/** The token of subscriber `id`'s unsubscribe link (bound to the address too), issued at `issuedAt`. */
export function signUnsubscribeToken(key: TokenKey, id: number, email: string, issuedAt?: Date): string {
  const payload: UnsubscribeToken = { p: "u", id, e: normalizeEmail(email) };
  if (issuedAt) payload.t = Math.floor(issuedAt.getTime() / 1000);
  return sign(key, payload);
}

/** The payload of a genuine unsubscribe token, or undefined. */
export function verifyUnsubscribeToken(key: TokenKey, token: string | null | undefined): UnsubscribeToken | undefined {
  return verify(key, token, unsubscribePayload);
}
