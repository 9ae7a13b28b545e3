/**
 * "Update card" of the sandbox billing page: the card the customer entered in the sandbox card form (a
 * payment method made by POST /api/sandbox/payment-methods, as on the pricing page) becomes the
 * subscription's default card, as a Stripe SetupIntent would make it: a card the bank refuses is refused,
 * a 3-D Secure card waits for the challenge (the page shows it, then posts the same request again), and
 * the sandbox's `customer.subscription.updated` brings the change to the order's timeline and the mail
 * (server/billing/change-events.ts). In Stripe mode the customer does this in Stripe's portal.
 */
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import { BILLING_CHANGE_MESSAGES as M } from "../../app/domain/billing-change";
import { fail, type Result } from "../error-codes";
import { setupSandboxCard } from "../payments/sandbox-changes";
import type { Services } from "../services";

/** How an update of the card stands: done, or waiting for the bank's 3-D Secure challenge. */
export type CardUpdate = { status: "updated" } | { status: "requires_action"; clientSecret: string };

/** A sandbox payment method id and the page's key for this attempt (one attempt per card entered). */
const PAYMENT_METHOD = /^pm_sandbox_[\w-]{8,64}$/;
const ATTEMPT_KEY = /^[\w-]{8,100}$/;

/**
 * Makes `input.paymentMethodId` the default card of subscription `subscriptionId`; asked again with the
 * same `attemptKey` after a 3-D Secure challenge, answers how it ended.
 * @returns `updated` or `requires_action` with the challenge's client secret; or `validation_failed` (no
 *   card), `not_found` (no sandbox subscription), `subscription_inactive` (ended), `card_declined` (the
 *   bank refused the card or its authentication; the old card stays)
 */
export async function updateCard(
  services: Services,
  subscriptionId: number,
  input: { paymentMethodId: unknown; attemptKey: unknown },
): Promise<Result<CardUpdate, "validation_failed" | "not_found" | "subscription_inactive" | "card_declined">> {
  const { paymentMethodId, attemptKey } = input;
  if (typeof paymentMethodId !== "string" || !PAYMENT_METHOD.test(paymentMethodId))
    return fail("validation_failed", M.cardMissing);
  if (typeof attemptKey !== "string" || !ATTEMPT_KEY.test(attemptKey)) return fail("validation_failed", M.cardMissing);
  const [row] = await services.db
    .select({ provider: subscriptions.provider, providerId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row || row.provider !== "sandbox" || !row.providerId)
    return fail("not_found", "This subscription cannot be changed here.");
  const outcome = await setupSandboxCard(services.db, services.sandboxEvents, row.providerId, {
    paymentMethodId,
    idempotencyKey: `card:${subscriptionId}:${attemptKey}`,
  });
  if (!outcome) return fail("subscription_inactive", M.inactive);
  switch (outcome.status) {
    case "succeeded":
      return { ok: true, value: { status: "updated" } };
    case "requires_action":
      return { ok: true, value: { status: "requires_action", clientSecret: outcome.clientSecret } };
    case "failed":
      services.log.info({ subscriptionId, code: outcome.code }, "card update refused");
      return fail("card_declined", outcome.message);
  }
}
