import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES, TEAM_MAX_USERS } from "../../server/pricing/price-book";
import { seedBook } from "../../tests/support/price-book";
import { formatMoney } from "./money";
import type { PlanTypeId } from "./plan-ids";
import {
  applyTax,
  checkPlanData,
  defaultSelection,
  parseShownAmount,
  planDataOf,
  quote,
  type PriceBook,
} from "./pricing";
import { TEAM_3_YEARLY_SGD } from "../../tests/support/signup";
import type { PlanData } from "./signup";

const book = seedBook();
const codes = CURRENCIES.map(([code]) => code);

describe("applyTax", () => {
  it("rounds half up and makes amount + tax equal the total", () => {
    expect(applyTax(1050, 9)).toEqual({ tax_amount: 95, total: 1145 }); // 94.5 → 95
    expect(applyTax(1049, 9)).toEqual({ tax_amount: 94, total: 1143 }); // 94.41 → 94
    expect(applyTax(0, 9)).toEqual({ tax_amount: 0, total: 0 });
    expect(applyTax(1000, 0)).toEqual({ tax_amount: 0, total: 1000 });
    expect(applyTax(1000, 8.25)).toEqual({ tax_amount: 83, total: 1083 }); // 82.5 → 83
  });

  it("equals round(amount + amount*tax/100) for any amount and whole-percent tax", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, tax) => {
        const { tax_amount, total } = applyTax(amount, tax);
        expect(total).toBe(Math.round(amount + (amount * tax) / 100));
        expect(tax_amount + amount).toBe(total);
        expect(Number.isInteger(tax_amount) && tax_amount >= 0).toBe(true);
      }),
    );
  });

  it("never moves a cent for two-decimal tax rates", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const exact = amount * (10_000 + bp); // total × 10 000, exact in integers
        expect(applyTax(amount, bp / 100).total).toBe(Math.floor((exact + 5_000) / 10_000));
      }),
    );
  });
});

describe("quote: worked examples for every plan, period and currency", () => {
  // [currency, plan, period, users, amount, save, tax, total] — tier 1, figures in cents.
  const examples: Array<[string, 1 | 2, PlanTypeId, number, number, number, number, number]> = [
    ["USD", 1, 1, 1, 1900, 0, 171, 2071],
    ["SGD", 1, 1, 1, 2500, 0, 225, 2725],
    ["EUR", 1, 1, 1, 1800, 0, 162, 1962],
    ["GBP", 1, 1, 1, 1500, 0, 135, 1635],
    ["AUD", 1, 1, 1, 2900, 0, 261, 3161],
    ["USD", 1, 2, 1, 19000, 3800, 1710, 20710],
    ["SGD", 1, 2, 1, 25000, 5000, 2250, 27250],
    ["EUR", 1, 2, 1, 18000, 3600, 1620, 19620],
    ["GBP", 1, 2, 1, 15000, 3000, 1350, 16350],
    ["AUD", 1, 2, 1, 29000, 5800, 2610, 31610],
    ["USD", 2, 1, 3, 4900, 0, 441, 5341],
    ["SGD", 2, 1, 3, 6500, 0, 585, 7085],
    ["EUR", 2, 1, 3, 4600, 0, 414, 5014],
    ["GBP", 2, 1, 3, 3900, 0, 351, 4251], // £4 a month per extra user
    ["AUD", 2, 1, 3, 7500, 0, 675, 8175], // A$8 a month per extra user
    ["USD", 2, 2, 3, 51000, 7800, 4590, 55590],
    ["SGD", 2, 2, 3, 67000, 11000, 6030, 73030],
    ["EUR", 2, 2, 3, 48000, 7200, 4320, 52320],
    ["GBP", 2, 2, 3, 40600, 6200, 3654, 44254],
    ["AUD", 2, 2, 3, 78200, 11800, 7038, 85238],
  ];
  it.each(examples)(
    "%s plan %i period %i, %i user(s)",
    (currency, plan_id, plan_type_id, users, amount, save, tax, total) => {
      const result = quote(book, { plan_id, plan_type_id, envelope_id: 1, currency, users });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.quote).toMatchObject({ amount, save_amount: save, tax_amount: tax, total, tax_percent: 9 });
    },
  );

  it("prices the done-when order (Team, 3 users, yearly, SGD) as the page shows it", () => {
    const result = quote(book, { plan_id: 2, plan_type_id: 2, envelope_id: 1, currency: "SGD", users: 3 });
    if (!result.ok) throw new Error(result.reason);
    const sgd = book.currencies.find((c) => c.code === "SGD")!;
    expect(formatMoney(result.quote.base_amount, sgd)).toBe("S$550.00");
    expect(formatMoney(result.quote.extra_users * result.quote.extra_user_amount, sgd)).toBe("S$120.00");
    expect(formatMoney(result.quote.total, sgd)).toBe("S$730.30");
    expect(result.quote.save_percent).toBe(14);
  });

  it("takes each currency's own extra-user price from the plan list, for the summary and the charge alike", () => {
    const extra = (currency: string, planTypeId: PlanTypeId) =>
      book.team_plan.find((t) => t.id === planTypeId)!.price[currency]!.extra_user_amount;
    // Local price points, not one number in every currency.
    expect(extra("AUD", 1)).toBe(800);
    expect(extra("GBP", 2)).toBe(4800);
    expect(new Set(codes.map((c) => extra(c, 2))).size).toBeGreaterThan(1);
    for (const currency of codes) {
      for (const planTypeId of [1, 2] as const) {
        const r = quote(book, { plan_id: 2, plan_type_id: planTypeId, envelope_id: 1, currency, users: 500 });
        if (!r.ok) throw new Error(r.reason);
        expect(r.quote.extra_user_amount).toBe(extra(currency, planTypeId));
        expect(r.quote.amount).toBe(r.quote.base_amount + 499 * extra(currency, planTypeId));
      }
    }
    // One source: change the plan list's figure and the quote and the server's check follow it.
    const dearer: PriceBook = structuredClone(book);
    dearer.team_plan.find((t) => t.id === 1)!.price.AUD!.extra_user_amount = 1234;
    const q = quote(dearer, { plan_id: 2, plan_type_id: 1, envelope_id: 1, currency: "AUD", users: 3 });
    expect(q.ok && q.quote.amount).toBe(5900 + 2 * 1234);
    if (!q.ok) return;
    expect(checkPlanData(dearer, planDataOf(dearer, q.quote)!)).toMatchObject({ ok: true });
    expect(checkPlanData(book, planDataOf(dearer, q.quote)!)).toMatchObject({ ok: false, code: "prices_changed" });
  });

  it("saves 17% (rounded) on a one-user yearly plan, the most anyone saves", () => {
    for (const currency of codes) {
      for (const plan_id of [1, 2] as const) {
        const r = quote(book, { plan_id, plan_type_id: 2, envelope_id: 1, currency, users: 1 });
        expect(r.ok && r.quote.save_percent).toBe(17);
      }
    }
  });
});

describe("quote: refusals", () => {
  const base = { plan_id: 1 as const, plan_type_id: 1 as const, envelope_id: 1, currency: "USD", users: 1 };
  it.each([
    [{ ...base, plan_id: 3 as never }, "unknown_plan"],
    [{ ...base, plan_type_id: 3 as never }, "unknown_period"],
    [{ ...base, currency: "JPY" }, "unknown_currency"],
    [{ ...base, envelope_id: 4 }, "unknown_tier"],
    [{ ...base, users: 2 }, "invalid_users"],
    [{ ...base, plan_id: 2 as const, users: 0 }, "invalid_users"],
    [{ ...base, plan_id: 2 as const, users: 1.5 }, "invalid_users"],
    [{ ...base, plan_id: 2 as const, users: TEAM_MAX_USERS + 1 }, "invalid_users"],
  ])("%j → %s", (sel, reason) => {
    expect(quote(book, sel)).toEqual({ ok: false, reason });
  });
});

describe("quote: invariants", () => {
  const selection = fc
    .record({
      plan_id: fc.constantFrom(1 as const, 2 as const),
      plan_type_id: fc.constantFrom(1 as const, 2 as const),
      envelope_id: fc.integer({ min: 1, max: 3 }),
      currency: fc.constantFrom(...codes),
      users: fc.integer({ min: 1, max: TEAM_MAX_USERS }),
    })
    .map((s) => ({ ...s, users: s.plan_id === 1 ? 1 : s.users }));

  it("every figure is a non-negative integer and the summary adds up to the cent", () => {
    fc.assert(
      fc.property(selection, (sel) => {
        const r = quote(book, sel);
        if (!r.ok) throw new Error(r.reason);
        const q = r.quote;
        for (const v of [q.amount, q.save_amount, q.tax_amount, q.total, q.base_amount, q.extra_user_amount])
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        expect(q.base_amount + q.extra_users * q.extra_user_amount).toBe(q.amount);
        expect(q.amount + q.tax_amount).toBe(q.total);
        expect(q.total).toBe(Math.round(q.amount + (q.amount * q.tax_percent) / 100));
      }),
    );
  });

  it("yearly saves exactly twelve monthly payments minus the yearly price, never more than 17%", () => {
    fc.assert(
      fc.property(selection, (sel) => {
        const yearly = quote(book, { ...sel, plan_type_id: 2 });
        const monthly = quote(book, { ...sel, plan_type_id: 1 });
        if (!yearly.ok || !monthly.ok) throw new Error("no price");
        expect(yearly.quote.save_amount).toBe(monthly.quote.amount * 12 - yearly.quote.amount);
        expect(yearly.quote.save_amount).toBeGreaterThan(0);
        expect(yearly.quote.save_percent).toBeLessThanOrEqual(17);
        expect(monthly.quote.save_amount).toBe(0);
      }),
    );
  });

  it("each extra Team user adds the currency's own extra-user price (USD, SGD, EUR: 5 a month or 60 a year)", () => {
    fc.assert(
      fc.property(selection, (sel) => {
        fc.pre(sel.plan_id === 2 && sel.users < TEAM_MAX_USERS);
        const one = quote(book, sel);
        const more = quote(book, { ...sel, users: sel.users + 1 });
        if (!one.ok || !more.ok) throw new Error("no price");
        const own = book.team_plan.find((t) => t.id === sel.plan_type_id)!.price[sel.currency]!.extra_user_amount;
        expect(more.quote.amount - one.quote.amount).toBe(own);
        if (["USD", "SGD", "EUR"].includes(sel.currency)) expect(own).toBe(sel.plan_type_id === 1 ? 500 : 6000);
      }),
    );
  });

  it("a bigger tier always costs more", () => {
    fc.assert(
      fc.property(selection, (sel) => {
        fc.pre(sel.envelope_id < 3);
        const small = quote(book, sel);
        const big = quote(book, { ...sel, envelope_id: sel.envelope_id + 1 });
        if (!small.ok || !big.ok) throw new Error("no price");
        expect(big.quote.total).toBeGreaterThan(small.quote.total);
      }),
    );
  });

  it("defaultSelection picks the smallest tier and the fewest users", () => {
    expect(defaultSelection(book, 2, 2, "SGD")).toEqual({
      plan_id: 2,
      plan_type_id: 2,
      envelope_id: 1,
      currency: "SGD",
      users: 1,
    });
    expect(defaultSelection(book, 1, 1, "JPY")).toBeUndefined();
  });
});

describe("formatMoney", () => {
  it("formats minor units with the currency symbol", () => {
    const usd = { symbol: "$", minor_unit: 2 };
    expect(formatMoney(123456, usd)).toBe("$1,234.56");
    expect(formatMoney(1900, usd, { compact: true })).toBe("$19");
    expect(formatMoney(1950, usd, { compact: true })).toBe("$19.50");
    expect(formatMoney(-500, usd)).toBe("-$5.00");
  });
});

describe("plan_data: what the page sends and the server checks", () => {
  const sent = TEAM_3_YEARLY_SGD as PlanData;

  it("is built from a quote in the registration payload's names and units", () => {
    const q = quote(book, { plan_id: 2, plan_type_id: 2, envelope_id: 1, currency: "SGD", users: 3 });
    expect(q.ok && planDataOf(book, q.quote)).toEqual(sent);
  });

  it("passes when every figure matches, and names each figure that does not", () => {
    expect(checkPlanData(book, sent)).toMatchObject({
      ok: true,
      planData: sent,
      quote: { envelope_id: 1, users: 3, total: 73030 },
    });
    expect(checkPlanData(book, { ...sent, total_amount: 73031, sms: 1 })).toEqual({
      ok: false,
      code: "prices_changed",
      errors: {
        "plan_data.sms": "Does not match the current price: expected 2400.",
        "plan_data.total_amount": "Does not match the current price: expected 73030.",
      },
    });
    expect(checkPlanData(book, { ...sent, envelope: 1 })).toMatchObject({
      ok: false,
      code: "order_invalid",
      errors: { "plan_data.envelope": expect.any(String) },
    });
    expect(checkPlanData(book, { ...sent, currency: "JPY" })).toMatchObject({
      ok: false,
      code: "order_invalid",
      errors: { "plan_data.currency": expect.any(String) },
    });
  });

  it("reads a displayed amount with or without symbol, code, grouping and trailing zeros", () => {
    const sgd = book.currencies.find((c) => c.code === "SGD")!;
    for (const shown of ["S$730.30", "SGD 730.30", "730.3", "730.30", " s$730.300 "])
      expect(parseShownAmount(shown, sgd), shown).toBe(73030);
    expect(parseShownAmount("S$1,234.50", sgd)).toBe(123450);
    expect(parseShownAmount("1234", sgd)).toBe(123400);
    for (const bad of ["$730.30", "730.301", "7,30.30", "", "S$", "-730.30", "730,30", "1e3"])
      expect(parseShownAmount(bad, sgd), bad).toBeUndefined();
  });
});
