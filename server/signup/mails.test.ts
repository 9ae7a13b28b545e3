import { describe, expect, it } from "vitest";
import type { Quote } from "../../app/domain/pricing";
import { receiptMail, welcomeMail, type OrderFacts } from "./mails";

const quote = {
  plan_id: 1,
  plan_type_id: 1,
  envelope_id: 1,
  currency: "USD",
  users: 1,
  minor_unit: 2,
  base_amount: 1900,
  extra_users: 0,
  extra_user_amount: 0,
  amount: 1900,
  save_amount: 0,
  save_percent: 0,
  tax_percent: 9,
  tax_reason: "standard",
  tax_amount: 171,
  total: 2071,
} as unknown as Quote;
const order: OrderFacts = {
  firstName: "Ada",
  email: "ada@example.com",
  companyName: "Quinn Tax Services",
  planName: "Pro",
  periodName: "Monthly",
  tierText: "100 Sleeves per month",
  quote,
  currency: { symbol: "$", minor_unit: 2, code: "USD" },
  countryCode: "SG",
  periodEnd: new Date("2027-01-01T00:00:00Z"),
  reference: "DS-1",
  loginUrl: "https://app.sleeve.example/login",
};

describe("welcome and receipt mails", () => {
  it("name the company when there is one", () => {
    expect(welcomeMail(order).text).toContain("Your DocSleeve Pro account for Quinn Tax Services is ready.");
    expect(receiptMail(order).text).toContain("Here is your receipt for Quinn Tax Services.");
  });

  it("read well without one (the company name is optional)", () => {
    const none = { ...order, companyName: "" };
    expect(welcomeMail(none).text).toContain("Your DocSleeve Pro account is ready.");
    expect(receiptMail(none).text).toContain("Here is your receipt.");
    expect(receiptMail(none).html).toContain("here is your receipt.");
    expect(welcomeMail(none).text).not.toContain(" for  ");
  });

  it("name the tax as the order summary did, from the decision stored at purchase", () => {
    const at = (countryCode: string, tax_reason: string, tax_percent: number, tax_amount: number) =>
      receiptMail({ ...order, countryCode, quote: { ...quote, tax_reason, tax_percent, tax_amount } as Quote }).text;
    expect(at("SG", "standard", 9, 171)).toContain("\nGST 9%: $1.71\n");
    expect(at("DE", "standard", 19, 361)).toContain("\nVAT 19%: $3.61\n");
    expect(at("DE", "reverse_charge", 0, 0)).toContain("\nReverse charge · 0%: $0.00\n");
    expect(at("US", "not_collected", 0, 0)).toContain("\nTax not collected · 0%: $0.00\n");
    expect(at("AU", "abn", 0, 0)).toContain("\nGST not charged (ABN) · 0%: $0.00\n");
    expect(receiptMail({ ...order, countryCode: "US" }).html).not.toContain("Tax (");
  });
});
