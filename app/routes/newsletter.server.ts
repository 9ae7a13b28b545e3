/**
 * Server side of the newsletter pages (only loaders and actions import it, so it never reaches the
 * browser): the subscription service, and reading a form's post.
 */
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
export { subscribe } from "../../server/newsletter/subscribe";

/**
 * Reads a newsletter form's post: the form it came from (hidden `source`; footer unless "popup") and the
 * address, validated with that form's own messages (the route imports zod only through this module, so
 * the forms' lazy loading of their schema stays effective in the browser build).
 */
export function parseNewsletterForm(
  form: FormData,
): { source: NewsletterSource; email: string } & (
  { ok: true; data: NewsletterRequest } | { ok: false; error?: string }
) {
  const source: NewsletterSource = form.get("source") === "popup" ? "popup" : "footer";
  const email = String(form.get("email") ?? "");
  const result = validate(newsletterSchemaFor(source), { email, source });
  return result.ok
    ? { source, email, ok: true, data: result.data }
    : { source, email, ok: false, error: result.errors.email };
}
