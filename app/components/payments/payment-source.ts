/**
 * What the payment stage needs from a card form, whichever provider is behind it: turn the card into
 * a payment method id, and (Stripe only) run 3-D Secure for a payment the server says needs it.
 */

/** A card turned into a payment method, or why not (`message` is toasted; none: errors are on the form). */
export type CreatedPaymentMethod = { ok: true; id: string } | { ok: false; message?: string };

/** The card form's imperative handle. */
export interface PaymentSource {
  createPaymentMethod(billing: { email: string }): Promise<CreatedPaymentMethod>;
  handleNextAction?(clientSecret: string): Promise<{ ok: true } | { ok: false; message: string }>;
}

/** Which provider the server uses, and Stripe's publishable key when it is Stripe. */
export interface PaymentConfig {
  provider: "sandbox" | "stripe";
  publishableKey?: string;
}
