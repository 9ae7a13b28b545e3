/**
 * The standard rates of VAT/GST where the seller may be registered, as data with their effective dates:
 * the one reviewed table the tax decision (app/domain/tax.ts) reads. Each country lists its rates oldest
 * first; a rate applies from its `from` day (UTC, inclusive) until the next one's. Reviewed 2026-11-28
 * against the member states' published standard rates; a new rate is one more row with its date.
 */

/** The places a seller registers for: Singapore GST, EU VAT (one OSS registration), UK VAT, Australian GST. */
export const TAX_REGIONS = ["SG", "EU", "GB", "AU"] as const;
export type TaxRegion = (typeof TAX_REGIONS)[number];

/** One standard rate: percent (up to two decimals) from a day (ISO date, UTC). */
export interface DatedRate {
  from: string;
  percent: number;
}

/** The 27 EU member states (ISO 3166-1 alpha-2; Greece is GR here, EL in VAT numbers). */
export const EU_MEMBER_STATES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const; // prettier-ignore

const always = (percent: number): DatedRate[] => [{ from: "2000-01-01", percent }];

/** Standard rates by country code, oldest first. */
export const STANDARD_RATES: Readonly<Record<string, readonly DatedRate[]>> = {
  SG: [
    { from: "2000-01-01", percent: 7 },
    { from: "2023-01-01", percent: 8 },
    { from: "2024-01-01", percent: 9 },
  ],
  GB: always(20),
  AU: always(10),
  AT: always(20),
  BE: always(21),
  BG: always(20),
  HR: always(25),
  CY: always(19),
  CZ: always(21),
  DK: always(25),
  EE: [
    { from: "2000-01-01", percent: 20 },
    { from: "2024-01-01", percent: 22 },
    { from: "2025-07-01", percent: 24 },
  ],
  FI: [
    { from: "2000-01-01", percent: 24 },
    { from: "2024-09-01", percent: 25.5 },
  ],
  FR: always(20),
  DE: [
    { from: "2000-01-01", percent: 19 },
    { from: "2020-07-01", percent: 16 },
    { from: "2021-01-01", percent: 19 },
  ],
  GR: always(24),
  HU: always(27),
  IE: [
    { from: "2000-01-01", percent: 23 },
    { from: "2020-09-01", percent: 21 },
    { from: "2021-03-01", percent: 23 },
  ],
  IT: always(22),
  LV: always(21),
  LT: always(21),
  LU: [
    { from: "2000-01-01", percent: 17 },
    { from: "2023-01-01", percent: 16 },
    { from: "2024-01-01", percent: 17 },
  ],
  MT: always(18),
  NL: always(21),
  PL: always(23),
  PT: always(23),
  RO: [
    { from: "2000-01-01", percent: 19 },
    { from: "2025-08-01", percent: 21 },
  ],
  SK: [
    { from: "2000-01-01", percent: 20 },
    { from: "2025-01-01", percent: 23 },
  ],
  SI: always(22),
  ES: always(21),
  SE: always(25),
};

/** The region whose registration covers sales to `countryCode`, if any (SG, GB, AU, or EU for a member state). */
export function regionOf(countryCode: string): TaxRegion | undefined {
  if (countryCode === "SG" || countryCode === "GB" || countryCode === "AU") return countryCode;
  return (EU_MEMBER_STATES as readonly string[]).includes(countryCode) ? "EU" : undefined;
}

/**
 * The standard rate (percent) of `countryCode` on `date` (UTC day), or undefined for a country outside
 * the table (one where the seller can never be registered).
 */
export function standardRate(countryCode: string, date: Date): number | undefined {
  const rates = STANDARD_RATES[countryCode];
  if (!rates) return undefined;
  const day = date.toISOString().slice(0, 10);
  let percent = rates[0]!.percent;
  for (const rate of rates) if (rate.from <= day) percent = rate.percent;
  return percent;
}
