import { describe, expect, it } from "vitest";
import { cardDigits, cardFormSchema, CARD_FORM_MESSAGES as M, expiryYears, formatCardNumber } from "./card-form";
import { currencyForCountry } from "./money";
import { validate } from "../../tests/support/schema";

describe("card form", () => {
  it("keeps digits only, at most 20, and groups them in fours", () => {
    expect(cardDigits("4242-4242 4242 4242abc")).toBe("4242424242424242");
    expect(cardDigits("1".repeat(25))).toHaveLength(20);
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("1".repeat(20))).toBe("1111 1111 1111 1111 1111");
  });

  it("offers this year through 20 years ahead", () => {
    const years = expiryYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2046);
    expect(years).toHaveLength(21);
  });

  it("catches what is plainly incomplete", () => {
    const now = new Date(2026, 5, 15);
    const ok = { number: "4242 4242 4242 4242", exp_month: "6", exp_year: "2026", cvc: "123", name: "Mei Ling Tan" };
    expect(validate(cardFormSchema(now), ok)).toEqual({
      ok: true,
      data: { ...ok, number: "4242424242424242", exp_month: 6, exp_year: 2026 },
    });
    expect(validate(cardFormSchema(now), { number: "", exp_month: "", exp_year: "", cvc: "", name: " " })).toEqual({
      ok: false,
      errors: {
        number: M.numberRequired,
        exp_month: M.monthRequired,
        exp_year: M.yearRequired,
        cvc: M.cvcRequired,
        name: M.nameRequired,
      },
    });
    expect(validate(cardFormSchema(now), { ...ok, number: "4242 4242" })).toEqual({
      ok: false,
      errors: { number: M.numberIncomplete },
    });
    expect(validate(cardFormSchema(now), { ...ok, cvc: "12" })).toEqual({
      ok: false,
      errors: { cvc: M.cvcIncomplete },
    });
    expect(validate(cardFormSchema(now), { ...ok, exp_month: "5" })).toEqual({
      ok: false,
      errors: { exp_month: M.expiryPast },
    });
  });
});

describe("currencyForCountry", () => {
  const sold = ["USD", "SGD", "EUR", "GBP", "AUD"];
  it.each([
    ["SG", "SGD"],
    ["us", "USD"],
    ["DE", "EUR"],
    ["GB", "GBP"],
    ["AU", "AUD"],
    ["JP", undefined],
    [undefined, undefined],
  ])("%s → %s", (country, currency) => {
    expect(currencyForCountry(country, sold)).toBe(currency);
  });
  it("never picks a currency that is not sold", () => {
    expect(currencyForCountry("DE", ["USD"])).toBeUndefined();
  });
});
