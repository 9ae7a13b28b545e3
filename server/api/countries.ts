/** GET /api/country-list and GET /api/geo (CONTRACT.md). */
import { countries } from "../../db/schema";
import { countryOfIp } from "../geo";
import { defineRoute } from "./http";

const byName = new Intl.Collator("en", { sensitivity: "base" });

/** Country list for selects, alphabetical: `{data: {data: [{id, name}]}}`. */
export const countryListRoute = defineRoute({
  method: "GET",
  path: "/country-list",
  summary: "The countries for the sign-up form: `data.data` is `[{ id, name }]`; id 192 is the default",
  async handler(_input, { services }) {
    // Sorted here, not in SQL: PGlite and PostgreSQL use different collations, and "Åland" belongs with "A".
    const rows = await services.db.select({ id: countries.id, name: countries.name }).from(countries);
    rows.sort((a, b) => byName.compare(a.name, b.name));
    return { body: { data: { data: rows } } };
  },
});

/** Kept here for callers of the API module; the lookup lives in ../geo.ts. */
export { countryOfIp };

export const geoRoute = defineRoute({
  method: "GET",
  path: "/geo",
  noStore: true,
  summary: "The caller's country (`{ country_code, country_id }`) from its address; unknown addresses get the default",
  handler: (_input, { ip }) => ({ body: { data: countryOfIp(ip) } }),
});
