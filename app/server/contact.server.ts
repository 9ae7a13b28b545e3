/**
 * Server side of the contact page's action (only the action imports it, so it never reaches the
 * browser): the contact service it calls, the same one POST /api/contact calls, and the post as that
 * service's schema reads it.
 */
import { parseForm } from "../lib/form-action.server";
import { contactSchema } from "../domain/contact";

export { sendContactMessage } from "../../server/contact/send";

/** The captcha's fields: the schema's, and the one the ALTCHA widget posts of its own. */
const CAPTCHA_FIELDS = ["captchaToken", "altcha"] as const;

/**
 * Parses the contact form's post with the service's schema. The captcha payload is `captchaToken` (the
 * form's hidden field, filled with script) or else the widget's own `altcha` field (a plain post).
 * @returns Conform's submission: `status: "success"` with the request, or the field messages
 */
export function parseContactForm(form: FormData) {
  const posted = new FormData();
  for (const [name, value] of form)
    if (!(CAPTCHA_FIELDS as readonly string[]).includes(name)) posted.append(name, value);
  const token = CAPTCHA_FIELDS.map((name) => form.get(name)).find((value) => typeof value === "string" && value);
  posted.set("captchaToken", typeof token === "string" ? token : "");
  return parseForm(posted, contactSchema);
}

/** Posted fields never sent back with a refusal: the captcha's payload. */
export const CONTACT_HIDDEN_FIELDS = ["captchaToken"];
