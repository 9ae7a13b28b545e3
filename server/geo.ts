/**
 * The visitor's country from its IP address, looked up on the server with geoip-country's offline data
 * (no third-party call). Used by GET /api/geo and by pages that render for the visitor's country.
 */
import geoip from "geoip-country";
import { COUNTRIES, DEFAULT_COUNTRY_ID } from "./db/seed/countries";

/** A country as the API names it: ISO 3166 alpha-2 code and the country list's id. */
export interface GeoCountry {
  country_code: string;
  country_id: number;
}

const idByCode = new Map(COUNTRIES.map(([id, code]) => [code, id]));
const codeById = new Map(COUNTRIES.map(([id, code]) => [id, code]));

/**
 * The country `ip` belongs to, or undefined when the address gives none (loopback, private, reserved,
 * unknown, or a country missing from the country list). IPv4-mapped IPv6 ("::ffff:1.2.3.4") is read as IPv4.
 */
export function lookupCountry(ip: string): GeoCountry | undefined {
  const code = ip ? geoip.lookup(ip.replace(/^::ffff:/, ""))?.country : undefined;
  const id = code ? idByCode.get(code) : undefined;
  return code && id !== undefined ? { country_code: code, country_id: id } : undefined;
}

/** The country of `ip`, or the default country (Singapore, id 192) when the address gives none. */
export function countryOfIp(ip: string): GeoCountry {
  return lookupCountry(ip) ?? { country_code: codeById.get(DEFAULT_COUNTRY_ID)!, country_id: DEFAULT_COUNTRY_ID };
}
