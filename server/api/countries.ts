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
  async (db: Database) => {
    const body = new SerializedBody({ data: { data: await listCountries(db) } });
    readBodies.set(db, body);
    return body;
  },
  { reuseMs: Number.POSITIVE_INFINITY },
);
/** The list once read, per database handle: answered in front of Express from then on (./fast-answers.ts). */
const readBodies = new WeakMap<Database, SerializedBody>();

/** Country list for selects, alphabetical: `{data: {data: [{id, name}]}}`. */
export const countryListRoute = defineRoute({
  method: "GET",
  path: "/country-list",
  summary: "The countries for the sign-up form: `data.data` is `[{ id, name }]`; id 192 is the default",
  async handler(_input, { services }) {
    return { body: await countryListBody(services.db) };
  },
  answerAtHand: ({ services }) => readBodies.get(services.db),
});

/** `/api/geo` answers by country id, serialised once each (at most the ~250 countries). */
const geoBodies = new Map<number, SerializedBody>();

function geoBodyOf(ip: string): SerializedBody {
  const country = countryOfIp(ip);
  let body = geoBodies.get(country.country_id);
  if (!body) geoBodies.set(country.country_id, (body = new SerializedBody({ data: country })));
  return body;
}

export const geoRoute = defineRoute({
  method: "GET",
  path: "/geo",
  noStore: true,
  summary: "The caller's country (`{ country_code, country_id }`) from its address; unknown addresses get the default",
  handler(_input, { ip }) {
    return { body: geoBodyOf(ip) };
  },
  answerAtHand: ({ ip }) => geoBodyOf(ip()),
});
