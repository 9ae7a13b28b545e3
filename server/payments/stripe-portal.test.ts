/**
 * Stripe's customer portal (Stripe mode): the session a billing link
 * opens is created for the subscription's customer with the return address and the configured portal
 * (recorded exchange), and the configuration offers what the sandbox's billing page does.
 */
import { describe, expect, it } from "vitest";
import { replay } from "../../tests/support/stripe-replay";
import { portalConfigurationParams } from "./stripe";

describe("Stripe customer portal", () => {
  it("creates a portal session for the customer and answers its address", async () => {
    const { provider, done } = replay("billing-portal-session");
    const url = await provider.billingPortal!({
      customerId: "cus_RpTanAdvisory01",
      returnUrl: "https://www.docsleeve.test/billing",
      configuration: "bpc_1QvXp12eZvKYlo2CPortal1",
    });
    expect(url).toBe("https://billing.stripe.com/p/session/test_YWNjdF8xTW9ja0FjY291bnQsX1BvcnRhbFNlc3Npb24x");
    done();
  });

  it("configures invoices, card updates, cancellation at the period's end with the page's reasons, tax ID and address", () => {
    const params = portalConfigurationParams("https://www.docsleeve.test");
    expect(params.default_return_url).toBe("https://www.docsleeve.test/billing");
    expect(params.features).toEqual({
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true },
      customer_update: { enabled: true, allowed_updates: ["address", "tax_id", "name"] },
      subscription_cancel: {
        enabled: true,
        mode: "at_period_end",
        proration_behavior: "none",
        cancellation_reason: {
          enabled: true,
          options: ["too_expensive", "missing_features", "switched_service", "unused", "other"],
        },
      },
    });
  });
});
