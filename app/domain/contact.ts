/**
 * The contact form and the request `POST /api/contact`: one schema, used by
 * the form in the browser and by the API route, so each message lives here once.
 *
 * Wire format: `{ question, name, email, explain_question, captchaToken }` where `question` is one of
 * `CONTACT_QUESTIONS` ("Sales" | "Technical Support", sent as displayed) and `captchaToken` is the ALTCHA
 * widget's payload (base64 JSON of the signed challenge and its solution).
 */
import { z } from "zod";
import { emailField } from "./email-field";

/** The question types a visitor can pick, which are also the wire values of `question`. */
export const CONTACT_QUESTIONS = ["Sales", "Technical Support"] as const;

/** One question type. */
export type ContactQuestion = (typeof CONTACT_QUESTIONS)[number];

/** Field limits, in UTF-16 code units (like the explanation's `maxLength`). */
export const CONTACT_LIMITS = { name: 50, email: 50, explain_question: 5000 } as const;

/**
 * Longest captcha payload accepted: the widget's payload is about 700 characters; anything far larger is
 * not a payload and is refused before any decoding work.
 */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4000;

/** Every message of the contact form, word for word as users see them. */
export const CONTACT_MESSAGES = {
  question: "Please select a question type",
  nameRequired: "Please enter your name",
  nameCharacters: "Special characters are not allowed",
  nameTooLong: `Name must be ${CONTACT_LIMITS.name} characters or fewer`,
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email",
  emailTooLong: `Email must be ${CONTACT_LIMITS.email} characters or fewer`,
  explainRequired: "Please explain your question",
  explainTooLong: "Explanation must be 5,000 characters or fewer",
  captcha: "Please verify the CAPTCHA",
  success: "Your message has been sent successfully!",
  failure: "Failed to send message. Please try again.",
} as const;

/**
 * Letters of any script (with their combining marks, e.g. "José" typed in decomposed form) and spaces.
 * Digits, punctuation and symbols are "special characters" and are refused.
 */
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

const m = CONTACT_MESSAGES;

/** The contact request and form values; strings are trimmed. Unknown fields are rejected by the API. */
export const contactSchema = z.object({
  question: z.enum(CONTACT_QUESTIONS, { error: m.question }),
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .regex(NAME_PATTERN, m.nameCharacters)
    .max(CONTACT_LIMITS.name, m.nameTooLong),
  email: emailField(
    { required: m.emailRequired, invalid: m.emailInvalid, tooLong: m.emailTooLong },
    CONTACT_LIMITS.email,
  ),
  explain_question: z
    .string({ error: m.explainRequired })
    .trim()
    .min(1, m.explainRequired)
    .max(CONTACT_LIMITS.explain_question, m.explainTooLong),
  captchaToken: z.string({ error: m.captcha }).trim().min(1, m.captcha).max(CAPTCHA_TOKEN_MAX_LENGTH, m.captcha),
});

/** A valid contact request. */
export type ContactRequest = z.infer<typeof contactSchema>;

/** The form's raw values (before validation); `question` is "" until one is picked. */
export type ContactFormValues = { [K in keyof ContactRequest]: string };

/** Empty form values. */
export const EMPTY_CONTACT_FORM: ContactFormValues = {
  question: "",
  name: "",
  email: "",
  explain_question: "",
  captchaToken: "",
};
