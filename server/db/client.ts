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
import pg from "pg";
import type { Database } from "../../db/database";
import * as schema from "../../db/schema";
import { MIGRATIONS_DIR } from "../paths";
import { PRIVATE_DIR_MODE } from "../data-dir";

/**
 * An open database connection with its lifecycle (`Services.dbConnection`): the driver, readiness and
 * `close`. Queries go through `db`, the Drizzle handle over it (`Services.db`).
 */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How long the pool waits for a PostgreSQL connection before the query fails (ms). */
const CONNECT_TIMEOUT_MS = 3_000;

/** Node socket error codes of a server that cannot be reached or dropped the connection. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** pg's own messages for a connection that failed, timed out or ended under a query. */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/i;

/**
 * True when `error` (or any error in its `cause` chain, as Drizzle wraps driver errors) says the
 * database cannot be reached right now, rather than that a query was wrong: socket errors, pg's
 * connection messages, and SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash
 * recovery, "cannot connect now"). Such requests are answered 503 with Retry-After (server/api/http.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code)))
      return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
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
    // A connection attempt gives up after CONNECT_TIMEOUT_MS, so while PostgreSQL is away or restarting
    // requests fail fast (503, see isDatabaseUnavailable) instead of queueing until the client's timeout.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
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
