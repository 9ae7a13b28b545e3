/**
 * Random secrets handed to one holder (the console's session ids and invitation tokens) and how they are
 * stored: SHA-256 only, so a leaked table signs nobody in.
 */
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url (43 characters): a session id or an invitation token. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, hex: what the database keeps. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
