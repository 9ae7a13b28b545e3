/**
 * What the pricing page's action answers the sign-up's details and code forms (app/server/pricing/
 * signup.server.ts), with script (a fetcher) and without (a plain post, rendered by the page): the forms'
 * answer shape (app/lib/form-action.ts) with the intent it answers. The page branches on `ok`, `intent`
 * and `code`, never on a message; the code's lifetime and cool-down are the server's.
 */
import type { FormFailure } from "../../lib/form-action";
import type { TaxReason } from "../../domain/tax-reason";

/** The forms' intents: the details form (sends a code), the code form, and "Resend code". */
export const SIGNUP_INTENTS = ["details", "verify", "resend"] as const;
export type SignupIntent = (typeof SIGNUP_INTENTS)[number];

/** Where the forms post: the pricing route's action. */
export const SIGNUP_ACTION = "/pricing";

/** Who the code went to: what the code stage shows and posts back (nothing the visitor did not type). */
export interface CodeRecipient {
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * The buyer's tax as the server decided it from the details (app/domain/tax.ts): for the billing country
 * and the tax ID as checked (compact; "" for none), the percent, its reason and the order summary's words.
 */
export interface BuyerTaxAnswer {
  country_id: number;
  tax_id: string;
  percent: number;
  reason: TaxReason;
  label: string;
}

/** A code was mailed: to whom, and its timing in seconds (valid for `expires_in`, another after `resend_in`). */
export interface CodeSentAnswer extends CodeRecipient {
  intent: "details" | "resend";
  ok: true;
  message: string;
  expires_in: number;
  resend_in: number;
  /** The details form's answer: the buyer's tax. */
  tax?: BuyerTaxAnswer;
}

/** The code was right: the `email_token` that proves the address at payment, valid for `expires_in` seconds. */
export interface VerifiedAnswer {
  intent: "verify";
  ok: true;
  email: string;
  email_token: string;
  expires_in: number;
}

/**
 * A refusal: its code and message, per-field messages for a form, and what the visitor typed (never a
 * password or a code) so a page rendered without script shows the form again as it was; `password_given`
 * when a refused details form held a password (never its text), so that page, its field empty again,
 * still leaves a password that broke a rule to the checklist.
 */
export type SignupRefusal = FormFailure & { intent: SignupIntent; password_given?: true };

export type SignupAnswer = CodeSentAnswer | VerifiedAnswer | SignupRefusal;
