/**
 * The country list (GET /api/country-list), read once per page view when the details form opens. It is
 * an optional comfort: if the request fails the select keeps the preselected country. (The visitor's
 * own country comes with the page: see app/server/pricing/data.server.ts.)
 */
import { useEffect, useState } from "react";
import { getJson } from "../../lib/api";

/** A country option. */
export interface Country {
  id: number;
  name: string;
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
