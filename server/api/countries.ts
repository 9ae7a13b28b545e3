/** GET /api/country-list and GET /api/geo. */
import { listCountries } from "../countries";
import { countryOfIp } from "../geo";
import type { Database } from "../../db/database";
import { sharedRead } from "../fast-pages/shared-read";
import { defineRoute, SerializedBody } from "./http";

/**
 * The countries change only with a deploy (the seed), so the list is read and serialised once per
 * database handle and kept; Express answers its strong ETag with a 304 on a matching If-None-Match.
 * A failed read is not kept: the next request tries again.
 */
const countryListBody = sharedRead(
  async (db: Database) => new SerializedBody({ data: { data: await listCountries(db) } }),
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
