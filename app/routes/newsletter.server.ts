/**
 * Server side of the newsletter pages (only loaders and actions import it, so it never reaches the
 * browser): the subscription service, and the form posts' rate limit, shared with POST /api/newsletter.
 */
import type { AppLoadContext } from "react-router";
import { newsletterSchemaFor, type NewsletterSource, type NewsletterRequest } from "../domain/newsletter";
import { validate } from "../domain/validation";

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
 * Takes one point of the newsletter rate limit for the client (its IPv4 address or IPv6 /64, the key
 * POST /api/newsletter counts by), so a form post without script cannot dodge it from a fresh IPv6 address.
 * @returns undefined when allowed, else the message to show (429)
 */
export async function newsletterRateLimited(context: AppLoadContext): Promise<string | undefined> {
  const taken = await context.services.rateLimits.takeClient("newsletter", context.clientIp);
  return taken.ok ? undefined : taken.message;
}

/**
 * Reads a newsletter form's post: the form it came from (hidden `source`; footer unless "popup") and the
 * address, validated with that form's own messages (the route imports zod only through this module, so
 * the forms' lazy loading of their schema stays effective in the browser build).
 */
export function parseNewsletterForm(form: FormData): { source: NewsletterSource; email: string } & ({ ok: true; data: NewsletterRequest } | { ok: false; error?: string }) {
  const source: NewsletterSource = form.get("source") === "popup" ? "popup" : "footer";
  const email = String(form.get("email") ?? "");
  const result = validate(newsletterSchemaFor(source), { email, source });
  return result.ok ? { source, email, ok: true, data: result.data } : { source, email, ok: false, error: result.errors.email };
}
