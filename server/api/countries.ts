/** GET /api/country-list and GET /api/geo. */
import { countries } from "../../db/schema";
import { countryOfIp } from "../geo";
import type { Database } from "../../db/database";
import { sharedRead } from "../fast-pages/shared-read";
import { defineRoute, SerializedBody } from "./http";

const byName = new Intl.Collator("en", { sensitivity: "base" });

/**
 * The countries change only with a deploy (the seed), so the list is read and serialised once per
 * database handle and kept; Express answers its strong ETag with a 304 on a matching If-None-Match.
 * A failed read is not kept: the next request tries again.
 */
const countryListBody = sharedRead(
  async (db: Database) => {
    // Sorted here, not in SQL: PGlite and PostgreSQL use different collations, and "Åland" belongs with "A".
    const rows = await db.select({ id: countries.id, name: countries.name }).from(countries);
    rows.sort((a, b) => byName.compare(a.name, b.name));
    return new SerializedBody({ data: { data: rows } });
  },
  { reuseMs: Number.POSITIVE_INFINITY },
);

/** Country list for selects, alphabetical: `{data: {data: [{id, name}]}}`. */
export const countryListRoute = defineRoute({
  method: "GET",
  path: "/country-list",
  summary: "The countries for the sign-up form: `data.data` is `[{ id, name }]`; id 192 is the default",
  async handler(_input, { services }) {
    return { body: await countryListBody(services.db) };
  },
});


/** `/api/geo` answers by country id, serialised once each (at most the ~250 countries). */
const geoBodies = new Map<number, SerializedBody>();

export const geoRoute = defineRoute({
  method: "GET",
  path: "/geo",
  noStore: true,
  summary: "The caller's country (`{ country_code, country_id }`) from its address; unknown addresses get the default",
  handler(_input, { ip }) {
    const country = countryOfIp(ip);
    let body = geoBodies.get(country.country_id);
    if (!body) geoBodies.set(country.country_id, (body = new SerializedBody({ data: country })));
    return { body };
  },
});
