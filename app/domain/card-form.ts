/**
 * The sandbox card form: digits only, at most 20, shown in groups of four;
 * expiry month and a year list from this year to 20 years ahead; CVC; name on card. The server decides
 * whether the card is good (POST /api/sandbox/payment-methods); this only catches what is plainly
 * incomplete before a request is made. Messages follow Stripe's wording, as the server's do.
 */
import { z } from "zod";

/** Most digits the card number field takes. */
export const CARD_MAX_DIGITS = 20;
/** Years offered after the current one. */
export const EXPIRY_YEARS_AHEAD = 20;

/** Messages of the card form. */
export const CARD_FORM_MESSAGES = {
  numberRequired: "Please enter your card number",
  numberIncomplete: "Your card number is incomplete.",
  monthRequired: "Please select the expiry month",
  yearRequired: "Please select the expiry year",
  expiryPast: "Your card's expiration date is in the past.",
  cvcRequired: "Please enter the security code (CVC)",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameRequired: "Please enter the name on the card",
  nameTooLong: "The name on the card must be at most 100 characters",
  secureFormUnavailable: "The secure card form could not be loaded. Please check your connection and reload the page.",
} as const;

const M = CARD_FORM_MESSAGES;

/** Keeps the digits of `input`, at most 20 ("4242 4242-42" → "42424242 42"). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, CARD_MAX_DIGITS);
}

/** Groups digits in fours for display: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The expiry years offered: this year through 20 years ahead. */
export function expiryYears(now = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => first + i);
}

/** The card form's values (month and year are "" until chosen). */
export interface CardFormValues {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
  name: string;
}

/** Validates the card form; `now` decides whether the expiry is past. */
export function cardFormSchema(now = new Date()) {
  return z
    .object({
      number: z.string().transform(cardDigits).pipe(z.string().min(1, M.numberRequired).min(12, M.numberIncomplete)),
      exp_month: z.string().min(1, M.monthRequired).transform(Number),
      exp_year: z.string().min(1, M.yearRequired).transform(Number),
      cvc: z
        .string()
        .trim()
        .min(1, M.cvcRequired)
        .regex(/^\d{3,4}$/, M.cvcIncomplete),
      name: z.string().trim().min(1, M.nameRequired).max(100, M.nameTooLong),
    })
    .refine(
      (v) => v.exp_year > now.getFullYear() || (v.exp_year === now.getFullYear() && v.exp_month >= now.getMonth() + 1),
      {
        message: M.expiryPast,
        path: ["exp_month"],
      },
    );
}
