/**
 * Idempotent seed run at every start: upserts reference data so that a restart, or two instances
 * starting together, leave exactly one copy. Feature seeds register themselves in `SEEDS`.
 */
import { sql } from "drizzle-orm";
import { countries } from "../../../db/schema";
import { COUNTRIES } from "./countries";
import type { Database, Seed } from "../../../db/database";
import { seedBlogPosts } from "../../blog/import";
import { seedPlans } from "./plans";

/** Countries with their stable ids (192 = Singapore). */
export const seedCountries: Seed = async (db) => {
  await db
    .insert(countries)
    .values(COUNTRIES.map(([id, code, name]) => ({ id, code, name })))
    .onConflictDoUpdate({ target: countries.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } });
};

/** Every seed, in order. */
export const SEEDS: Seed[] = [seedCountries, seedBlogPosts, seedPlans];

/** Runs every seed in order. */
export async function seedDatabase(db: Database): Promise<void> {
  for (const seed of SEEDS) await seed(db);
}
