/**
 * Server side of the newsletter pages (only loaders and actions import it, so it never reaches the
 * browser): the subscription service, and the form posts' rate limit, shared with POST /api/newsletter.
 */
import type { AppLoadContext } from "react-router";
import { HttpError } from "../../server/api/http";

export {
  confirmationState,
  confirmSubscription,
  requestSubscription,
  resubscribe,
  subscriberOfUnsubscribeToken,
  unsubscribe,
} from "../../server/newsletter/subscriptions";
export type { ConfirmState } from "../../server/newsletter/subscriptions";

/**
 * Takes one point of the newsletter rate limit for the client's IP.
 * @returns undefined when allowed, else the message to show (429)
 */
export async function newsletterRateLimited(context: AppLoadContext): Promise<string | undefined> {
  try {
    await context.services.rateLimits.consume("newsletter", context.clientIp ?? "unknown");
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}
