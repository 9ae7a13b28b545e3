/**
 * Copy of the contact page (/contact). Validation and result messages live with the schema in
 * app/domain/contact.ts; contact facts (e-mail, phone, address, social links) in site-settings.ts.
 */
import type { ContactQuestion } from "../domain/contact";

/** The page header and meta. */
export const CONTACT_PAGE = {
  metaTitle: "Contact Us",
  metaDescription:
    "Talk to the DocSleeve team: ask sales about plans for your firm or get technical support. We reply within 24 hours, and urgent incidents are handled 24/7.",
  eyebrow: "Contact",
  heading: "Talk to the DocSleeve team",
  intro:
    "Questions about plans for your firm, or help with a Sleeve that is not behaving? Send us a message and a real person will reply within 24 hours.",
} as const;

/** Labels, hints and placeholders of the form. */
export const CONTACT_FORM_COPY = {
  heading: "Send us a message",
  questionLegend: "What is your question about?",
  questionHints: {
    Sales: "Plans, team pricing, onboarding and demos.",
    "Technical Support": "Sleeves, uploads, e-signatures and your account.",
  } satisfies Record<ContactQuestion, string>,
  nameLabel: "Your name",
  namePlaceholder: "Jane Tan",
  emailLabel: "Work email",
  emailPlaceholder: "jane@yourfirm.com",
  explainLabel: "How can we help?",
  explainPlaceholder: "Tell us what you need, and for support questions, what you expected to happen and what happened instead.",
  counterUnit: "characters",
  captchaLabel: "Spam protection",
  captchaLoading: "Loading verification…",
  captchaHint: "A quick check runs in your browser while you fill in the form. No puzzles, no tracking.",
  submit: "Send Message",
  sending: "Sending...",
  privacyNote: "We use your details only to answer this message.",
  /** Shown when the browser runs no script: the spam check (and so sending) needs it. */
  noScript:
    "This form needs JavaScript: its spam check runs in your browser. Turn JavaScript on and reload the page, or write to us at the e-mail address under Other ways to reach us.",
} as const;

/** The box shown for 30 seconds after a message is sent. */
export const CONTACT_THANK_YOU = {
  heading: "Thank you for reaching out!",
  body: "We have received your message and sent a confirmation to your inbox. Expect a reply within 24 hours.",
} as const;

/** How long the thank-you box stays visible (ms: 30 s). */
export const THANK_YOU_VISIBLE_MS = 30_000;

/** The column beside the form. */
export const CONTACT_DETAILS_COPY = {
  heading: "Other ways to reach us",
  emailTitle: "Email",
  emailNote: "We reply within 24 hours.",
  phoneTitle: "Phone",
  addressTitle: "Office",
  urgentTitle: "Urgent incidents",
  urgentNote: "Email us with a subject that starts with URGENT, and the on-call team answers 24/7.",
  socialTitle: "Follow DocSleeve",
} as const;
