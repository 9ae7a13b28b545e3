import { describe, expect, it } from "vitest";
import { checkTaxId } from "./tax-id";

describe("checkTaxId (stdnum: format and check digits, by the billing country's kind)", () => {
  it("accepts valid numbers as typed and stores them compact, VAT numbers with their prefix", () => {
    expect(checkTaxId("DE", "de 136 695 976")).toEqual({ ok: true, value: { kind: "eu_vat", taxId: "DE136695976" } });
    expect(checkTaxId("DE", "136695976")).toEqual({ ok: true, value: { kind: "eu_vat", taxId: "DE136695976" } });
    expect(checkTaxId("GR", "EL094259216")).toEqual({ ok: true, value: { kind: "eu_vat", taxId: "EL094259216" } });
    expect(checkTaxId("GB", "GB 980 7806 84")).toEqual({ ok: true, value: { kind: "gb_vat", taxId: "GB980780684" } });
    expect(checkTaxId("AU", "51 824 753 556")).toEqual({ ok: true, value: { kind: "au_abn", taxId: "51824753556" } });
  });

  it("refuses a wrong check digit, another country's number, and a tax ID where none is taken", () => {
    expect(checkTaxId("DE", "DE123456789")).toEqual({ ok: false, reason: "invalid" });
    expect(checkTaxId("FR", "DE136695976")).toEqual({ ok: false, reason: "invalid" });
    expect(checkTaxId("GB", "GB980780685")).toEqual({ ok: false, reason: "invalid" });
    expect(checkTaxId("AU", "51 824 753 557")).toEqual({ ok: false, reason: "invalid" });
    expect(checkTaxId("SG", "not-a-uen")).toEqual({ ok: false, reason: "invalid" });
    expect(checkTaxId("US", "12-3456789")).toEqual({ ok: false, reason: "not_taken" });
  });
});
