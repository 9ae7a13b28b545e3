/**
 * Root secrets generated once into the database (table `server_secrets`) when no environment variable
 * gives them: every instance on the database then shares one, so what one instance signs, every other
 * checks. A secret kept only in the database is given away by a dump of it; production sets the variable.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { serverSecrets } from "../../db/schema";
import type { Database } from "../../db/database";

/** The secret stored under `name`, or undefined when none was generated yet. */
export async function storedSecret(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value;
}

/**
 * The secret stored under `name`, generating it (32 random bytes, hex) when missing. Insert-if-missing,
 * then read: instances racing on first use all end with the winner's secret.
 * @throws Error when the row can be neither inserted nor read back
 */
export async function ensureStoredSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const secret = await storedSecret(db, name);
  if (secret === undefined) throw new Error(`could not create the secret ${name}`);
  return secret;
}
