/**
 * Reading the customer's own changes from the provider's events: a changed item quantity (not a renewal's
 * period change), a new default card on the subscription or the customer, and the figures a change of
 * users put in the metadata; and the mails' words for one or several users.
 */
import { describe, expect, it } from "vitest";
import type { ProviderEvent } from "../payments/webhook";
import { cardChangeOf, changedPriceOf, usersChangeOf } from "./change-events";
import { usersChangedMail } from "./mails";

const event = (type: string, object: object, previous?: object) =>
  ({ id: "evt_1", type, created: 1, data: { object, previous_attributes: previous } }) as unknown as ProviderEvent;
const items = (quantity: number, start = 100) => ({
  data: [{ quantity, current_period_start: start, current_period_end: start + 10 }],
});

describe("the customer's changes in provider events", () => {
  it("reads a change of users from the item's quantity, and none from a renewal or a cancellation", () => {
    expect(usersChangeOf(event("customer.subscription.updated", { items: items(5) }, { items: items(3) }))).toEqual({
      from: 3,
      to: 5,
    });
    const renewal = event("customer.subscription.updated", { items: items(3, 200) }, { items: items(3, 100) });
    expect(usersChangeOf(renewal)).toBeUndefined();
    const cancel = event("customer.subscription.updated", { items: items(3) }, { cancel_at_period_end: false });
    expect(usersChangeOf(cancel)).toBeUndefined();
    expect(usersChangeOf(event("customer.subscription.deleted", { items: items(5) }, { items: items(3) }))).toBe(
      undefined,
    );
  });

  it("reads a new default card from the subscription or, as Stripe's portal sets it, the customer", () => {
    const subscription = event(
      "customer.subscription.updated",
      { default_payment_method: "pm_new" },
      { default_payment_method: "pm_old" },
    );
    expect(cardChangeOf(subscription)).toEqual({ paymentMethodId: "pm_new" });
    const customer = event(
      "customer.updated",
      { invoice_settings: { default_payment_method: "pm_new" } },
      { invoice_settings: { default_payment_method: "pm_old" } },
    );
    expect(cardChangeOf(customer)).toEqual({ paymentMethodId: "pm_new" });
    expect(cardChangeOf(event("customer.updated", { invoice_settings: {} }, { email: "x@y.z" }))).toBeUndefined();
    expect(cardChangeOf(event("customer.subscription.updated", { items: items(3) }, { items: items(2) }))).toBe(
      undefined,
    );
  });

  it("takes the new price from changed metadata only, and only when its figures add up", () => {
    const metadata = { amount: "79000", tax_amount: "7110", total: "86110", tax_percent: "9", tax_reason: "standard" };
    expect(changedPriceOf(event("customer.subscription.updated", { metadata }, { metadata: {} }))).toEqual({
      periodAmount: 79000,
      taxPercent: 9,
      taxReason: "standard",
    });
    // Stripe's portal changes no metadata: the subscription's own figures stay.
    expect(changedPriceOf(event("customer.subscription.updated", { metadata }, { items: items(3) }))).toBe(undefined);
    const wrong = { ...metadata, total: "86111" };
    expect(changedPriceOf(event("customer.subscription.updated", { metadata: wrong }, { metadata: {} }))).toBe(
      undefined,
    );
  });

  it("words the mail for one user and for several", () => {
    const facts = {
      firstName: "Mei Ling",
      companyName: "Tan Advisory Pte. Ltd.",
      reference: "DS-000001",
      periodEnd: new Date("2027-03-02T10:00:00Z"),
      billingUrl: "https://www.docsleeve.test/billing/t",
    };
    const added = usersChangedMail({ ...facts, from: 3, to: 4 });
    expect(added.subject).toBe("Your DocSleeve subscription now has 4 users");
    expect(added.text).toContain("The added user is charged for the rest of the current period");
    expect(added.text).toContain("From March 2, 2027 your subscription renews with 4 users.");
    const removed = usersChangedMail({ ...facts, from: 2, to: 1 });
    expect(removed.subject).toBe("Your DocSleeve subscription now has 1 user");
    expect(removed.text).toContain(
      "The removed user's share of the rest of the current period is credited to your account",
    );
  });
});
