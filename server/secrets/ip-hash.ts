/**
 * The one keyed hash of a client's IP address, for every record that must tell clients apart without
 * keeping their addresses: the security log, the console's audit log, contact messages, the newsletter's
 * consent record. Keyed (HMAC-SHA-256), so the stored value cannot be reversed by hashing every IPv4
 * address; each use has its own key (server/secrets/derive.ts), so hashes of one record cannot be matched
 * against another's.
 */
import { createHmac } from "node:crypto";

/** How many hex digits a log line or the audit log keeps of the hash (64 bits: enough to tell clients apart). */
export const SHORT_IP_HASH_LENGTH = 16;

/** HMAC-SHA-256 of `ip` under `key`, hex (64 digits). */
export function ipHash(key: string | Buffer, ip: string): string {
  return createHmac("sha256", key).update(ip).digest("hex");
}

/** The first `SHORT_IP_HASH_LENGTH` hex digits of `ipHash`: what log lines and the audit log keep. */
export function shortIpHash(key: string | Buffer, ip: string): string {
  return ipHash(key, ip).slice(0, SHORT_IP_HASH_LENGTH);
}
