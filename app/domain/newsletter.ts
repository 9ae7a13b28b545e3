/**
 * Newsletter subscription schemas (the footer form and the home pop-up). Both forms post
 * the same request; they differ only in the wording of their messages, which are fixed per form.
 */
import { z } from "zod";
import { emailField } from "./email-field";

/** The forms that subscribe, recorded with the consent. */
export const NEWSLETTER_SOURCES = ["footer", "popup"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

// Optional, so a client that sends only `{email}` keeps working.
const source = z.enum(NEWSLETTER_SOURCES, { error: "Unknown form" }).optional();

/** The footer form and the API request `POST /api/newsletter {email, source?}`. */
export const newsletterSchema = z.object({
  email: emailField({ required: "Please Enter Email", invalid: "Please enter a valid email address" }),
  source,
});

/** The home page pop-up form (same request, the pop-up's own wording). */
export const newsletterPopupSchema = z.object({
  email: emailField({ required: "Please Enter Email", invalid: "Please enter valid email" }),
  source,
});

/** The schema whose messages a form's submission is checked with (each form has its own wording). */
export function newsletterSchemaFor(form: NewsletterSource | undefined) {
  return form === "popup" ? newsletterPopupSchema : newsletterSchema;
}

export type NewsletterRequest = z.infer<typeof newsletterSchema>;

// In a module without zod, so the footer form can use it without loading zod.
export { NEWSLETTER_SUCCESS_MESSAGE } from "./newsletter-messages";
