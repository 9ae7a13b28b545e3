/**
 * The sandbox's stand-ins for what Stripe.js and Stripe's billing do, all 404 unless
 * PAYMENT_PROVIDER=sandbox (like any unknown path), so a production site never accepts raw card numbers:
 * - POST /api/sandbox/payment-methods: a test card → `pm_sandbox_…`, or 402 with the card's message;
 * - POST /api/sandbox/challenges: the buyer's answer to the 3-D Secure challenge dialog;
 * - POST /api/sandbox/renewals: moves a subscription to its next period (`npm run sandbox:renew`),
 *   allowed only with a key derived from the webhook secret, which only the server's operator has.
 */
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { checkCard } from "../payments/sandbox-cards";
import { answerChallenge, createSandboxPaymentMethod, renewSandboxSubscription } from "../payments/sandbox";
import type { Services } from "../services";
import { defineRoute } from "./http";
import { httpErrorOf } from "./http-error";
import { fail } from "../error-codes";
import { deriveKey } from "../secrets/derive";

const NOT_FOUND = "Not found.";

/** 404 unless the sandbox is the provider. */
function requireSandbox(services: Services): void {
  if (services.config.paymentProvider !== "sandbox") throw httpErrorOf(fail("not_found", NOT_FOUND));
}

/** The header value the renewal command proves itself with: the key derived for it from the webhook secret, hex. */
export function renewalKey(webhookSecret: string): string {
  return deriveKey(webhookSecret, "sandbox-renewal").toString("hex");
}

/** Header carrying `renewalKey`. */
export const RENEWAL_KEY_HEADER = "x-sandbox-renewal-key";

const CARD_REQUIRED = "Please enter your card details.";

/**
 * An expiry part: a whole number, or a string of digits as an HTML select gives it ("07"). Nothing else
 * is coerced (an array or a boolean is an error, not 0 or 1); the range is the card check's business.
 */
const expiryPart = (message: string) =>
  z.union(
    [
      z.number().int().nonnegative(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ],
    { error: message },
  );

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
  codes: ["card_declined"],
  noStore: true,
  summary: "Turn a sandbox test card into a payment method id (`pm_sandbox_…`)",
  failures: {
    402: "The card is declined; `message` says why.",
    404: "The server is not using the sandbox payment provider.",
  },
  body: sandboxPaymentMethodSchema,
  rateLimit: "sandboxCard",
  async handler(input, { services }) {
    requireSandbox(services);
    const result = checkCard(input);
    if (!result.ok) throw httpErrorOf(fail("card_declined", result.message));
    const id = await createSandboxPaymentMethod(services.db, result.card, {
      month: input.exp_month,
      year: input.exp_year,
    });
    return { body: { data: { id } } };
  },
});

/** The buyer's answer to the sandbox's 3-D Secure challenge (as on Stripe's test authentication page). */
export const sandboxChallengeRoute = defineRoute({
  method: "POST",
  path: "/sandbox/challenges",
  body: z.strictObject({ client_secret: z.string().min(1).max(200), outcome: z.enum(["complete", "fail"]) }),
  rateLimit: "sandboxCard",
  async handler(input, { services }) {
    requireSandbox(services);
    const found = await answerChallenge(services.db, services.sandboxEvents, input.client_secret, input.outcome);
    if (!found) throw httpErrorOf(fail("not_found", "This payment does not wait for authentication."));
    return { body: { message: input.outcome === "complete" ? "Authentication completed." : "Authentication failed." } };
  },
});

/** Moves the newest subscription of `email` to its next period, paid or (`fail`) declined. */
export const sandboxRenewalRoute = defineRoute({
  method: "POST",
  path: "/sandbox/renewals",
  codes: ["renewal_key_wrong"],
  body: z.strictObject({ email: z.string().trim().min(3).max(254), fail: z.boolean().optional() }),
  async handler(input, { services, req }) {
    requireSandbox(services);
    const given = Buffer.from(req.get(RENEWAL_KEY_HEADER) ?? "");
    const expected = Buffer.from(renewalKey(services.webhookSecret));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw httpErrorOf(fail("renewal_key_wrong", "The renewal key is wrong."));
    const after = await renewSandboxSubscription(services.db, services.sandboxEvents, input.email, {
      fail: input.fail,
    });
    if (!after) throw httpErrorOf(fail("not_found", "No active sandbox subscription for this address."));
    return {
      body: {
        message: input.fail ? "Renewal declined." : "Renewed.",
        data: {
          subscription: after.id,
          status: after.status,
          current_period_end: after.currentPeriodEnd.toISOString(),
        },
      },
    };
  },
});
