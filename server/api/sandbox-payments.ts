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

/** The card as the sandbox card form sends it (numbers may carry spaces). */
export const sandboxPaymentMethodSchema = z.strictObject({
  number: z.string({ error: CARD_REQUIRED }).max(40, CARD_REQUIRED),
  exp_month: z.coerce.number({ error: CARD_REQUIRED }),
  exp_year: z.coerce.number({ error: CARD_REQUIRED }),
  cvc: z.string({ error: CARD_REQUIRED }).max(8, CARD_REQUIRED),
});

export const sandboxPaymentMethodRoute = defineRoute({
  method: "POST",
  path: "/sandbox/payment-methods",
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
