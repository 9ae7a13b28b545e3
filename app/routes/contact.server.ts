/**
 * Server side of the contact page's action (only the action imports it, so it never reaches the
 * browser): reading the form's post and the contact service it calls, the same one POST /api/contact calls.
 */
import { contactSchema, type ContactRequest } from "../domain/contact";
import { validate } from "../domain/validation";
import { textValues } from "../lib/form-action.server";

export { sendContactMessage } from "../../server/contact/send";

/** The fields a visitor types or picks (the captcha's payload is not sent back). */
const TYPED_FIELDS = ["question", "name", "email", "explain_question"] as const;

/**
 * Reads the contact form's post: its typed fields (kept to show again) and the captcha payload, posted
 * as `captchaToken` by the form's fetcher or as the widget's own `altcha` field by a plain post.
 */
export function parseContactForm(
  form: FormData,
): { values: Record<string, string> } & (
  { ok: true; data: ContactRequest } | { ok: false; errors: Record<string, string> }
) {
  const values = textValues(form, TYPED_FIELDS);
  const token = form.get("captchaToken") ?? form.get("altcha");
  const result = validate(contactSchema, { ...values, captchaToken: typeof token === "string" ? token : "" });
  return result.ok ? { values, ok: true, data: result.data } : { values, ok: false, errors: result.errors };
}
