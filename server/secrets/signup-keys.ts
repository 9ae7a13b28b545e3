/**
 * The sign-up secret (`SIGNUP_HMAC_KEY`): the configured key, or one generated on first use and kept in
 * the `server_secrets` table (./stored-secret.ts). The database, not `$DATA_DIR`, because every instance
 * that can verify a code or accept a registration already shares the database; a key per data folder would
 * make a token issued by one instance fail on the next. Each purpose gets an independent key derived from
 * it (./derive.ts); the token kinds get token keys (./signed-token.ts).
 */
import type { Services } from "../services";
import { deriveKey } from "./derive";
import { tokenKey, type TokenKey } from "./signed-token";
import { ensureStoredSecret } from "./stored-secret";

/** Row name of the generated key in `server_secrets`. */
export const SIGNUP_SECRET_NAME = "signup-hmac-key";

/** The keys derived from the sign-up secret. */
export interface SignupKeys {
  /** Hashes verification codes (server/signup/email-code.ts). */
  code: Buffer;
  /** Signs email tokens (server/signup/email-token.ts); also keys the card-testing caps' hashes. */
  token: TokenKey;
  /** Signs the links to invoice and credit note PDFs (server/invoices/links.ts). */
  document: TokenKey;
  /** Signs the customers' billing links (server/billing/links.ts). */
  billing: TokenKey;
  /** Signs the price a change of users was shown at (server/billing/users.ts). */
  usersPreview: TokenKey;
}

const cache = new WeakMap<Services["db"], Promise<SignupKeys>>();

/** The keys for these services (computed once per database handle). */
export function signupKeys(services: Pick<Services, "config" | "db">): Promise<SignupKeys> {
  let keys = cache.get(services.db);
  if (!keys) {
    const secret = services.config.signupHmacKey
      ? Promise.resolve(services.config.signupHmacKey)
      : ensureStoredSecret(services.db, SIGNUP_SECRET_NAME);
    keys = secret.then(derive);
    keys.catch(() => cache.delete(services.db)); // a failed load is retried by the next request
    cache.set(services.db, keys);
  }
  return keys;
}

function derive(secret: string): SignupKeys {
  return {
    code: deriveKey(secret, "email-code"),
    token: tokenKey(secret, "email-token"),
    document: tokenKey(secret, "document-link"),
    billing: tokenKey(secret, "billing-link"),
    usersPreview: tokenKey(secret, "billing-users-preview"),
  };
}
