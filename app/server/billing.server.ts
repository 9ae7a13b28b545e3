/**
 * Server side of /billing (only its loader and action import it): the billing link service and the
 * request form's post read with its schema. A link's own page is ./billing-token.server.ts.
 */
import { billingLinkSchema } from "../domain/billing-link";
import { parseForm } from "../lib/form-action.server";

export { requestBillingLink } from "../../server/billing/request-link";

/** Reads the /billing form's post: Conform's submission, the address or the field's message. */
export function parseBillingRequest(form: FormData) {
  return parseForm(form, billingLinkSchema);
}
