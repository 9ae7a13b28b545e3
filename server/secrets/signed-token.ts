/**
 * The one signed-token format, for every kind of token the server hands out and later checks: the
 * sign-up's `email_token`, the newsletter's confirmation and unsubscribe links, the invoice and credit
 * note links, the customers' billing links, the console's pending sign-in. A token is
 * base64url(JSON payload) "." base64url(HMAC-SHA-256 of the first part), checked in constant time;
 * anything forged, altered, truncated or spelt otherwise is refused before the payload is read, and the
 * payload is then parsed with the kind's schema. Stateless, so any instance checks what another signed.
 *
 * Each kind signs with its own key, a `TokenKey` derived from a root secret with the kind's purpose label
 * (`tokenKey(secret, "billing-link")`): a token of one kind never verifies as another, even when both
 * come from the same secret. The type makes the label impossible to forget.
 */
import { timingSafeEqual, createHmac } from "node:crypto";
import type { z } from "zod";
import { deriveKey } from "./derive";

/** A key that signs and checks one kind of token (see `tokenKey`). */
export type TokenKey = Buffer & { readonly __tokenKey: unique symbol };

/** Longest token read by default: links' tokens are a few dozen characters. */
const MAX_TOKEN_LENGTH = 512;

/** The key of the token kind `purpose` under `secret` (`deriveKey(secret, purpose)`). */
export function tokenKey(secret: string | Buffer, purpose: string): TokenKey {
  return deriveKey(secret, purpose) as TokenKey;
}

const mac = (key: TokenKey, body: string) => createHmac("sha256", key).update(body).digest();

/** The token of `payload` (any JSON object) under `key`. */
export function signToken(key: TokenKey, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(key, body).toString("base64url")}`;
}

/** What reading a token gave: its payload (not yet checked against a schema), or why not. */
export type TokenReading = { ok: true; payload: unknown } | { ok: false; reason: "malformed" | "bad_signature" };

/**
 * Reads a token signed under `key` (never throws). `malformed`: not two parts, too long, or a payload
 * that is not JSON; `bad_signature`: forged, altered, or signed by another key (another kind's included).
 */
export function readToken(key: TokenKey, token: string | null | undefined, maxLength = MAX_TOKEN_LENGTH): TokenReading {
  if (!token || token.length > maxLength) return { ok: false, reason: "malformed" };
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length) return { ok: false, reason: "malformed" };
  const expected = mac(key, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "bad_signature" };
  // Base64 decoding ignores the last character's spare bits: only the one spelling is the signature.
  if (given.toString("base64url") !== signature) return { ok: false, reason: "bad_signature" };
  try {
    return { ok: true, payload: JSON.parse(Buffer.from(body, "base64url").toString("utf8")) };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}

/** The payload of a genuine token under `key` that `schema` accepts, or undefined (never throws). */
export function verifyToken<T>(key: TokenKey, token: string | null | undefined, schema: z.ZodType<T>): T | undefined {
  const reading = readToken(key, token);
  if (!reading.ok) return undefined;
  const parsed = schema.safeParse(reading.payload);
  return parsed.success ? parsed.data : undefined;
}
