/**
 * The newsletter's secret: `NEWSLETTER_HMAC_KEY` (required with NODE_ENV=production), or one generated
 * once and kept in the `server_secrets` table, so a link signed by one instance is accepted by every other
 * instance on the same database. A key kept only in the database is one a database dump gives away (with
 * it anyone can sign links), hence the variable in production. Three keys are derived from the secret: one
 * signs links, one hashes IP addresses for the consent record (a keyed hash, so the stored value cannot
 * be reversed by hashing every IPv4 address), and one hashes erased addresses (server/subscribers/erase.ts).
 *
 * When the variable is set on a database that has a generated key, links already mailed were signed with
 * that one: it is kept as a legacy key that still unsubscribes (RFC 8058 wants a mailed one-click link to
 * keep working) and does nothing else.
 */
import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { serverSecrets } from "../../db/schema";
import type { Database } from "../../db/database";

/** Row name of the generated secret in `server_secrets`. */
export const NEWSLETTER_SECRET_NAME = "newsletter-hmac-key";

/** The derived keys. */
export interface NewsletterKeys {
  /** Signs confirmation and unsubscribe tokens (HMAC-SHA-256). */
  token: Buffer;
  /** Hashes client IPs for the consent record. */
  ip: Buffer;
  /** Hashes the addresses erased from the list, so they are recognised without being kept. */
  erasure: Buffer;
  /** Token keys of links mailed before `NEWSLETTER_HMAC_KEY` was set: accepted to unsubscribe only. */
  legacyTokens: Buffer[];
}

/** What the keys are loaded from: the database, and `NEWSLETTER_HMAC_KEY` when it is set. */
export interface NewsletterKeySource {
  db: Database;
  config: { newsletterHmacKey?: string };
}

const cache = new WeakMap<Database, Promise<NewsletterKeys>>();

const derive = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`docsleeve:newsletter:${purpose}`).digest();

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
  if (configured) {
    const generated = await storedSecret(db);
    return {
      token: derive(configured, "token"),
      ip: derive(configured, "ip"),
      erasure: derive(configured, "erasure"),
      legacyTokens: generated ? [derive(generated, "token")] : [],
    };
  }
  // Insert-if-missing, then read: instances racing on first use all end with the winner's secret.
  await db
    .insert(serverSecrets)
    .values({ name: NEWSLETTER_SECRET_NAME, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const secret = await storedSecret(db);
  if (!secret) throw new Error("could not create the newsletter key");
  return {
    token: derive(secret, "token"),
    ip: derive(secret, "ip"),
    erasure: derive(secret, "erasure"),
    legacyTokens: [],
  };
}

async function storedSecret(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, NEWSLETTER_SECRET_NAME));
  return row?.value;
}

/** The keyed hash of a client IP (hex), or null when the IP is unknown. */
export function hashIp(keys: NewsletterKeys, ip: string | undefined): string | null {
  return ip ? createHmac("sha256", keys.ip).update(ip).digest("hex") : null;
}
