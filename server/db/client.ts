/**
 * Opens the database: embedded PGlite in `$DATA_DIR/db` when `DATABASE_URL` is unset, PostgreSQL via `pg`
 * when it is set. Both run the same drizzle-kit migrations (./drizzle) and the same queries.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "../../db/schema";
import { MIGRATIONS_DIR } from "../paths";
import { PRIVATE_DIR_MODE } from "../data-dir";

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its lifecycle. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}


/** Any 64-bit constant works; this one is "DocSleeve migrations", shared by every instance. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Opens and migrates the database.
 * @param options.databaseUrl PostgreSQL URL, or undefined for PGlite in `dataDir/db`
 * @param options.pgliteDir overrides the PGlite folder (tests use `memory://` or a loaded dump)
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PGlite;
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_DIR;
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl, migrationsFolder);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = path.join(options.dataDir, "db");
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  const pglite = client;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pglite.close(),
  };
}

/**
 * Migrates PostgreSQL under a session-level advisory lock, so instances started together apply each
 * migration exactly once (the others wait, then find nothing left to do).
 */
async function migratePostgres(databaseUrl: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
