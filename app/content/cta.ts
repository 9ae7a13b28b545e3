/** Calls to action: the home page closing banner and the newsletter pop-up. */
import { FREE_PLAN } from "./plan-facts";

/** The closing call to action on the home page. */
export interface CallToAction {
  /** Banner heading. */
  readonly heading: string;
  /** One or two sentences. */
  readonly body: string;
  /** Main button (goes to sign-up). */
  readonly primary: string;
  /** Second button (goes to the contact page). */
  readonly secondary: string;
  /** Small reassurance line under the buttons. */
  readonly note: string;
}

/** The home page call to action. */
export const HOME_CTA = {
  heading: "Ready to stop chasing documents?",
  body: "Join the brokers, accountants and law firms who collect documents, answers and signatures in one secure Sleeve. Set up takes minutes.",
  primary: "Start Free Trial",
  secondary: "Contact Sales",
  note: `${FREE_PLAN.sleevesPerMonth} free Sleeves every month. No credit card required.`,
} as const satisfies CallToAction;

/** The newsletter pop-up. */
export interface NewsletterPopupCopy {
  /** Pop-up heading. */
  readonly heading: string;
  /** One or two sentences. */
  readonly body: string;
  /** Label of the email field. */
  readonly emailLabel: string;
  /** Placeholder of the email field. */
  readonly emailPlaceholder: string;
  /** Submit button label. */
  readonly button: string;
  /** Submit button label while the request runs. */
  readonly buttonSending: string;
  /** Shown after a successful subscription. */
  readonly success: string;
  /** Small print under the form. */
  readonly privacyNote: string;
}

/** Copy for the newsletter pop-up. */
export const NEWSLETTER_POPUP = {
  heading: "Get smarter about client paperwork",
  body: "Practical tips on collecting documents faster, product updates and industry guides, delivered about once a month.",
  emailLabel: "Email address",
  emailPlaceholder: "you@company.com",
  button: "Subscribe",
  buttonSending: "Subscribing...",
  success: "Thanks for subscribing! Please confirm your address with the link we just emailed you.",
  privacyNote:
    "We'll email you a link to confirm your subscription; nothing is sent until you confirm. We never share your address, and every issue has a one-click unsubscribe link.",
} as const satisfies NewsletterPopupCopy;
