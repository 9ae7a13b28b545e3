/**
 * "Cancel subscription" and "Resume subscription" of the sandbox billing page: the sandbox subscription
 * schedules or withdraws its cancellation at the period's end and emits `customer.subscription.updated`
 * like Stripe's portal, whose handling (server/billing/provider-events.ts) updates the site's record,
 * mails the confirmation and adds it to the order's timeline. In Stripe mode the customer does this in
 * Stripe's portal, whose events arrive the same way.
 */
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import { isCancellationReason } from "../../app/domain/cancellation";
import { fail, type Result } from "../error-codes";
import { setSandboxCancellation } from "../payments/sandbox";
import type { Services } from "../services";

/**
 * Schedules or withdraws the cancellation of subscription `subscriptionId`. Asking again for the state
 * it is in changes nothing and sends nothing.
 * @returns whether it changed; `validation_failed` for an unknown reason, `not_found` without a live
 *   sandbox subscription
 */
export async function changeCancellation(
  services: Services,
  subscriptionId: number,
  request: { cancel: boolean; reason?: unknown },
): Promise<Result<{ changed: boolean }, "validation_failed" | "not_found">> {
  if (request.cancel && !isCancellationReason(request.reason))
    return fail("validation_failed", "Please choose a reason.", { reason: "Please choose a reason." });
  const [row] = await services.db
    .select({ provider: subscriptions.provider, providerId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row || row.provider !== "sandbox" || !row.providerId)
    return fail("not_found", "This subscription cannot be changed here.");
  const result = await setSandboxCancellation(services.db, services.sandboxEvents, row.providerId, {
    cancel: request.cancel,
    feedback: request.cancel ? (request.reason as string) : undefined,
  });
  if (!result) return fail("not_found", "This subscription has ended.");
  return { ok: true, value: { changed: result.changed } };
}
