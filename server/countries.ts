/** The countries of the sign-up's select, read from the seed. */
import { countries } from "../db/schema";
import type { Database } from "../db/database";

const byName = new Intl.Collator("en", { sensitivity: "base" });

/** Every country as `{ id, name }`, alphabetical. */
export async function listCountries(db: Database): Promise<{ id: number; name: string }[]> {
  // Sorted here, not in SQL: PGlite and PostgreSQL use different collations, and "Åland" belongs with "A".
  const rows = await db.select({ id: countries.id, name: countries.name }).from(countries);
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}
