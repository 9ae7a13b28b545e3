import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { majorString } from "./money";
import { orderFilterSchema, refundFormSchema, toMinorUnits } from "./admin-orders";

describe("refund amounts typed in major units", () => {
  it("converts to minor units without floating-point rounding", () => {
    expect(toMinorUnits("12.50", 2)).toBe(1250);
    expect(toMinorUnits("730.3", 2)).toBe(73030);
    expect(toMinorUnits("0.07", 2)).toBe(7);
    expect(toMinorUnits("1200", 0)).toBe(1200);
    expect(toMinorUnits(" 5 ", 2)).toBe(500);
  });

  it("refuses more decimals than the currency has, signs and other text", () => {
    for (const bad of ["12.505", "-1", "1e3", "12,50", "", "."]) expect(toMinorUnits(bad, 2)).toBeNull();
    expect(toMinorUnits("1.5", 0)).toBeNull();
  });

  it("round-trips every amount the server shows (majorString) back to the same minor units", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom(0, 2, 3),
        (minor, unit) => toMinorUnits(majorString(minor, unit), unit) === minor,
      ),
    );
  });
});

describe("refund form and list filter", () => {
  it("needs an amount, a reason and the form's nonce", () => {
    expect(
      refundFormSchema.safeParse({ amount: "12.50", reason: "Charged twice", nonce: "n0nce-n0nce-n0nce" }).success,
    ).toBe(true);
    const missing = refundFormSchema.safeParse({ amount: "abc", reason: "  ", nonce: "n0nce-n0nce-n0nce" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path[0])).toEqual(["amount", "reason"]);
  });

  it("falls back to every order for an unknown status", () => {
    expect(orderFilterSchema.parse({ status: "refunded" })).toEqual({ status: "refunded" });
    expect(orderFilterSchema.parse({ status: "nonsense" })).toEqual({ status: undefined });
  });
});
