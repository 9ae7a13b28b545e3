/**
 * Server side of /billing (only its loader and action import it): the billing link service and reading
 * the request form's post. A link's own page is ./billing-token.server.ts.
 */
import { z } from "zod";
import { emailField } from "../domain/email-field";
import { validate } from "../domain/validation";

export { requestBillingLink } from "../../server/billing/request-link";

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
