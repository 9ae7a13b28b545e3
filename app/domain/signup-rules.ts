/**
 * The paid sign-up's limits, messages and password rules, without zod: the pricing page's forms that
 * render on its first load (the details and code forms, also shown without script) need these alone, so
 * its route chunk loads no zod (docs/decisions/0021-pricing-plan-table-only.md). The schemas
 * that use them are in ./signup.ts, which re-exports everything here.
 */

/** Longest first name, last name, email and company name. */
export const NAME_MAX_LENGTH = 50;
/** Password length, inclusive: the input stops at the maximum. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;
/** Default country when geolocation gives nothing (Singapore). */
export const DEFAULT_COUNTRY_ID = 192;
/** Largest Team seat count sold online: the sign-up's limit, and the Team plan's `max_users` in the seed. */
export const MAX_USERS = 500;

/**
 * Lifetime of an `email_token` (ms): the server signs it with this expiry (server/signup/email-token.ts)
 * and the pricing page stops offering Payment with it at the same moment.
 */
export const EMAIL_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Every message of the sign-up forms and endpoints. */
export const SIGNUP_MESSAGES = {
  firstNameRequired: "First name is required",
  firstNameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameRequired: "Last name is required",
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  specialCharacters: "Special characters not allowed",
  emailRequired: "Email is required",
  emailInvalid: "Please enter valid email address",
  emailTooLong: `Email must be at most ${NAME_MAX_LENGTH} characters`,
  companyTooLong: `Company name must be at most ${NAME_MAX_LENGTH} characters`,
  passwordRequired: "Password is required",
  /** For API clients only: the form shows the live checklist instead of a message. */
  passwordInvalid: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with an uppercase letter, a lowercase letter, a number and one of ~!@#$%^&`,
  confirmRequired: "Confirm password is required",
  confirmMismatch: "Confirm password does not match",
  countryRequired: "Country is required",
  taxIdInvalid:
    "This tax ID is not valid for the billing country. Check its digits; an EU VAT number starts with its country code (for example DE123456789).",
  taxIdNotTaken:
    "Tax IDs are taken for businesses in the EU, the UK, Australia and Singapore. Leave the field empty for other countries.",
  termsRequired: "Terms & condition is required",
  codeRequired: "Code is required",
  codeWrong: "Code is wrong.",
  codeExpired: "This code has expired. Please request a new code.",
  codeDead: "Too many wrong attempts. Please request a new code.",
  codeSent: "We sent a 6-digit code to your email address.",
  emailTaken: "An account with this email address already exists. Please log in instead.",
  emailNotVerified: "Your email verification has expired. Please confirm your email address again.",
  pricesChanged: "Prices have changed. Please review your order.",
  orderInvalid: "Please review your order.",
  paymentMethodRequired: "Please enter your card details.",
  paymentInProgress: "Your payment is already being processed. Please wait a moment.",
  attemptInterrupted: "This payment attempt was interrupted; anything it charged is refunded. Please try again.",
  idempotencyMismatch: "This order was already submitted with different details. Please reload the page and try again.",
  success: "You have successfully completed.",
} as const;

/** A password rule of the live checklist. */
export interface PasswordRule {
  id: "length" | "upper" | "lower" | "digit" | "special";
  label: string;
  test: (password: string) => boolean;
}

/** The special characters a password must include one of (the checklist lists all but "~"). */
export const PASSWORD_SPECIALS = "~!@#$%^&";

/**
 * The password rules, in checklist order, with the checklist's words. The upper bound (15) is not a
 * rule of the list: the input stops there (maxLength), and the schema refuses longer ones for API callers.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  { id: "upper", label: "1 uppercase", test: (p) => /\p{Lu}/u.test(p) },
  { id: "lower", label: "1 lowercase", test: (p) => /\p{Ll}/u.test(p) },
  { id: "digit", label: "1 number", test: (p) => /\p{Nd}/u.test(p) },
  { id: "special", label: "1 of ! @ # $ % ^ &", test: (p) => [...PASSWORD_SPECIALS].some((c) => p.includes(c)) },
];

/** Digits in a verification code. */
export const CODE_LENGTH = 6;
/** Whether `code` has the shape of a verification code (six digits). */
export const isCodeShaped = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/**
 * Tries one client gets at an e-mail code (each check of a live code is a try). The server enforces it; the
 * code stage counts its own refused tries against it to say "request a new code", because the server's
 * answer to a refused code never tells why (a stranger must not learn whether a code is pending).
 */
export const CODE_MAX_ATTEMPTS_PER_CLIENT = 5;
