/**
 * `npm run stripe:portal`: creates the Stripe customer portal configuration the billing links open
 * (server/payments/stripe.ts `portalConfigurationParams`: invoice history, payment-method update,
 * cancellation at the period's end with reasons, tax ID and address edits) with STRIPE_SECRET_KEY, its
 * return address under PUBLIC_URL, and prints its id for STRIPE_PORTAL_CONFIGURATION. Run it again after
 * changing the configuration: each run makes a new one, and the variable chooses which is used.
 */
import { createPortalConfiguration } from "../server/payments/stripe";

const { STRIPE_SECRET_KEY, PUBLIC_URL } = process.env;
if (!STRIPE_SECRET_KEY || !PUBLIC_URL) {
  console.error("usage: STRIPE_SECRET_KEY=sk_… PUBLIC_URL=https://www.example.com npm run stripe:portal");
  process.exit(2);
}
try {
  const id = await createPortalConfiguration({ secretKey: STRIPE_SECRET_KEY }, PUBLIC_URL.replace(/\/+$/, ""));
  console.log(`Created the customer portal configuration ${id}. Set STRIPE_PORTAL_CONFIGURATION=${id}.`);
} catch (error) {
  console.error(`Stripe refused the configuration: ${(error as Error).message}`);
  process.exit(1);
}
