/** The invoice maths and wording: gross split to the cent, the seller's number per jurisdiction. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTax } from "../../app/domain/pricing";
import { sellerOf } from "../seller-config";
import { taxLabel } from "../../app/domain/tax";
import { regionOf, STANDARD_RATES } from "../../app/domain/tax-rates";
import { documentMoney, jurisdictionOf, sellerParty, splitGross, taxWording } from "./document";

describe("invoice documents", () => {
  it("splits a gross amount into net and tax that add up to it, and undoes applyTax", () => {
    expect(splitGross(10900, 9)).toEqual({ net: 10000, tax: 900 });
    expect(splitGross(10000, 9)).toEqual({ net: 9174, tax: 826 });
    expect(splitGross(5000, 0)).toEqual({ net: 5000, tax: 0 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(0, 5, 9, 10, 19, 20, 21, 23, 25.5),
        (net, rate) => {
          const { total } = applyTax(net, rate);
          const split = splitGross(total, rate);
          expect(split.net + split.tax).toBe(total);
          expect(Math.abs(split.net - net)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("prints the seller's tax number of the buyer's jurisdiction", () => {
    const seller = sellerOf({
      SELLER_LEGAL_NAME: "DocSleeve Pte. Ltd.",
      SELLER_ADDRESS: "71 Robinson Road;Singapore",
      SELLER_TAX_IDS: { SG: "201912345K", EU: "EU372012345", GB: "GB980780684", AU: "ARN 3000 1234 5678" },
    });
    expect(seller.address).toEqual(["71 Robinson Road", "Singapore"]);
    expect(jurisdictionOf("de")).toBe("EU");
    expect(sellerParty(seller, "DE", "standard")).toMatchObject({
      taxLabel: "EU VAT No. (OSS)",
      taxNumber: "EU372012345",
    });
    expect(sellerParty(seller, "DE", "reverse_charge").taxNumber).toBe("EU372012345");
    expect(sellerParty(seller, "GB", "standard").taxNumber).toBe("GB980780684");
    expect(sellerParty(seller, "AU", "abn").taxNumber).toBe("ARN 3000 1234 5678");
    expect(sellerParty(seller, "SG", "standard")).toMatchObject({ taxLabel: "GST Reg. No.", taxNumber: "201912345K" });
    expect(sellerParty(seller, "US", "not_collected").taxNumber).toBe("201912345K");
    // Not registered for UK VAT (TAX_REGISTRATIONS without GB): no UK number on a sale no VAT was charged on.
    expect(sellerParty(seller, "GB", "not_collected")).toMatchObject({
      taxLabel: "GST Reg. No.",
      taxNumber: "201912345K",
    });
  });

  it("takes the jurisdiction and the tax's name from the tax decision's one table", () => {
    const codes = [...Object.keys(STANDARD_RATES), "US", "CH", "NO", "JP", "EL", "gr", "de"];
    for (const code of codes) {
      const iso = code.toUpperCase() === "EL" ? "GR" : code.toUpperCase();
      expect(jurisdictionOf(code), code).toBe(regionOf(iso) ?? "SG");
      // The invoice's tax line names the tax as the order summary's label does ("VAT 19%" / "VAT (19%)").
      const label = taxLabel({ reason: "standard", percent: 19 }, iso);
      expect(taxWording({ reason: "standard", percent: 19 }, code), code).toBe(label.replace(/ (\d+)%$/, " ($1%)"));
    }
  });

  it("words the tax line by reason and place", () => {
    expect(taxWording({ reason: "standard", percent: 19 }, "DE")).toBe("VAT (19%)");
    expect(taxWording({ reason: "standard", percent: 9 }, "SG")).toBe("GST (9%)");
    expect(taxWording({ reason: "reverse_charge", percent: 0 }, "DE")).toBe("VAT (reverse charge, 0%)");
    expect(taxWording({ reason: "abn", percent: 0 }, "AU")).toBe("GST not charged (ABN)");
    expect(taxWording({ reason: "not_collected", percent: 0 }, "US")).toBe("Tax not collected");
    expect(documentMoney(-73030, { code: "SGD", minorUnit: 2 })).toBe("-SGD 730.30");
    expect(documentMoney(1500, { code: "JPY", minorUnit: 0 })).toBe("JPY 1,500");
  });
});
