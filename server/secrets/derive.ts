/**
 * The one key derivation: every secret the server uses for one purpose is derived from a root secret
 * (CAPTCHA_HMAC_KEY or its generated file, the sign-up secret, the newsletter secret) with its own label,
 * so no two purposes share a key and a key of one purpose says nothing about another's.
 */
import { createHmac } from "node:crypto";

/**
 * The key for `label` under `secret`: HMAC-SHA-256(secret, "docsleeve:" + label), 32 bytes. Stable: the
 * same secret and label always give the same key (tokens and hashes made before a restart still check).
 * A label names one use ("captcha-challenge", "email-token", "newsletter:ip", …); never reuse one.
 */
export function deriveKey(secret: string | Buffer, label: string): Buffer {
  return createHmac("sha256", secret).update(`docsleeve:${label}`).digest();
}
