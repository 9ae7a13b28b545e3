/**
 * Displaying money: integer minor units in, a string such as "S$730.30" out. The same formatting runs
 * on the server (mails, prerender) and in the browser, so a receipt reads exactly like the page did.
 */
import type { Currency } from "./plan-list";

/** Grouping and decimals in one fixed locale, so server and browser render identical strings. */
const LOCALE = "en-US";

/**
 * Formats `minor` units of `currency`, e.g. `formatMoney(73030, SGD)` → "S$730.30".
 * @param options.compact drops ".00" from whole amounts (plan cards: "$19")
 */
export function formatMoney(
  minor: number,
  currency: Pick<Currency, "symbol" | "minor_unit">,
  options: { compact?: boolean } = {},
): string {
  const major = minor / 10 ** currency.minor_unit;
  const whole = Number.isInteger(major);
  const digits = options.compact && whole ? 0 : currency.minor_unit;
  const number = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    Math.abs(major),
  );
  return `${minor < 0 ? "-" : ""}${currency.symbol}${number}`;
}

/** The major-unit decimal string of `minor`, e.g. 73030 → "730.30" (schema.org prices, no symbol). */
export function majorString(minor: number, minorUnit: number): string {
  return (minor / 10 ** minorUnit).toFixed(minorUnit);
}

/**
 * The currency to show a visitor from the country `/api/geo` found (ISO 3166 alpha-2), when that
 * country pays in one of the currencies sold; undefined otherwise (the caller falls back to USD).
 */
export function currencyForCountry(countryCode: string | undefined, sold: readonly string[]): string | undefined {
  if (!countryCode) return undefined;
  const code = COUNTRY_CURRENCY[countryCode.toUpperCase()];
  return code && sold.includes(code) ? code : undefined;
}

/** Eurozone members (Bulgaria since January 2026), all paying in EUR. */
const EUROZONE = [
  "AT",
  "BE",
  "BG",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
];

/** Countries whose own currency is one we sell in (territories using it included). */
const COUNTRY_CURRENCY: Record<string, string> = {
  US: "USD",
  PR: "USD",
  GU: "USD",
  AS: "USD",
  VI: "USD",
  MP: "USD",
  UM: "USD",
  EC: "USD",
  SV: "USD",
  PA: "USD",
  TL: "USD",
  SG: "SGD",
  GB: "GBP",
  IM: "GBP",
  JE: "GBP",
  GG: "GBP",
  AU: "AUD",
  CX: "AUD",
  CC: "AUD",
  NF: "AUD",
  KI: "AUD",
  NR: "AUD",
  TV: "AUD",
  ...Object.fromEntries(["MC", "SM", "VA", "AD", "ME", "XK", ...EUROZONE].map((c) => [c, "EUR"])),
};
