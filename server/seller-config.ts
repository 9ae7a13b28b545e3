/**
 * The seller's details printed on invoices and credit notes (decision 0041),
 * parsed with the rest of the configuration (./config.ts). The defaults describe the embedded
 * configuration's seller: a Singapore company registered for Singapore GST, for EU VAT through the
 * non-Union OSS scheme, for UK VAT and (simplified registration, hence an ARN) for Australian GST.
 */
import { z } from "zod";
import { TAX_REGIONS, type TaxRegion } from "../app/domain/tax-rates";

/**
 * A jurisdiction the seller may hold a tax number for: the buyer's country picks which one is printed.
 * The same places the seller registers for (app/domain/tax-rates.ts), so one table says which is whose.
 */
export const SELLER_JURISDICTIONS = TAX_REGIONS;
export type SellerJurisdiction = TaxRegion;

/** The seller as invoices name it. */
export interface Seller {
  legalName: string;
  /** Postal address, one line per element. */
  address: string[];
  /** Tax numbers by jurisdiction (only those the seller holds). */
  taxIds: Partial<Record<SellerJurisdiction, string>>;
}

const DEFAULT_TAX_IDS = "SG:201912345K,EU:EU372012345,GB:GB980780684,AU:ARN 3000 1234 5678";

/** `SG:201912345K,EU:EU372012345` → `{ SG: "201912345K", EU: "EU372012345" }`; refuses unknown keys. */
const taxIdList = z
  .string()
  .trim()
  .default(DEFAULT_TAX_IDS)
  .transform((value, ctx) => {
    const ids: Partial<Record<SellerJurisdiction, string>> = {};
    for (const part of value
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [key, ...rest] = part.split(":");
      const id = rest.join(":").trim();
      const jurisdiction = SELLER_JURISDICTIONS.find((j) => j === key?.trim().toUpperCase());
      if (!jurisdiction || !id) {
        ctx.addIssue({ code: "custom", message: `expected JURISDICTION:NUMBER pairs (SG, EU, GB, AU), got "${part}"` });
        return z.NEVER;
      }
      ids[jurisdiction] = id;
    }
    return ids;
  });

/** The variables (spread into the configuration's schema). */
export const sellerEnv = {
  SELLER_LEGAL_NAME: z.string().trim().min(1).default("DocSleeve Pte. Ltd."),
  /** Address lines separated by `;`. */
  SELLER_ADDRESS: z.string().trim().min(1).default("71 Robinson Road, #14-01;Singapore 068895;Singapore"),
  SELLER_TAX_IDS: taxIdList,
};

/** The seller of parsed variables. */
export function sellerOf(e: {
  SELLER_LEGAL_NAME: string;
  SELLER_ADDRESS: string;
  SELLER_TAX_IDS: Partial<Record<SellerJurisdiction, string>>;
}): Seller {
  return {
    legalName: e.SELLER_LEGAL_NAME,
    address: e.SELLER_ADDRESS.split(";")
      .map((line) => line.trim())
      .filter(Boolean),
    taxIds: e.SELLER_TAX_IDS,
  };
}
