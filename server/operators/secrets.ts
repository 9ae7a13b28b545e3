/** Random secrets of the console (session ids, invitation tokens) and how they are stored: SHA-256 only. */
import { createHash, createHmac, randomBytes } from "node:crypto";

/** 32 random bytes, base64url (43 characters): a session id or an invitation token. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, hex: what the database keeps, so a leaked table signs nobody in. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A keyed hash of the client's IP (HMAC-SHA-256, first 16 hex digits), as the security log keeps it. */
export function ipHashOf(key: string | Buffer, ip: string): string {
  return createHmac("sha256", key)
    .update(ip || "unknown")
    .digest("hex")
    .slice(0, 16);
}
