import { describe, expect, it } from "vitest";
import type { Currency } from "../../domain/plan-list";
import { visitorDefaults } from "./data.server";

const currency = (code: string, is_default = false): Currency => ({
  code,
  symbol: code,
  name: code,
  minor_unit: 2,
  is_default,
});
const SOLD = [currency("USD", true), currency("SGD"), currency("EUR"), currency("GBP"), currency("AUD")];

describe("the visitor's defaults on /pricing, from its address", () => {
  it.each([
    ["81.2.69.160", "GBP", 226],
    ["::ffff:81.2.69.160", "GBP", 226],
    ["5.9.0.1", "EUR", 81],
    ["203.116.0.1", "SGD", 192],
    ["1.2.3.4", "AUD", 15],
    ["8.8.8.8", "USD", 1],
  ])("%s renders in %s with country %i preselected", (ip, code, countryId) => {
    expect(visitorDefaults(ip, SOLD)).toEqual({ currency: code, country_id: countryId });
  });

  it("gives a country paying in a currency not sold the default currency, with its own country preselected", () => {
    expect(visitorDefaults("41.0.0.1", SOLD)).toEqual({ currency: "USD", country_id: 197 });
  });

  it.each(["127.0.0.1", "::1", "10.1.2.3", "192.168.1.1", ""])(
    "gives an address without a country (%j) USD and the default country 192, not Singapore's SGD",
    (ip) => {
      expect(visitorDefaults(ip, SOLD)).toEqual({ currency: "USD", country_id: 192 });
    },
  );
});
