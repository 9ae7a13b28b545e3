/**
 * The sign-up secret (`SIGNUP_HMAC_KEY`): the configured key, or one generated on first use and kept in
 * the `server_secrets` table. The database, not `$DATA_DIR`, because every instance that can verify a
 * code or accept a registration already shares the database; a key per data folder would make a token
 * issued by one instance fail on the next. Each purpose gets an independent key derived from it.
 */
import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { serverSecrets } from "../../db/schema";
import type { Services } from "../services";

/** Row name of the generated key in `server_secrets`. */
export const SIGNUP_SECRET_NAME = "signup-hmac-key";

/** The derived keys: one hashes verification codes, one signs email tokens. */
export interface SignupKeys {
  code: Buffer;
  token: Buffer;
  /** Signs the links to invoice and credit note PDFs (server/invoices/links.ts). */
  document: Buffer;
  /** Signs the customers' billing links (server/billing/links.ts). */
  billing: Buffer;
  /** Signs the price a change of users was shown at (server/billing/users.ts). */
  usersPreview: Buffer;
}

const cache = new WeakMap<Services["db"], Promise<SignupKeys>>();

/** The keys for these services (computed once per database handle). */
export function signupKeys(services: Pick<Services, "config" | "db">): Promise<SignupKeys> {
  let keys = cache.get(services.db);
  if (!keys) {
    keys = loadSecret(services).then(derive);
    keys.catch(() => cache.delete(services.db)); // a failed load is retried by the next request
    cache.set(services.db, keys);
  }
  return keys;
}

async function loadSecret({ config, db }: Pick<Services, "config" | "db">): Promise<string> {
  if (config.signupHmacKey) return config.signupHmacKey;
  // Insert-if-missing, then read: instances racing on first use all end with the winner's key.
  await db
    .insert(serverSecrets)
    .values({ name: SIGNUP_SECRET_NAME, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SIGNUP_SECRET_NAME));
  if (!row) throw new Error("could not create the sign-up key");
  return row.value;
}

function derive(secret: string): SignupKeys {
  const sub = (purpose: string) => createHmac("sha256", secret).update(`docsleeve:${purpose}`).digest();
  return {
    code: sub("email-code"),
    token: sub("email-token"),
    document: sub("document-link"),
    billing: sub("billing-link"),
    usersPreview: sub("billing-users-preview"),
  };
}
