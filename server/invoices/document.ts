/**
 * What an invoice or credit note says (decision 0041): the exact data a
 * document is rendered from, stored with it (`invoices.data`, `credit_notes.data`) so a document reads
 * the same forever, whatever changes later in plans, prices, configuration or the buyer's account.
 * Money in integer minor units of `currency.code`; dates ISO 8601.
 */
import { regionOf, taxName } from "../../app/domain/tax";
import type { TaxReason } from "../../app/domain/tax-reason";
import type { InvoiceReason } from "../../db/schema";
import type { Seller, SellerJurisdiction } from "../seller-config";

/** The seller as printed: legal name, address and the one tax number for the buyer's jurisdiction. */
export interface SellerParty {
  legalName: string;
  address: string[];
  /** e.g. "GST Reg. No." with "201912345K"; null when the seller holds none there. */
  taxLabel: string | null;
  taxNumber: string | null;
}

/** The buyer as printed. */
export interface BuyerParty {
  company: string;
  name: string;
  email: string;
  country: string;
  countryCode: string;
  taxId: string | null;
  taxIdType: string | null;
}

/** One line of an invoice: the plan for a period. */
export interface InvoiceLine {
  /** e.g. "DocSleeve Team (Yearly)". */
  description: string;
  /** The Sleeve tier, e.g. "1,200 Sleeves per year". */
  tier: string;
  users: number;
  periodStart: string;
  periodEnd: string;
  /** Before discount and tax. */
  amount: number;
}

/** The figures and wording of the tax, as decided at purchase (subscriptions.tax_reason). */
export interface TaxFacts {
  reason: TaxReason;
  percent: number;
  amount: number;
}

/** An invoice's content. */
export interface InvoiceData {
  kind: "invoice";
  number: string;
  issuedAt: string;
  reason: InvoiceReason;
  /** The order's reference (the one on receipts), e.g. "DS-000042". */
  reference: string;
  seller: SellerParty;
  buyer: BuyerParty;
  currency: { code: string; minorUnit: number };
  lines: InvoiceLine[];
  discount: { code: string | null; amount: number } | null;
  /** Subtotal after the discount, before tax. */
  net: number;
  tax: TaxFacts;
  total: number;
  paidAt: string;
  /** What the customer's account credit paid of `total` (the rest by card); absent when none. */
  creditApplied?: number;
}

/** A credit note's content: what is credited of which invoice. */
export interface CreditNoteData {
  kind: "credit_note";
  number: string;
  issuedAt: string;
  invoiceNumber: string;
  invoiceIssuedAt: string;
  reference: string;
  seller: SellerParty;
  buyer: BuyerParty;
  currency: { code: string; minorUnit: number };
  /** What is credited: the invoice's lines named, the refunded amount split by the invoice's rate. */
  description: string;
  net: number;
  tax: TaxFacts;
  total: number;
  /**
   * How it is settled: refunded to the card (absent: every credit note before decision 0072), or credited
   * to the customer's account and taken off the next payments (a change to fewer users).
   */
  settlement?: "refund" | "account_credit";
}

/** Either document. */
export type DocumentData = InvoiceData | CreditNoteData;

/**
 * The seller's jurisdiction for a buyer in `countryCode`: the tax decision's region (the one table in
 * app/domain/tax-rates.ts, so an EU member state gets the OSS VAT number), SG for anywhere else.
 * Greece may come as EL, its code in VAT numbers.
 */
export function jurisdictionOf(countryCode: string): SellerJurisdiction {
  return regionOf(isoCode(countryCode)) ?? "SG";
}

/** `countryCode` as the tax table keys it: upper case, Greece as GR. */
const isoCode = (countryCode: string) => {
  const code = countryCode.toUpperCase();
  return code === "EL" ? "GR" : code;
};

const TAX_LABELS: Record<SellerJurisdiction, string> = {
  SG: "GST Reg. No.",
  EU: "EU VAT No. (OSS)",
  GB: "GB VAT No.",
  AU: "AU GST (ARN/ABN)",
};

/**
 * The seller as printed on a document for a buyer in `countryCode` whose tax was decided for `reason`:
 * where the decision found the seller not registered (`not_collected`), the home (SG) number, never a
 * number for a place the seller did not charge tax for.
 */
export function sellerParty(seller: Seller, countryCode: string, reason: TaxReason): SellerParty {
  const jurisdiction = reason === "not_collected" ? "SG" : jurisdictionOf(countryCode);
  const number = seller.taxIds[jurisdiction] ?? null;
  return {
    legalName: seller.legalName,
    address: seller.address,
    taxLabel: number ? TAX_LABELS[jurisdiction] : null,
    taxNumber: number,
  };
}

/** Labels of the buyer's tax ID kinds (Stripe's tax ID types). */
export const TAX_ID_LABELS: Record<string, string> = {
  eu_vat: "VAT No.",
  gb_vat: "VAT No.",
  au_abn: "ABN",
  sg_gst: "GST Reg. No.",
  sg_uen: "UEN",
};

/**
 * The totals' tax line: the rate ("VAT (19%)"), or why none is charged; a document with a reason prints
 * `taxNote`'s sentence as well.
 */
export function taxWording(tax: Pick<TaxFacts, "reason" | "percent">, countryCode: string): string {
  switch (tax.reason) {
    case "reverse_charge":
      return "VAT (reverse charge, 0%)";
    case "abn":
      return "GST not charged (ABN)";
    case "not_collected":
      return "Tax not collected";
    default:
      return `${taxName(isoCode(countryCode))} (${formatPercent(tax.percent)}%)`;
  }
}

/** The sentence a document prints when no tax is charged, or null for the standard rate. */
export function taxNote(reason: TaxReason): string | null {
  switch (reason) {
    case "reverse_charge":
      return "Reverse charge: the customer accounts for the VAT.";
    case "abn":
      return "GST not charged (ABN): a supply to an Australian business registered for GST.";
    case "not_collected":
      return "Tax not collected: the seller is not registered for tax in the customer's country.";
    default:
      return null;
  }
}

/** 9 → "9", 8.5 → "8.5". */
export const formatPercent = (percent: number) => String(Number(percent.toFixed(2)));

/**
 * Splits `gross` (tax included) into net and tax at `percent`, half up on the net, so net + tax is
 * exactly `gross`.
 */
export function splitGross(gross: number, percent: number): { net: number; tax: number } {
  const basisPoints = Math.round(percent * 100);
  const net = Math.floor((gross * 10_000 * 2 + (10_000 + basisPoints)) / (2 * (10_000 + basisPoints)));
  return { net, tax: gross - net };
}

/** Amount in minor units as printed: "SGD 730.30" (the code, not a symbol: every PDF font has it). */
export function documentMoney(minor: number, currency: { code: string; minorUnit: number }): string {
  const major = Math.abs(minor) / 10 ** currency.minorUnit;
  const text = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: currency.minorUnit,
    maximumFractionDigits: currency.minorUnit,
  }).format(major);
  return `${minor < 0 ? "-" : ""}${currency.code} ${text}`;
}

/** "28 Nov 2026" for an ISO date (UTC: the date the document was issued on the seller's books). */
export function documentDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );
}
