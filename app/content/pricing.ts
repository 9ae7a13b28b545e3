/**
 * Copy of the pricing page and the paid sign-up. Prices and plan limits are not here: they
 * come from the server (/api/plan-list), and plan figures in sentences come from plan-facts.
 */
import { FREE_PLAN, YEARLY_SAVING_PERCENT } from "./plan-facts";
import { REFUND_REVIEW_BUSINESS_DAYS } from "./legal/commitments";

/** The page's head and hero. */
export const PRICING_PAGE = {
  metaTitle: "Pricing",
  metaDescription: `DocSleeve plans for every practice: start free with ${FREE_PLAN.sleevesPerMonth} Sleeves a month, or choose Pro or Team, billed monthly or yearly (save up to ${YEARLY_SAVING_PERCENT}%).`,
  eyebrow: "Pricing",
  title: "Simple plans that grow with your practice",
  lead: `Start free with ${FREE_PLAN.sleevesPerMonth} Sleeves a month, no credit card needed. Upgrade when your client list grows: pay monthly, or yearly and save up to ${YEARLY_SAVING_PERCENT}%.`,
  yearlyBadge: `Save up to ${YEARLY_SAVING_PERCENT}%`,
  /** The plan choices' submit button, shown only without script (with script a change applies at once). */
  showPrices: "Show prices",
  compareHeading: "Compare plans",
  compareLead: "Every plan includes secure uploads, e-signatures, reminders and a full audit trail.",
  guarantee: `Cancel any time from your account; refund requests are reviewed within ${REFUND_REVIEW_BUSINESS_DAYS} business days under our refund policy. Prices exclude tax, which is added at checkout.`,
} as const;

/** What each plan card says besides its price. */
export const PLAN_CARDS = {
  free: {
    tagline: "No credit card needed",
    upgrade: "Upgrade whenever you are ready: your Sleeves, clients and templates come with you.",
    cta: "Try Free",
    ctaHint: " (opens the DocSleeve sign-up in a new tab)",
  },
  pro: { tagline: "For one professional", cta: "Buy Now", badge: undefined },
  team: { tagline: "For firms that share the work", cta: "Buy Now", badge: "Best for firms" },
} as const;

/** The sign-up stages' headings and helper text. */
export const CHECKOUT_COPY = {
  steps: ["Details", "Payment"] as const,
  detailsHeading: "Create your account",
  detailsLead: "Tell us who you are. We will send a code to your email address to confirm it.",
  countryPlaceholder: "Select your country",
  optional: "(optional)",
  /** Under "Tax ID (optional)": what to give, and what it changes. */
  taxIdHint:
    "For businesses: an EU VAT number with its country prefix, a UK VAT number, an Australian ABN or a Singapore UEN. A valid EU or UK VAT number means reverse charge; an ABN means no GST.",
  passwordAgain: "For your security we do not keep your password when the page reloads. Please enter it again to continue.",
  confirmHeading: "Confirm Email",
  /** The code's lifetime is the server's answer (`expires_in`); unknown (a page re-rendered after a refused code), it is left out. */
  confirmLead: (email: string, expiresInSeconds?: number) => {
    const minutes = expiresInSeconds === undefined ? 0 : Math.max(1, Math.round(expiresInSeconds / 60));
    const expiry = minutes ? ` It expires in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.` : "";
    return `Enter the 6-digit code we sent to ${email}.${expiry}`;
  },
  codeLabel: "Verification code",
  resendPrompt: "Didn’t get it? Check your spam folder, or",
  resend: "Resend code",
  resendIn: (seconds: number) => `Resend code in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`,
  resent: "We sent you a new code.",
  /** A page without script: the details and code forms work; the card form does not. */
  noScript: {
    paymentHeading: "Payment needs JavaScript",
    paymentLead: "Your email address is confirmed. The card form runs in your browser, so paying needs JavaScript: turn it on, then choose your plan again to pay.",
  },
  paymentHeading: "Payment",
  paymentLead: "Your card is charged today and then at the start of every billing period. Cancel any time.",
  cardSecure: "Your payment is encrypted and processed securely.",
  sandboxNote: "Sandbox mode: use 4242 4242 4242 4242, any future expiry and any 3-digit CVC.",
  summaryHeading: "Order summary",
  successHeading: "Welcome to DocSleeve!",
  successLead: (email: string) => `We sent a welcome email and your receipt to ${email}. Log in to send your first Sleeve.`,
  goToLogin: "Go to Login",
  goToLoginHint: " (opens the DocSleeve app in a new tab)",
  startOver: "Back to plans",
  terms: { before: "I agree to the ", terms: "Terms & Conditions", middle: " and ", privacy: "Privacy Policy" },
} as const;
