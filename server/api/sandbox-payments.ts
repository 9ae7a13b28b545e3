/**
 * POST /api/sandbox/payment-methods (CONTRACT.md): turns a test card into a `pm_sandbox_…` payment
 * method, or answers 402 with the card's message. Exists only while PAYMENT_PROVIDER=sandbox (404
 * otherwise, like any unknown path), so a production site never accepts raw card numbers.
 */
import { z } from "zod";
import { checkCard } from "../payments/sandbox-cards";
import { createSandboxPaymentMethod } from "../payments/sandbox";
import { defineRoute, HttpError } from "./http";

const CARD_REQUIRED = "Please enter your card details.";

/**
 * An expiry part: a whole number, or a string of digits as an HTML select gives it ("07"). Nothing else
 * is coerced (an array or a boolean is an error, not 0 or 1); the range is the card check's business.
 */
const expiryPart = (message: string) =>
  z.union([z.number().int().nonnegative(), z.string().trim().regex(/^\d{1,4}$/).transform(Number)], { error: message });

/** The card as the sandbox card form sends it (numbers may carry spaces). */
export const sandboxPaymentMethodSchema = z.strictObject({
  number: z.string({ error: CARD_REQUIRED }).max(40, CARD_REQUIRED),
  exp_month: expiryPart("Please enter the card's expiry month as a number."),
  exp_year: expiryPart("Please enter the card's expiry year as a number."),
  cvc: z.string({ error: CARD_REQUIRED }).max(8, CARD_REQUIRED),
});

export const sandboxPaymentMethodRoute = defineRoute({
  method: "POST",
  path: "/sandbox/payment-methods",
  noStore: true,
  summary: "Turn a sandbox test card into a payment method id (`pm_sandbox_…`)",
  failures: { 402: "The card is declined; `message` says why.", 404: "The server is not using the sandbox payment provider." },
  body: sandboxPaymentMethodSchema,
  rateLimit: "sandboxCard",
  async handler(input, { services }) {
    if (services.config.paymentProvider !== "sandbox") throw new HttpError(404, "Not found.");
    const result = checkCard(input);
    if (!result.ok) throw new HttpError(402, result.message);
    const id = await createSandboxPaymentMethod(services.db, result.card, { month: input.exp_month, year: input.exp_year });
    return { body: { data: { id } } };
  },
});
