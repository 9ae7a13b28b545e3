/** GET /api/country-list and GET /api/geo (CONTRACT.md). */
import geoip from "geoip-country";
import { countries } from "../../db/schema";
import { COUNTRIES, DEFAULT_COUNTRY_ID } from "../../db/seed/countries";
import type { Database } from "../db/client";
import { sharedRead } from "../shared-read";
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
  async handler(_input, { services }) {
    return { body: await countryListBody(services.db) };
  },
});

const idByCode = new Map(COUNTRIES.map(([id, code]) => [code, id]));
const codeById = new Map(COUNTRIES.map(([id, code]) => [id, code]));

/**
 * The caller's country from its IP (geoip-country, offline data). Loopback, private and unknown
 * addresses give the default country (Singapore, id 192).
 */
export function countryOfIp(ip: string): { country_code: string; country_id: number } {
  const code = ip ? geoip.lookup(ip.replace(/^::ffff:/, ""))?.country : undefined;
  const id = code ? idByCode.get(code) : undefined;
  if (code && id !== undefined) return { country_code: code, country_id: id };
  return { country_code: codeById.get(DEFAULT_COUNTRY_ID)!, country_id: DEFAULT_COUNTRY_ID };
}

/** `/api/geo` answers by country id, serialised once each (at most the ~250 countries). */
const geoBodies = new Map<number, SerializedBody>();

export const geoRoute = defineRoute({
  method: "GET",
  path: "/geo",
  handler(_input, { ip }) {
    const country = countryOfIp(ip);
    let body = geoBodies.get(country.country_id);
    if (!body) geoBodies.set(country.country_id, (body = new SerializedBody({ data: country })));
    return { body };
  },
});
