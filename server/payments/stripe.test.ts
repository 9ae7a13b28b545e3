/**
 * The Stripe provider against recorded exchanges (fixtures/stripe/*.json, shaped like Stripe's API):
 * a fake `fetch` handed to the official SDK answers each request in order and checks that the request
 * is the one recorded (method, path, idempotency key, form fields). No network.
 */
import Stripe from "stripe";
import { afterEach, describe, expect, it, vi } from "vitest";
import { replay } from "../../tests/support/stripe-replay";
import { HARD_EXIT_MS, SHUTDOWN_DEADLINE_MS } from "../lifecycle";
import { teamYearlySgdCharge } from "../../tests/support/signup";
import { createStripeProvider, customerTax, STRIPE_TIMEOUT_MS } from "./stripe";

const teamOrder = teamYearlySgdCharge("signup-key-0001", "pm_1QvXoT2eZvKYlo2CkCardOk");

describe("Stripe provider (recorded fixtures)", () => {
  it("creates the product once, the customer and a subscription charged the tax-inclusive total", async () => {
    const { provider, done } = replay("subscription-succeeds");
    const outcome = await provider.charge(teamOrder);
    expect(outcome).toEqual({
      status: "succeeded",
      record: {
        provider: "stripe",
        customerId: "cus_RnTanAdvisory01",
        subscriptionId: "sub_1QvXp02eZvKYlo2CTeam3Yr",
        paymentId: "pi_3QvXp12eZvKYlo2C0Paid01",
        // Stripe's PDF of the paid first invoice, for the receipt mailed at once.
        invoicePdfUrl: "https://pay.stripe.com/invoice/acct_1Fixture/test_YWNjdF9UZWFtM1ly/pdf",
      },
    });
    done();
  });

  it("gives Stripe Tax the buyer's country, VAT number (eu_vat) and reverse charge, on a price before tax, and puts the seller's tax IDs on its invoices", async () => {
    // STRIPE_ACCOUNT_TAX_IDS: the fixture records them as the subscription's `invoice_settings.account_tax_ids`.
    const { provider, done } = replay("subscription-reverse-charge", {
      accountTaxIds: ["atxi_1QvXa12eZvKYlo2COssEU", "atxi_1QvXa22eZvKYlo2CGstSG"],
    });
    const order = {
      ...teamOrder,
      idempotencyKey: "signup-key-de01",
      taxAmount: 0,
      total: 67000,
      tax: {
        countryCode: "DE",
        reason: "reverse_charge" as const,
        taxId: "DE136695976",
        taxIdType: "eu_vat" as const,
      },
    };
    expect(await provider.charge(order)).toMatchObject({
      status: "succeeded",
      record: { customerId: "cus_RnBuchhaltungDE", subscriptionId: "sub_1QvXp02eZvKYlo2CTeam3Yr" },
    });
    done();
  });

  it("asks no exemption of a consumer and sends no tax ID without one (GST for a Singapore buyer)", () => {
    expect(customerTax({ countryCode: "SG", reason: "standard", taxId: null, taxIdType: null })).toEqual({
      address: { country: "SG" },
      tax_exempt: "none",
    });
    expect(customerTax({ countryCode: "AU", reason: "abn", taxId: "51824753556", taxIdType: "au_abn" })).toEqual({
      address: { country: "AU" },
      tax_exempt: "none",
      tax_id_data: [{ type: "au_abn", value: "51824753556" }],
    });
  });

  it("puts a promotion code's discount on the subscription as a single-use coupon for the exact amount off", async () => {
    const { provider, done } = replay("subscription-with-promotion");
    // LAUNCH20, 20% off once: S$670.00 − S$134.00 = S$536.00 + 9% tax = S$584.24, S$146.06 below S$730.30.
    const order = {
      ...teamOrder,
      idempotencyKey: "signup-key-promo",
      taxAmount: 4824,
      total: 58424,
      discount: { code: "LAUNCH20", amountOff: 14606, duration: "once" as const, durationInMonths: null },
    };
    expect(await provider.charge(order)).toEqual({
      status: "succeeded",
      record: {
        provider: "stripe",
        customerId: "cus_RnLaunch20Promo",
        subscriptionId: "sub_1QvXs02eZvKYlo2CLaunch20",
        paymentId: "pi_3QvXs12eZvKYlo2C0Promo1",
      },
    });
    done();
  });

  it("hands a 3-D Secure payment back to the browser, then resumes it", async () => {
    const { provider, done } = replay("subscription-requires-action");
    const order = {
      ...teamOrder,
      idempotencyKey: "signup-key-3ds",
      paymentMethodId: "pm_card_threeDSecure2Required",
      currency: "USD",
      amount: 1900,
      taxAmount: 171,
      total: 2071,
      interval: "month" as const,
      planCode: "pro" as const,
    };
    const first = await provider.charge(order);
    expect(first).toEqual({
      status: "requires_action",
      clientSecret: "pi_3QvXqA2eZvKYlo2C3DSecure_secret_Wq8mY3kx",
      record: {
        provider: "stripe",
        customerId: "cus_Rn3DSecure0001",
        subscriptionId: "sub_1QvXq92eZvKYlo2C3DSPro",
        paymentId: "pi_3QvXqA2eZvKYlo2C3DSecure",
      },
    });
    if (first.status !== "requires_action") return;
    const second = await provider.resume(first.record);
    expect(second.status).toBe("succeeded");
    done();
  });

  it("turns a card error into the card's message", async () => {
    const { provider, done } = replay("customer-card-declined");
    const outcome = await provider.charge({ ...teamOrder, idempotencyKey: "signup-key-declined", planCode: "pro" });
    expect(outcome).toEqual({ status: "failed", code: "generic_decline", message: "Your card was declined." });
    done();
  });

  it("reports a failed first payment and cancels the incomplete subscription", async () => {
    const { provider, done } = replay("first-invoice-insufficient-funds");
    const outcome = await provider.charge({ ...teamOrder, idempotencyKey: "signup-key-funds" });
    expect(outcome).toMatchObject({
      status: "failed",
      code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    done();
  });

  it("refunds part of a payment with the console's key, and turns Stripe's refusal into its message", async () => {
    const { provider, done } = replay("refund-partial");
    const record = {
      provider: "stripe" as const,
      customerId: "cus_RnTanAdvisory01",
      subscriptionId: "sub_1QvXp02eZvKYlo2CTeam3Yr",
      paymentId: "pi_3QvXp12eZvKYlo2C0Paid01",
    };
    const part = await provider.refundAmount({
      record,
      amount: 1250,
      currency: "SGD",
      idempotencyKey: "console-refund:signup-key-0001:nonce-0001",
      reason: "Charged twice by mistake",
    });
    expect(part).toEqual({ status: "succeeded", refundId: "re_3QvXp12eZvKYlo2C0Part01" });
    const tooMuch = await provider.refundAmount({
      record,
      amount: 73030,
      currency: "SGD",
      idempotencyKey: "console-refund:signup-key-0001:nonce-0002",
      reason: "Full refund",
    });
    expect(tooMuch).toEqual({
      status: "failed",
      code: "amount_too_large",
      message: "Refund amount (S$730.30) is greater than unrefunded amount on charge (S$717.80)",
    });
    done();
  });

  it("refunds a payment and cancels its subscription", async () => {
    const { provider, done } = replay("refund");
    await provider.refund(
      {
        provider: "stripe",
        customerId: "cus_RnTanAdvisory01",
        subscriptionId: "sub_1QvXp02eZvKYlo2CTeam3Yr",
        paymentId: "pi_3QvXp12eZvKYlo2C0Paid01",
      },
      "account could not be created",
    );
    done();
  });

  it("offers cards only, and a payment Stripe reports as processing is not paid: it waits for the invoice's event", async () => {
    // subscription-succeeds and this fixture both require payment_settings[payment_method_types][0]=card.
    const { provider, done } = replay("subscription-processing");
    const order = {
      ...teamOrder,
      idempotencyKey: "signup-key-debit",
      paymentMethodId: "pm_1QvXsB2eZvKYlo2CSepaDebit",
      currency: "USD",
      amount: 1900,
      taxAmount: 171,
      total: 2071,
      interval: "month" as const,
      planCode: "pro" as const,
    };
    const outcome = await provider.charge(order);
    expect(outcome.status).not.toBe("succeeded");
    expect(outcome).toEqual({
      status: "requires_action",
      clientSecret: "pi_3QvXsD2eZvKYlo2CDebit01_secret_Dk2pQ9vr",
      record: {
        provider: "stripe",
        customerId: "cus_RnSepaDebit0001",
        subscriptionId: "sub_1QvXsC2eZvKYlo2CDebitPro",
        paymentId: "pi_3QvXsD2eZvKYlo2CDebit01",
      },
    });
    done();
  });

  it("gives up a payment still waiting for 3-D Secure: voids its open invoice (cancelling the PaymentIntent) and cancels the subscription", async () => {
    const { provider, done } = replay("cancel-waiting");
    await provider.refund(
      {
        provider: "stripe",
        customerId: "cus_Rn3DSecure0001",
        subscriptionId: "sub_1QvXq92eZvKYlo2C3DSPro",
        paymentId: "pi_3QvXqA2eZvKYlo2C3DSecure",
      },
      "replaced by a new attempt",
    );
    done();
  });

  it("finds what an attempt that died before recording its payment charged, by its sign-up key", async () => {
    const { provider, done } = replay("find-charge");
    const email = "mei.ling@tanadvisory.sg";
    expect(await provider.findCharge({ idempotencyKey: "signup-key-0001", email })).toEqual({
      provider: "stripe",
      customerId: "cus_RnTanAdvisory01",
      subscriptionId: "sub_1QvXp02eZvKYlo2CTeam3Yr",
      paymentId: "pi_3QvXp12eZvKYlo2C0Paid01",
    });
    expect(await provider.findCharge({ idempotencyKey: "signup-key-legacy", email })).toEqual({
      provider: "stripe",
      customerId: "cus_RnLegacy000001",
      subscriptionId: "sub_1QvXr02eZvKYlo2CLegacy1",
      paymentId: "pi_3QvXr12eZvKYlo2C0Legacy",
    });
    expect(await provider.findCharge({ idempotencyKey: "signup-key-0002", email })).toEqual({
      provider: "stripe",
      customerId: "cus_RnNoSubscript01",
    });
    expect(await provider.findCharge({ idempotencyKey: "signup-key-0003", email })).toBeNull();
    done();
  });
});

describe("Stripe client timeout", () => {
  afterEach(() => void vi.useRealTimers());

  /** A provider whose every request hangs until the SDK aborts it. */
  const hanging = (timeoutMs?: number) =>
    createStripeProvider({
      secretKey: "sk_test_fixture",
      maxNetworkRetries: 0,
      timeoutMs,
      httpClient: Stripe.createFetchHttpClient(
        ((_input: unknown, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
          )) as typeof fetch,
      ),
    });

  it("is below the shutdown cut-off, so a call in flight at SIGTERM ends inside the request", () => {
    expect(STRIPE_TIMEOUT_MS).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    expect(SHUTDOWN_DEADLINE_MS).toBeLessThan(HARD_EXIT_MS);
  });

  it("fails a call that gets no answer after STRIPE_TIMEOUT_MS, instead of the SDK's 80 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let settled: unknown;
    void hanging()
      .charge(teamOrder)
      .then(
        () => (settled = "resolved"),
        (error: unknown) => (settled = error),
      );
    // Lets the SDK's promise chain run (real setImmediate; only timeouts and Date are faked).
    const flush = async () => {
      for (let i = 0; i < 20 && settled === undefined; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    await vi.advanceTimersByTimeAsync(STRIPE_TIMEOUT_MS - 1);
    await flush();
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(settled).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});
