import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTax } from "./pricing";
import { prorate } from "./proration";

const YEAR = 365 * 24 * 3600 * 1000;
const start = new Date("2026-03-02T10:00:00Z");

describe("prorate", () => {
  it("charges half the yearly difference, with tax, halfway through the year", () => {
    const end = new Date(start.getTime() + YEAR);
    const at = new Date(start.getTime() + YEAR / 2);
    expect(
      prorate({
        periodStart: start,
        periodEnd: end,
        at,
        currentAmount: 67000,
        newAmount: 73000,
        taxPercent: 9,
        refundable: 73030,
      }),
    ).toEqual({
      kind: "charge",
      amount: 3000,
      tax_amount: 270,
      total: 3270,
    });
  });

  it("credits a removed user's rest of the period, never more than is left to refund", () => {
    const end = new Date(start.getTime() + YEAR);
    const at = new Date(start.getTime() + YEAR / 2);
    const input = { periodStart: start, periodEnd: end, at, currentAmount: 73000, newAmount: 67000, taxPercent: 9 };
    expect(prorate({ ...input, refundable: 79570 })).toEqual({
      kind: "credit",
      amount: 3000,
      tax_amount: 270,
      total: 3270,
    });
    expect(prorate({ ...input, refundable: 1090 })).toEqual({
      kind: "credit",
      amount: 1000,
      tax_amount: 90,
      total: 1090,
    });
    expect(prorate({ ...input, refundable: 0 }).kind).toBe("none");
  });

  it("changes nothing at the period's end or for the same price", () => {
    const end = new Date(start.getTime() + YEAR);
    const base = { periodStart: start, periodEnd: end, taxPercent: 9, refundable: 1000 };
    expect(prorate({ ...base, at: end, currentAmount: 1, newAmount: 2 }).kind).toBe("none");
    expect(prorate({ ...base, at: start, currentAmount: 5, newAmount: 5 }).kind).toBe("none");
  });
});

describe("prorate: invariants (fast-check)", () => {
  const input = fc.record({
    periodSeconds: fc.integer({ min: 1, max: 366 * 24 * 3600 }),
    elapsedShare: fc.double({ min: -0.2, max: 1.2, noNaN: true }),
    currentAmount: fc.integer({ min: 0, max: 50_000_000 }),
    newAmount: fc.integer({ min: 0, max: 50_000_000 }),
    taxPercent: fc.integer({ min: 0, max: 2_700 }).map((bp) => bp / 100),
    refundable: fc.integer({ min: -10, max: 60_000_000 }),
  });

  it("never charges more than the difference for the rest of the period; a credit never exceeds what was paid", () => {
    fc.assert(
      fc.property(input, (i) => {
        const periodEnd = new Date(start.getTime() + i.periodSeconds * 1000);
        const at = new Date(start.getTime() + Math.round(i.elapsedShare * i.periodSeconds) * 1000);
        const p = prorate({ periodStart: start, periodEnd, at, ...i });
        for (const v of [p.amount, p.tax_amount, p.total]) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        expect(p.amount + p.tax_amount).toBe(p.total);
        const difference = Math.abs(i.newAmount - i.currentAmount);
        const remaining = Math.min(
          Math.max(i.periodSeconds - Math.round(i.elapsedShare * i.periodSeconds), 0),
          i.periodSeconds,
        );
        // The net part is at most the difference times the share of the period left (exact, in BigInt).
        expect(BigInt(p.amount) * BigInt(i.periodSeconds) <= BigInt(difference) * BigInt(remaining)).toBe(true);
        expect(p.total).toBeLessThanOrEqual(applyTax(difference, i.taxPercent).total);
        if (p.kind === "charge") expect(i.newAmount).toBeGreaterThan(i.currentAmount);
        if (p.kind === "credit") {
          expect(i.newAmount).toBeLessThan(i.currentAmount);
          expect(p.total).toBeLessThanOrEqual(i.refundable);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
