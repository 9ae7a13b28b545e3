/** The invoice maths and wording: gross split to the cent, the seller's number per jurisdiction. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTax } from "../../app/domain/pricing";
import { sellerOf } from "../seller-config";
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
    expect(sellerParty(seller, "DE")).toMatchObject({ taxLabel: "EU VAT No. (OSS)", taxNumber: "EU372012345" });
    expect(sellerParty(seller, "GB").taxNumber).toBe("GB980780684");
    expect(sellerParty(seller, "AU").taxNumber).toBe("ARN 3000 1234 5678");
    expect(sellerParty(seller, "SG")).toMatchObject({ taxLabel: "GST Reg. No.", taxNumber: "201912345K" });
    expect(sellerParty(seller, "US").taxNumber).toBe("201912345K");
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
