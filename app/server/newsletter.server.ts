/**
 * Server side of the newsletter pages (only loaders and actions import it, so it never reaches the
 * browser): the subscription service, and reading a form's post.
 */
import { newsletterSchemaFor, type NewsletterSource } from "../domain/newsletter";
import { parseForm } from "../lib/form-action.server";

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
 * Reads a newsletter form's post: the form it came from (hidden `source`; footer unless "popup") and
 * Conform's submission of the post, checked with that form's own messages (the route imports zod only
 * through this module, so the forms' lazy loading of their schema stays effective in the browser build).
 */
export function parseNewsletterForm(form: FormData) {
  const source: NewsletterSource = form.get("source") === "popup" ? "popup" : "footer";
  return { source, submission: parseForm(form, newsletterSchemaFor(source)) };
}
