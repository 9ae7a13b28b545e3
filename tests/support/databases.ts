/**
 * Test databases: a fresh PGlite copied from the seeded dump, or a fresh PostgreSQL database created on
 * the server of TEST_DATABASE_URL (dropped afterwards). `DATABASES` lists the kinds to run suites on.
 */
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { seedDatabase } from "../../server/db/seed";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A migrated, seeded database of `kind`, private to the caller; `close()` also drops it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === "pglite") {
    const dump = new Blob([readFileSync(inject("pgliteDump"))]);
    const pglite = new PGlite({ loadDataDir: dump });
    return openDatabase({ dataDir: "unused", pglite });
  }
  const { url, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ dataDir: "unused", databaseUrl: url });
  await seedDatabase(handle.db);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/** Creates an empty PostgreSQL database next to TEST_DATABASE_URL's; returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `docsleeve_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
