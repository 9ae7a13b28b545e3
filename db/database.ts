/**
 * The Drizzle database type over this folder's schema, whichever driver is behind it (opened by
 * server/db/client.ts), and the shape of a seed step (the seeds are in server/db/seed/). Types only, so
 * that the whole server can name them without db/ depending on server/.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A seed step: must be safe to run any number of times, concurrently. */
export type Seed = (db: Database) => Promise<void>;
