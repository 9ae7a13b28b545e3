/**
 * The newsletter's secret: generated once and kept in the `server_secrets` table (like the sign-up key,
 * server/signup/keys.ts), so a link signed by one instance is accepted by every other instance on the
 * same database. Three keys are derived from it: one signs links, one hashes IP addresses for the consent
 * record (a keyed hash, so the stored value cannot be reversed by hashing every IPv4 address), and one
 * hashes erased addresses (server/subscribers/erase.ts).
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
}

const cache = new WeakMap<Database, Promise<NewsletterKeys>>();

/** The keys of this database (loaded or generated once per database handle). */
export function newsletterKeys(db: Database): Promise<NewsletterKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadSecret(db).then((secret) => {
      const sub = (purpose: string) => createHmac("sha256", secret).update(`docsleeve:newsletter:${purpose}`).digest();
      return { token: sub("token"), ip: sub("ip"), erasure: sub("erasure") };
    });
    keys.catch(() => cache.delete(db)); // a failed load is retried by the next caller
    cache.set(db, keys);
  }
  return keys;
}

async function loadSecret(db: Database): Promise<string> {
  // Insert-if-missing, then read: instances racing on first use all end with the winner's secret.
  await db.insert(serverSecrets).values({ name: NEWSLETTER_SECRET_NAME, value: randomBytes(32).toString("hex") }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NEWSLETTER_SECRET_NAME));
  if (!row) throw new Error("could not create the newsletter key");
  return row.value;
}

/** The keyed hash of a client IP (hex), or null when the IP is unknown. */
export function hashIp(keys: NewsletterKeys, ip: string | undefined): string | null {
  return ip ? createHmac("sha256", keys.ip).update(ip).digest("hex") : null;
}
