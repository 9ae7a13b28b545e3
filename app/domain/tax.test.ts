import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decideTax,
  TAX_ID_KINDS,
  taxIdKindOf,
  taxLabel,
  taxLineLabel,
  TAX_REGIONS,
  totalWithTax,
  type TaxRegion,
} from "./tax";
import { EU_MEMBER_STATES, regionOf, standardRate, STANDARD_RATES } from "./tax-rates";

const TODAY = new Date("2026-11-28T12:00:00Z");
/** Countries of every kind: each region's, and some where the seller is never registered. */
const COUNTRY_CODES = ["SG", "GB", "AU", ...EU_MEMBER_STATES, "US", "CA", "CH", "NO", "JP", "NZ", "IN", "BR"];
const countries = fc.constantFrom(...COUNTRY_CODES);
const kinds = fc.option(fc.constantFrom(...TAX_ID_KINDS), { nil: null });
const registrations = fc.subarray([...TAX_REGIONS] as TaxRegion[]);
const dates = fc.date({
  min: new Date("2019-01-01T00:00:00Z"),
  max: new Date("2030-12-31T00:00:00Z"),
  noInvalidDate: true,
});

describe("decideTax (property tests over country × tax ID × registrations × date)", () => {
  it("charges nothing, not collected, where the seller is not registered for the buyer's region", () => {
    fc.assert(
      fc.property(countries, kinds, registrations, dates, (countryCode, taxIdKind, regs, date) => {
        const region = regionOf(countryCode);
        fc.pre(!region || !regs.includes(region));
        expect(decideTax({ countryCode, taxIdKind, registrations: regs, date })).toEqual({
          percent: 0,
          reason: "not_collected",
        });
      }),
    );
  });

  it("charges a consumer the country's standard rate of the day where the seller is registered", () => {
    fc.assert(
      fc.property(countries, registrations, dates, (countryCode, regs, date) => {
        const region = regionOf(countryCode);
        fc.pre(region !== undefined && regs.includes(region));
        const decision = decideTax({ countryCode, taxIdKind: null, registrations: regs, date });
        expect(decision).toEqual({ percent: standardRate(countryCode, date), reason: "standard" });
        expect(decision.percent).toBeGreaterThan(0);
      }),
    );
  });

  it("reverse-charges EU and UK businesses, spares Australian ones with an ABN, and still charges Singapore businesses GST", () => {
    fc.assert(
      fc.property(countries, registrations, dates, (countryCode, regs, date) => {
        const region = regionOf(countryCode);
        const kind = taxIdKindOf(countryCode);
        fc.pre(region !== undefined && regs.includes(region) && kind !== undefined);
        const decision = decideTax({ countryCode, taxIdKind: kind!, registrations: regs, date });
        const expected =
          region === "EU" || region === "GB"
            ? { percent: 0, reason: "reverse_charge" }
            : region === "AU"
              ? { percent: 0, reason: "abn" }
              : { percent: standardRate("SG", date), reason: "standard" };
        expect(decision).toEqual(expected);
      }),
    );
  });

  it("ignores a tax ID of another country's kind (it never lowers the tax)", () => {
    fc.assert(
      fc.property(countries, kinds, registrations, dates, (countryCode, taxIdKind, regs, date) => {
        fc.pre(taxIdKind !== null && taxIdKind !== taxIdKindOf(countryCode));
        expect(decideTax({ countryCode, taxIdKind, registrations: regs, date })).toEqual(
          decideTax({ countryCode, taxIdKind: null, registrations: regs, date }),
        );
      }),
    );
  });

  it("only ever answers 0% with a reason other than standard, and a rate between 0 and 30%", () => {
    fc.assert(
      fc.property(countries, kinds, registrations, dates, (countryCode, taxIdKind, regs, date) => {
        const d = decideTax({ countryCode, taxIdKind, registrations: regs, date });
        expect(d.reason === "standard" ? d.percent > 0 && d.percent < 30 : d.percent === 0).toBe(true);
      }),
    );
  });
});

describe("the rates table", () => {
  const all = [...TAX_REGIONS];
  const consumer = (countryCode: string, date = TODAY) =>
    decideTax({ countryCode, taxIdKind: null, registrations: all, date }).percent;

  it("has a rate for each of the 27 member states, Singapore, the UK and Australia, dated oldest first", () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(Object.keys(STANDARD_RATES).sort()).toEqual([...EU_MEMBER_STATES, "SG", "GB", "AU"].sort());
    for (const rates of Object.values(STANDARD_RATES))
      expect(rates.map((r) => r.from)).toEqual(rates.map((r) => r.from).sort());
  });

  it("gives the contract's exact rates today", () => {
    expect(
      Object.fromEntries(["SG", "DE", "FR", "NL", "IE", "GB", "AU", "HU", "LU", "US"].map((c) => [c, consumer(c)])),
    ).toEqual({ SG: 9, DE: 19, FR: 20, NL: 21, IE: 23, GB: 20, AU: 10, HU: 27, LU: 17, US: 0 });
  });

  it("changes rates on their effective day", () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect([consumer("SG", day("2023-12-31")), consumer("SG", day("2024-01-01"))]).toEqual([8, 9]);
    expect([consumer("FI", day("2024-08-31")), consumer("FI", day("2024-09-01"))]).toEqual([24, 25.5]);
    expect([consumer("EE", day("2025-06-30")), consumer("EE", day("2025-07-01"))]).toEqual([22, 24]);
    expect([consumer("SK", day("2024-12-31")), consumer("SK", day("2025-01-01"))]).toEqual([20, 23]);
    expect([consumer("RO", day("2025-07-31")), consumer("RO", day("2025-08-01"))]).toEqual([19, 21]);
  });

  it("follows the registrations: without EU, a German consumer is not charged", () => {
    expect(decideTax({ countryCode: "DE", taxIdKind: null, registrations: ["SG", "GB", "AU"], date: TODAY })).toEqual({
      percent: 0,
      reason: "not_collected",
    });
  });
});

describe("taxLabel", () => {
  it("says why, in the order summary's words", () => {
    expect(taxLabel({ percent: 9, reason: "standard" }, "SG")).toBe("GST 9%");
    expect(taxLabel({ percent: 19, reason: "standard" }, "DE")).toBe("VAT 19%");
    expect(taxLabel({ percent: 10, reason: "standard" }, "AU")).toBe("GST 10%");
    expect(taxLabel({ percent: 0, reason: "reverse_charge" }, "DE")).toBe("Reverse charge");
    expect(taxLabel({ percent: 0, reason: "abn" }, "AU")).toBe("GST not charged (ABN)");
    expect(taxLabel({ percent: 0, reason: "not_collected" }, "US")).toBe("Tax not collected");
  });
});

describe("taxLineLabel and totalWithTax", () => {
  it("add the 0% a reason comes to on a tax line", () => {
    expect(taxLineLabel("GST 9%", { percent: 9, reason: "standard" })).toBe("GST 9%");
    expect(taxLineLabel("Reverse charge", { percent: 0, reason: "reverse_charge" })).toBe("Reverse charge · 0%");
  });

  it("say what a total holds: the tax and rate, or why there is none, never a 0% tax", () => {
    const us = { percent: 0, reason: "not_collected" } as const;
    expect(totalWithTax(us)).toBe("Total · Tax not collected");
    expect(totalWithTax(us, "Tax not collected")).toBe("Total · Tax not collected");
    expect(totalWithTax({ percent: 0, reason: "reverse_charge" }, "Reverse charge")).toBe("Total · Reverse charge");
    expect(totalWithTax({ percent: 0, reason: "abn" })).toBe("Total · GST not charged (ABN)");
    expect(totalWithTax({ percent: 19, reason: "standard" }, "VAT 19%")).toBe("Total incl. VAT 19%");
    expect(totalWithTax({ percent: 9, reason: "standard" })).toBe("Total incl. 9% tax");
  });
});
