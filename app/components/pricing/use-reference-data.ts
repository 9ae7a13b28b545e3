/**
 * Data the flow reads from the API once per page view: the visitor's country (GET /api/geo, looked up
 * on the server from the IP) and the country list (GET /api/country-list). Both are optional comforts:
 * if a request fails the flow falls back to the defaults (USD, Singapore 192).
 */
import { useEffect, useState } from "react";
import { getJson } from "../../lib/api";

/** The visitor's country as /api/geo reports it. */
export interface Geo {
  country_code: string;
  country_id: number;
}

/** A country option. */
export interface Country {
  id: number;
  name: string;
}

/** /api/geo, or null until (or unless) it answers. */
export function useGeo(): Geo | null {
  const [geo, setGeo] = useState<Geo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getJson<Geo>("/api/geo", controller.signal)
      .then((r) => {
        if (r.ok && r.body.data) setGeo(r.body.data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return geo;
}

let countriesCache: Country[] | undefined;

/** /api/country-list (alphabetical), fetched when `enabled` first becomes true; [] until then. */
export function useCountries(enabled: boolean): Country[] {
  const [countries, setCountries] = useState<Country[]>(countriesCache ?? []);
  useEffect(() => {
    if (!enabled || countriesCache) return;
    const controller = new AbortController();
    getJson<{ data: Country[] }>("/api/country-list", controller.signal)
      .then((r) => {
        if (r.ok && r.body.data) {
          countriesCache = r.body.data.data;
          setCountries(countriesCache);
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return countries;
}
