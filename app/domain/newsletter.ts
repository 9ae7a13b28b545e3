/**
 * Newsletter subscription schemas (spec section 2 footer form, section 4 home pop-up). Both forms post
 * the same request; they differ only in the wording of their messages, which the spec fixes per form.
 */
import { z } from "zod";

/** Longest address we accept (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .pipe(z.email(messages.invalid));
}

/** The footer form and the API request `POST /api/newsletter {email}`. */
export const newsletterSchema = z.object({
  email: emailField({ required: "Please Enter Email", invalid: "Please enter a valid email address" }),
});

/** The home page pop-up form (same request, the pop-up's own wording). */
export const newsletterPopupSchema = z.object({
  email: emailField({ required: "Please Enter Email", invalid: "Please enter valid email" }),
});

export type NewsletterRequest = z.infer<typeof newsletterSchema>;

// In a module without zod, so the footer form can use it without loading zod (issue 7).
export { NEWSLETTER_SUCCESS_MESSAGE } from "./newsletter-messages";
