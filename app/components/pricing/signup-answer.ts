/**
 * What the pricing page's action answers the sign-up's details and code forms (app/server/pricing/
 * signup.server.ts), with script (a fetcher) and without (a plain post, rendered by the page): the forms'
 * answer shape (app/lib/form-action.ts) with the intent it answers. The page branches on `ok`, `intent`
 * and `code`, never on a message; the code's lifetime and cool-down are the server's.
 */
import type { FormFailure, FormRefusal, FormReply } from "../../lib/form-action";
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
  reply: FormReply;
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
  reply: FormReply;
  email: string;
  email_token: string;
  expires_in: number;
}

/**
 * A refusal: its code and message, and Conform's reply (field messages, the form's message, and what the
 * visitor typed, never a password or a code, so a page rendered without script shows the form again as it
 * was); `password_given` when a refused details form held a password (never its text), so that page, its
 * field empty again, still leaves a password that broke a rule to the checklist.
 */
export type SignupRefusal = FormRefusal & { intent: SignupIntent; password_given?: true };

export type SignupAnswer = CodeSentAnswer | VerifiedAnswer | SignupRefusal;

/** The sign-up's answer among a post's answers (a fetcher post that brought none has no intent). */
export function signupAnswerOf(
  answer: SignupAnswer | FormFailure<"unavailable"> | undefined,
): SignupAnswer | undefined {
  return answer && "intent" in answer ? answer : undefined;
}

/** The first message of each field in a reply (the form's own message, under "", left out). */
export function fieldMessagesOf(reply: FormReply | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, list] of Object.entries(reply?.error ?? {})) if (name !== "" && list?.[0]) messages[name] = list[0];
  return messages;
}

/** What a reply hands back as typed, as text ("" for a field not posted). */
export function typedOf(reply: FormReply | undefined): (name: string) => string {
  return (name) => {
    const value = reply?.initialValue?.[name];
    return typeof value === "string" ? value : "";
  };
}
