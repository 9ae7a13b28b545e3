/**
 * Tax ID checks, on the server only (stdnum stays out of the browser's script): the kind follows the
 * billing country (app/domain/tax.ts `taxIdKindOf`) and the number is checked by format and check digits
 * with stdnum's validators, offline. Whether the number is registered is not known here: Stripe mode
 * verifies it with the tax authorities afterwards (server/payments/stripe.ts sends it as a customer tax ID).
 */
import { euVat, stdnum, type Validator } from "stdnum";
import { taxIdKindOf, type TaxIdKind } from "../../app/domain/tax";

/** A checked tax ID: its kind and its stored form (compact; EU and UK VAT numbers with their prefix). */
export interface CheckedTaxId {
  kind: TaxIdKind;
  taxId: string;
}

/** Why a tax ID was refused: not valid for the country's kind, or a country that takes none. */
export type TaxIdRefusal = "invalid" | "not_taken";

/** The prefix a country's VAT numbers carry: the country code, except Greece's EL. */
const vatPrefix = (countryCode: string) => (countryCode === "GR" ? "EL" : countryCode);

/** The stdnum validator of a kind in a country. */
function validatorOf(kind: TaxIdKind, countryCode: string): Validator | undefined {
  switch (kind) {
    case "eu_vat":
      return euVat[countryCode]?.[0];
    case "gb_vat":
      return stdnum.GB?.vat;
    case "au_abn":
      return stdnum.AU?.abn;
    case "sg_uen":
      return stdnum.SG?.uen;
  }
}

/**
 * Checks `raw` (as typed: spaces, dots, dashes and the country prefix allowed) as the tax ID a business
 * in `countryCode` (ISO alpha-2) gives.
 * @returns the kind and compact form, or why it is refused
 */
export function checkTaxId(
  countryCode: string,
  raw: string,
): { ok: true; value: CheckedTaxId } | { ok: false; reason: TaxIdRefusal } {
  const kind = taxIdKindOf(countryCode);
  const validator = kind && validatorOf(kind, countryCode);
  if (!kind || !validator) return { ok: false, reason: "not_taken" };
  const result = validator.validate(raw.trim());
  if (!result.isValid) return { ok: false, reason: "invalid" };
  const taxId =
    kind === "eu_vat"
      ? `${vatPrefix(countryCode)}${result.compact}`
      : kind === "gb_vat"
        ? `GB${result.compact}`
        : result.compact;
  return { ok: true, value: { kind, taxId } };
}
