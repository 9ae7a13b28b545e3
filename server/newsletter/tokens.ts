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
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { normalizeEmail } from "../../app/domain/email";

const confirmPayload = z.object({ p: z.literal("c"), id: z.number().int().positive(), n: z.string().min(1) });
const unsubscribePayload = z.object({
  p: z.literal("u"),
  id: z.number().int().positive(),
  e: z.string().min(3),
  t: z.number().int().positive().optional(),
});

export type ConfirmToken = z.infer<typeof confirmPayload>;
export type UnsubscribeToken = z.infer<typeof unsubscribePayload>;

const mac = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest();

function sign(key: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(key, body).toString("base64url")}`;
}

function verify<T>(key: Buffer, token: string | null | undefined, schema: z.ZodType<T>): T | undefined {
  if (!token || token.length > 512) return undefined;
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length) return undefined;
  const expected = mac(key, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

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
