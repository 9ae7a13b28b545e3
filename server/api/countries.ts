/** GET /api/country-list and GET /api/geo (CONTRACT.md). */
import geoip from "geoip-country";
import { countries } from "../../db/schema";
import { COUNTRIES, DEFAULT_COUNTRY_ID } from "../../db/seed/countries";
import { defineRoute } from "./http";

const byName = new Intl.Collator("en", { sensitivity: "base" });

/** Country list for selects, alphabetical: `{data: {data: [{id, name}]}}`. */
export const countryListRoute = defineRoute({
  method: "GET",
  path: "/country-list",
  async handler(_input, { services }) {
    // Sorted here, not in SQL: PGlite and PostgreSQL use different collations, and "Åland" belongs with "A".
    const rows = await services.db.select({ id: countries.id, name: countries.name }).from(countries);
    rows.sort((a, b) => byName.compare(a.name, b.name));
    return { body: { data: { data: rows } } };
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

export const geoRoute = defineRoute({
  method: "GET",
  path: "/geo",
  noStore: true,
  handler: (_input, { ip }) => ({ body: { data: countryOfIp(ip) } }),
});
