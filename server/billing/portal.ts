/**
 * Stripe mode: a billing link opens Stripe's customer portal for the subscription's customer (a new
 * session each time, returning to /billing), with the configuration of STRIPE_PORTAL_CONFIGURATION when
 * set. The portal's changes come back through the webhook like any event.
 */
import type { Services } from "../services";
import type { BillingAccount } from "./account";

/**
 * The portal session's address for `account`, or undefined when there is none to open (the sandbox, no
 * customer) or Stripe could not be asked (logged: the page then shows what the site knows).
 */
export async function portalUrl(
  services: Pick<Services, "config" | "payments" | "log">,
  account: Pick<BillingAccount, "provider" | "providerCustomerId" | "subscriptionId">,
): Promise<string | undefined> {
  const { billingPortal } = services.payments;
  if (account.provider !== "stripe" || !account.providerCustomerId || !billingPortal) return undefined;
  try {
    return await billingPortal({
      customerId: account.providerCustomerId,
      returnUrl: `${services.config.publicUrl}/billing`,
      configuration: services.config.stripe.portalConfiguration,
    });
  } catch (error) {
    services.log.error(
      { err: error, subscriptionId: account.subscriptionId },
      "could not open the Stripe customer portal",
    );
    return undefined;
  }
}
