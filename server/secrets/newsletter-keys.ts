/**
 * The newsletter's secret: `NEWSLETTER_HMAC_KEY` (required with NODE_ENV=production), or one generated
 * once and kept in the `server_secrets` table (./stored-secret.ts), so a link signed by one instance is
 * accepted by every other instance on the same database. A key kept only in the database is one a database
 * dump gives away (with it anyone can sign links), hence the variable in production. Three keys are
 * derived from the secret (./derive.ts, labels `newsletter:…`): one signs links, one hashes IP addresses
 * for the consent record, and one hashes erased addresses (server/newsletter/subscribers.ts).
 *
 * When the variable is set on a database that has a generated key, links already mailed were signed with
 * that one: it is kept as a legacy key that still unsubscribes (RFC 8058 wants a mailed one-click link to
 * keep working) and does nothing else.
 */
import type { Database } from "../../db/database";
import { deriveKey } from "./derive";
import { ipHash } from "./ip-hash";
import { tokenKey, type TokenKey } from "./signed-token";
import { ensureStoredSecret, storedSecret } from "./stored-secret";

/** Row name of the generated secret in `server_secrets`. */
export const NEWSLETTER_SECRET_NAME = "newsletter-hmac-key";

/** The derived keys. */
export interface NewsletterKeys {
  /** Signs confirmation and unsubscribe tokens (server/newsletter/tokens.ts). */
  token: TokenKey;
  /** Hashes client IPs for the consent record. */
  ip: Buffer;
  /** Hashes the addresses erased from the list, so they are recognised without being kept. */
  erasure: Buffer;
  /** Token keys of links mailed before `NEWSLETTER_HMAC_KEY` was set: accepted to unsubscribe only. */
  legacyTokens: TokenKey[];
}

/** What the keys are loaded from: the database, and `NEWSLETTER_HMAC_KEY` when it is set. */
export interface NewsletterKeySource {
  db: Database;
  config: { newsletterHmacKey?: string };
}

const cache = new WeakMap<Database, Promise<NewsletterKeys>>();

const tokenKeyOf = (secret: string) => tokenKey(secret, "newsletter:token");

/** The keys of this database and configuration (loaded or generated once per database handle). */
export function newsletterKeys({ db, config }: NewsletterKeySource): Promise<NewsletterKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadKeys(db, config.newsletterHmacKey);
    keys.catch(() => cache.delete(db)); // a failed load is retried by the next caller
    cache.set(db, keys);
  }
  return keys;
}

async function loadKeys(db: Database, configured: string | undefined): Promise<NewsletterKeys> {
  const generated = configured ? await storedSecret(db, NEWSLETTER_SECRET_NAME) : undefined;
  const secret = configured ?? (await ensureStoredSecret(db, NEWSLETTER_SECRET_NAME));
  return {
    token: tokenKeyOf(secret),
    ip: deriveKey(secret, "newsletter:ip"),
    erasure: deriveKey(secret, "newsletter:erasure"),
    legacyTokens: generated ? [tokenKeyOf(generated)] : [],
  };
}

/** The keyed hash of a client IP (hex), or null when the IP is unknown. */
export function hashIp(keys: NewsletterKeys, ip: string | undefined): string | null {
  return ip ? ipHash(keys.ip, ip) : null;
}
