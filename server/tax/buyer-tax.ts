/**
 * The tax of one buyer, as register-plan, the pricing page's details step and the promotion check decide
 * it: the billing country (`country_id`) and the tax ID (checked here) through the one decision
 * (app/domain/tax.ts), with the seller's registrations (`TAX_REGISTRATIONS`) and the IP's country kept as
 * evidence of the place of supply.
 */
import { decideTax, taxLabel, type TaxDecision, type TaxIdKind, type TaxRegion } from "../../app/domain/tax";
import { SIGNUP_MESSAGES as M } from "../../app/domain/signup-rules";
import { COUNTRIES } from "../db/seed/countries";
import { fail, type Failure } from "../error-codes";
import { lookupCountry } from "../geo";
import { checkTaxId } from "./tax-id";

const codeById = new Map(COUNTRIES.map(([id, code]) => [id, code]));

/** The ISO alpha-2 code of a `country_id` of the country list, if it is one. */
export function countryCodeOf(countryId: number): string | undefined {
  return codeById.get(countryId);
}

/** The decision for one buyer, with what the subscription records beside it. */
export interface BuyerTax extends TaxDecision {
  /** The order summary's words for it ("VAT 19%", "Reverse charge", …). */
  label: string;
  /** Billing country code. */
  countryCode: string;
  /** The checked tax ID in its stored form, and its kind; null without one. */
  taxId: string | null;
  taxIdType: TaxIdKind | null;
  /** The country of the buyer's IP address at purchase, if it gives one. */
  ipCountryCode: string | null;
}

/**
 * Decides the tax of a buyer in `countryId` who gave `taxId` ("" for none).
 * @returns the decision, or `tax_id_invalid` with `errors.tax_id` for a tax ID that fails its format or
 *   check digits or that the country takes none of; undefined `countryCode` for an unknown country id
 *   answers `country_required` (the caller's own check usually comes first).
 */
export function taxOfBuyer(
  registrations: readonly TaxRegion[],
  buyer: { countryId: number; taxId: string; ip: string; date: Date },
): { ok: true; value: BuyerTax } | Failure<"tax_id_invalid" | "country_required"> {
  const countryCode = countryCodeOf(buyer.countryId);
  if (!countryCode) return fail("country_required", M.countryRequired, { country_id: M.countryRequired });
  let checked: { kind: TaxIdKind; taxId: string } | null = null;
  if (buyer.taxId.trim() !== "") {
    const result = checkTaxId(countryCode, buyer.taxId);
    if (!result.ok) {
      const message = result.reason === "not_taken" ? M.taxIdNotTaken : M.taxIdInvalid;
      return fail("tax_id_invalid", message, { tax_id: message });
    }
    checked = result.value;
  }
  const decision = decideTax({ countryCode, taxIdKind: checked?.kind ?? null, registrations, date: buyer.date });
  return {
    ok: true,
    value: {
      ...decision,
      label: taxLabel(decision, countryCode),
      countryCode,
      taxId: checked?.taxId ?? null,
      taxIdType: checked?.kind ?? null,
      ipCountryCode: lookupCountry(buyer.ip)?.country_code ?? null,
    },
  };
}

/** The consumer's tax in the country of `ip` (the default country when it gives none): plan-list's `tax`. */
export function consumerTaxOf(registrations: readonly TaxRegion[], countryCode: string, date: Date): TaxDecision {
  return decideTax({ countryCode, taxIdKind: null, registrations, date });
}
