import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES } from "../../server/pricing/price-book";
import { MONTHS_PER_PERIOD, type PlanTypeId } from "./plan-ids";
import { applyTax, type Quote } from "./pricing";
import {
  applyPromotion,
  discountedPayments,
  discountOf,
  paymentFigures,
  type PromotionTerms,
} from "./promotion-pricing";

const codes = CURRENCIES.map(([code]) => code);

/** A quote with the fields the discount maths reads; the rest as the pricing module fills them. */
function quoteOf(amount: number, taxPercent: number, currency: string, planTypeId: PlanTypeId): Quote {
  const { tax_amount, total } = applyTax(amount, taxPercent);
  return {
    plan_id: 2,
    plan_type_id: planTypeId,
    envelope_id: 1,
    currency,
    users: 1,
    minor_unit: 2,
    base_amount: amount,
    extra_users: 0,
    extra_user_amount: 0,
    amount,
    save_amount: 0,
    save_percent: 0,
    tax_percent: taxPercent,
    tax_reason: "standard",
    tax_amount,
    total,
  };
}

const LAUNCH20: PromotionTerms = {
  code: "LAUNCH20",
  percent_off: 20,
  amount_off: null,
  duration: "once",
  duration_in_months: null,
};

const terms: fc.Arbitrary<PromotionTerms> = fc
  .oneof(
    fc.record({
      code: fc.constant("P"),
      percent_off: fc.integer({ min: 1, max: 100 }),
      amount_off: fc.constant(null),
      duration: fc.constantFrom("once" as const, "forever" as const, "repeating" as const),
      duration_in_months: fc.integer({ min: 1, max: 36 }),
    }),
    fc.record({
      code: fc.constant("A"),
      percent_off: fc.constant(null),
      amount_off: fc.dictionary(fc.constantFrom(...codes), fc.integer({ min: 1, max: 10_000_000 }), { minKeys: 1 }),
      duration: fc.constantFrom("once" as const, "forever" as const, "repeating" as const),
      duration_in_months: fc.integer({ min: 1, max: 36 }),
    }),
  )
  .map((t) => ({ ...t, duration_in_months: t.duration === "repeating" ? t.duration_in_months : null }));

const order = fc.record({
  amount: fc.integer({ min: 0, max: 100_000_000 }),
  // Whole and two-decimal tax rates, as the plan list allows.
  tax: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
  currency: fc.constantFrom(...codes),
  period: fc.constantFrom(1 as const, 2 as const),
});

describe("promotion codes: worked examples", () => {
  it("LAUNCH20 on the done-when order (Team, 3 users, yearly, SGD): 20% off S$670.00 before tax", () => {
    const q = quoteOf(67000, 9, "SGD", 2);
    expect(q.total).toBe(73030);
    const p = applyPromotion(q, LAUNCH20)!;
    expect(p).toMatchObject({
      amount: 67000,
      discount_amount: 13400,
      discounted_amount: 53600,
      tax_amount: 4824,
      total: 58424,
      full_total: 73030,
    });
    // Once: the first renewal is back at the full price.
    expect(p.renewal).toEqual({ discounted_payments: 1, tax_amount: 6030, total: 73030 });
  });

  it("rounds a percent discount half up, caps an amount at the subtotal, and skips a currency it does not name", () => {
    expect(discountOf(1050, { percent_off: 15, amount_off: null }, "USD")).toBe(158); // 157.5 → 158
    expect(discountOf(1049, { percent_off: 15, amount_off: null }, "USD")).toBe(157); // 157.35 → 157
    expect(discountOf(1900, { percent_off: null, amount_off: { USD: 500 } }, "USD")).toBe(500);
    expect(discountOf(300, { percent_off: null, amount_off: { USD: 500 } }, "USD")).toBe(300);
    expect(discountOf(1900, { percent_off: null, amount_off: { USD: 500 } }, "SGD")).toBeUndefined();
    expect(
      applyPromotion(quoteOf(1900, 9, "SGD", 1), { ...LAUNCH20, percent_off: null, amount_off: { USD: 500 } }),
    ).toBeUndefined();
  });

  it("counts the discounted payments as Stripe's coupon durations do", () => {
    const t = (duration: PromotionTerms["duration"], months: number | null = null) => ({
      duration,
      duration_in_months: months,
    });
    expect(discountedPayments(t("once"), 1)).toBe(1);
    expect(discountedPayments(t("once"), 2)).toBe(1);
    expect(discountedPayments(t("forever"), 2)).toBe(Number.POSITIVE_INFINITY);
    expect(discountedPayments(t("repeating", 3), 1)).toBe(3); // months 0, 1, 2
    expect(discountedPayments(t("repeating", 3), 2)).toBe(1); // only the first yearly payment is within 3 months
    expect(discountedPayments(t("repeating", 12), 2)).toBe(1);
    expect(discountedPayments(t("repeating", 13), 2)).toBe(2); // months 0 and 12
  });

  it("100% off once makes the first payment free and the renewal full price", () => {
    const p = applyPromotion(quoteOf(1900, 9, "USD", 1), { ...LAUNCH20, percent_off: 100 })!;
    expect(p).toMatchObject({ discount_amount: 1900, tax_amount: 0, total: 0, renewal: { total: 2071 } });
  });
});

describe("promotion codes: invariants (fast-check)", () => {
  it("never negative, tax never below zero, tax on the discounted amount, figures add up to the cent", () => {
    fc.assert(
      fc.property(order, terms, (o, t) => {
        const q = quoteOf(o.amount, o.tax, o.currency, o.period);
        const p = applyPromotion(q, t);
        if (t.amount_off && !Object.hasOwn(t.amount_off, o.currency)) {
          expect(p).toBeUndefined();
          return;
        }
        if (!p) throw new Error("a code that names the currency must apply");
        for (const v of [p.discount_amount, p.discounted_amount, p.tax_amount, p.total])
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        expect(p.discount_amount).toBeLessThanOrEqual(q.amount);
        expect(p.discounted_amount).toBe(q.amount - p.discount_amount);
        expect(p.total).toBe(Math.round(p.discounted_amount + (p.discounted_amount * o.tax) / 100));
        expect(p.discounted_amount + p.tax_amount).toBe(p.total);
        expect(p.total).toBeLessThanOrEqual(q.total);
        expect(p.full_total).toBe(q.total);
      }),
    );
  });

  it("a percent code takes round(amount × percent / 100); an amount code min(amount, its amount)", () => {
    fc.assert(
      fc.property(order, terms, (o, t) => {
        const d = discountOf(o.amount, t, o.currency);
        if (t.percent_off !== null) expect(d).toBe(Math.min(o.amount, Math.round((o.amount * t.percent_off) / 100)));
        else if (t.amount_off && Object.hasOwn(t.amount_off, o.currency))
          expect(d).toBe(Math.min(o.amount, t.amount_off[o.currency]!));
      }),
    );
  });

  it("renewals after N months: payment k is discounted exactly while it falls within the duration", () => {
    fc.assert(
      fc.property(order, terms, fc.integer({ min: 0, max: 60 }), (o, t, k) => {
        const q = quoteOf(o.amount, o.tax, o.currency, o.period);
        const figures = paymentFigures(q, t, k);
        if (!figures) return;
        const month = k * MONTHS_PER_PERIOD[o.period];
        const within = t.duration === "forever" || (t.duration === "once" ? k === 0 : month < t.duration_in_months!);
        const first = paymentFigures(q, t, 0)!;
        if (within) expect(figures).toEqual(first);
        else
          expect(figures).toEqual({
            discount_amount: 0,
            discounted_amount: q.amount,
            tax_amount: q.tax_amount,
            total: q.total,
          });
        const p = applyPromotion(q, t)!;
        if (p.renewal && !within) expect(figures.total).toBe(p.renewal.total);
      }),
    );
  });
});
