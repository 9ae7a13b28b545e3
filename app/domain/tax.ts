/**
 * The tax decision (decision 0040): one pure function, shared by the browser's
 * order summary and the server's plan list, register-plan and renewals, that decides the rate and why
 * from the billing country, the kind of a tax ID the server has already checked (the check itself runs
 * on the server only: server/tax/tax-id.ts), the seller's registrations and the date.
 * Rates come from the one table in app/domain/tax-rates.ts.
 */
import { regionOf, standardRate, type TaxRegion } from "./tax-rates";
import type { TaxReason } from "./tax-reason";

export type { TaxReason } from "./tax-reason";
export { regionOf, TAX_REGIONS, type TaxRegion } from "./tax-rates";

/** A tax ID's kind, in Stripe's tax ID type names: EU VAT, UK VAT, Australian ABN, Singapore UEN. */
export const TAX_ID_KINDS = ["eu_vat", "gb_vat", "au_abn", "sg_uen"] as const;
export type TaxIdKind = (typeof TAX_ID_KINDS)[number];

/** What is charged and why: `percent` of the subtotal (up to two decimals), 0 unless `standard`. */
export interface TaxDecision {
  percent: number;
  reason: TaxReason;
}

/** The inputs of the decision. `taxIdKind` is that of a tax ID checked valid for this country, or null. */
export interface TaxInput {
  /** ISO 3166-1 alpha-2 code of the billing country. */
  countryCode: string;
  taxIdKind: TaxIdKind | null;
  registrations: readonly TaxRegion[];
  date: Date;
}

/** The kind of tax ID a business in `countryCode` gives, or undefined where none is taken. */
export function taxIdKindOf(countryCode: string): TaxIdKind | undefined {
  const region = regionOf(countryCode);
  if (region === "EU") return "eu_vat";
  if (region === "GB") return "gb_vat";
  if (region === "AU") return "au_abn";
  if (region === "SG") return "sg_uen";
  return undefined;
}

/**
 * Decides the rate and its reason:
 * - a country whose region the seller is not registered in: 0%, `not_collected`;
 * - a business with a valid EU VAT number in a member state, or a UK VAT number in the UK: 0%,
 *   `reverse_charge` (the buyer accounts for the VAT); an Australian business with an ABN: 0%, `abn`;
 * - everyone else there (consumers, and Singapore businesses, who still pay GST): the country's
 *   standard rate on `date`, `standard`.
 */
export function decideTax({ countryCode, taxIdKind, registrations, date }: TaxInput): TaxDecision {
  const region = regionOf(countryCode);
  if (!region || !registrations.includes(region)) return { percent: 0, reason: "not_collected" };
  if (taxIdKind && taxIdKind === taxIdKindOf(countryCode)) {
    if (taxIdKind === "eu_vat" || taxIdKind === "gb_vat") return { percent: 0, reason: "reverse_charge" };
    if (taxIdKind === "au_abn") return { percent: 0, reason: "abn" };
  }
  return { percent: standardRate(countryCode, date) ?? 0, reason: "standard" };
}

/**
 * The order summary's words for a decision, shown before payment: "Reverse charge", "GST not charged
 * (ABN)", "Tax not collected", or the tax's name and rate ("GST 9%", "VAT 19%").
 */
export function taxLabel(decision: TaxDecision, countryCode: string): string {
  switch (decision.reason) {
    case "reverse_charge":
      return "Reverse charge";
    case "abn":
      return "GST not charged (ABN)";
    case "not_collected":
      return "Tax not collected";
    case "standard":
      return `${taxName(countryCode)} ${decision.percent}%`;
  }
}

/** What the tax is called in `countryCode`: GST (Singapore, Australia), VAT (EU, UK), else "Tax". */
export function taxName(countryCode: string): "GST" | "VAT" | "Tax" {
  const region = regionOf(countryCode);
  return region === "SG" || region === "AU" ? "GST" : region ? "VAT" : "Tax";
}

/**
 * The tax line's label wherever an order's figures are listed (the order summary, the receipt mail):
 * `label` (taxLabel's words) as is for the standard rate ("GST 9%"), else with the 0% it comes to
 * ("Reverse charge · 0%", "Tax not collected · 0%").
 */
export function taxLineLabel(label: string, decision: TaxDecision): string {
  return decision.reason === "standard" ? label : `${label} · ${decision.percent}%`;
}

/**
 * A total's words for the tax it holds, on a card too short for a tax line: "Total incl. VAT 19%", or
 * where none is charged, why ("Total · Tax not collected", "Total · Reverse charge"). `label` is
 * taxLabel's for the buyer once known; before that (the caller's consumer rate, no country at hand) a
 * standard rate reads "Total incl. 9% tax".
 */
export function totalWithTax(decision: TaxDecision, label?: string): string {
  // A reason's words need no country: only the standard rate is named by place.
  if (decision.reason !== "standard") return `Total · ${label ?? taxLabel(decision, "")}`;
  return `Total incl. ${label ?? `${decision.percent}% tax`}`;
}
