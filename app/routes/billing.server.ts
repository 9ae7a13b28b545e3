/**
 * Server side of the billing pages (only loaders and actions import it): the billing link services and
 * reading the request form's post.
 */
import { z } from "zod";
import { emailField } from "../domain/email-field";
import { validate } from "../domain/validation";

export { requestBillingLink } from "../../server/billing/request-link";
export { billingLinkState } from "../../server/billing/links";
export { billingAccount as billingAccountOf } from "../../server/billing/account";
export { changeCancellation } from "../../server/billing/cancel";
export { portalUrl } from "../../server/billing/portal";

const requestSchema = z.object({
  email: emailField({ required: "Please enter your email address", invalid: "Please enter a valid email address" }),
});

/** Reads the /billing form's post: the address, or the field's message. */
export function parseBillingRequest(
  form: FormData,
): { email: string } & ({ ok: true } | { ok: false; error?: string }) {
  const email = String(form.get("email") ?? "");
  const result = validate(requestSchema, { email });
  return result.ok ? { email: result.data.email, ok: true } : { email, ok: false, error: result.errors.email };
}
