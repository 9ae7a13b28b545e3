/** Picks the payment provider from the configuration (PAYMENT_PROVIDER). */
import type { Config } from "../config";
import type { Database } from "../../db/database";
import { createSandboxProvider, type SandboxEventSink } from "./sandbox";
import { createStripeProvider } from "./stripe";
import type { PaymentProvider } from "./types";

export type {
  ChargeOutcome,
  ChargeRequest,
  PaymentProvider,
  PaymentRecord,
  RefundOutcome,
  RefundRequest,
} from "./types";

/** The configured provider: the offline sandbox by default, Stripe with its secret key. */
export function createPaymentProvider(
  config: Config,
  db: Database,
  sandbox: { events?: SandboxEventSink; now?: () => Date } = {},
): PaymentProvider {
  if (config.paymentProvider === "stripe") {
    if (!config.stripe.secretKey) throw new Error("STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe");
    return createStripeProvider({ secretKey: config.stripe.secretKey, accountTaxIds: config.stripe.accountTaxIds });
  }
  return createSandboxProvider(db, sandbox);
}
