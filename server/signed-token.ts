/**
 * Signed tokens for links: base64url(JSON payload) "." base64url(HMAC-SHA-256 of the first part),
 * checked in constant time; anything forged, altered or truncated is refused before the payload is
 * read, and the payload is parsed with its schema. Used by the newsletter's links and the invoice and
 * credit note links.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { z } from "zod";

const mac = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest();

/** The token of `payload` under `key`. */
export function signToken(key: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(key, body).toString("base64url")}`;
}

/** The payload of a genuine token that `schema` accepts, or undefined (never throws). */
export function verifyToken<T>(key: Buffer, token: string | null | undefined, schema: z.ZodType<T>): T | undefined {
  if (!token || token.length > 512) return undefined;
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length) return undefined;
  const expected = mac(key, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  // Base64 decoding ignores the last character's spare bits: only the one spelling is the signature.
  if (given.toString("base64url") !== signature) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
