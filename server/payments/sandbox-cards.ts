/**
 * The sandbox's card rules: Stripe's test numbers behave as in Stripe's
 * test mode; any other number passing the Luhn check succeeds. Messages are Stripe's, word for word.
 */

/** Card messages shown to the buyer (a toast on the payment form). */
export const CARD_MESSAGES = {
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  invalidNumber: "Your card number is invalid.",
  expired: "Your card has expired.",
  invalidExpiry: "Your card's expiration date is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  missing: "Your card details have expired. Please enter them again.",
  /** Stripe's message when the buyer fails (or abandons) the 3-D Secure challenge. */
  authenticationFailed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
} as const;

/** A card the sandbox accepted, without its number. */
export interface SandboxCard {
  brand: string;
  last4: string;
  behavior: "succeed" | "decline_on_charge" | "insufficient_funds" | "requires_action";
}

/**
 * Numbers with a fixed outcome (Stripe's test cards). As with Stripe, a declining card still becomes a
 * payment method: the bank refuses it when it is charged, so declines reach register-plan (where the
 * card-testing caps count them).
 */
const SPECIAL: Record<string, SandboxCard["behavior"]> = {
  "4000000000000002": "decline_on_charge",
  "4000000000009995": "insufficient_funds",
  // Stripe: "attaching this card to a customer succeeds, but attempts to charge the customer fail".
  "4000000000000341": "decline_on_charge",
  // Stripe: "requires authentication for one-time and other on-session payments".
  "4000002760003184": "requires_action",
};

/** The decline a behaviour ends in when charged, if it declines (Stripe's decline code and message). */
export const DECLINES: Partial<Record<SandboxCard["behavior"], { code: string; message: string }>> = {
  decline_on_charge: { code: "card_declined", message: CARD_MESSAGES.declined },
  insufficient_funds: { code: "insufficient_funds", message: CARD_MESSAGES.insufficientFunds },
};

/** Whether `digits` passes the Luhn checksum. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand from the number's prefix (display only). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^6(011|5)/.test(digits)) return "Discover";
  if (/^35/.test(digits)) return "JCB";
  return "Card";
}

/**
 * Checks a card as the sandbox's payment-method endpoint does.
 * @param now the current date (expiry is valid through the last day of its month)
 * @returns the card, or the message to show
 */
export function checkCard(
  input: { number: string; exp_month: number; exp_year: number; cvc: string },
  now = new Date(),
): { ok: true; card: SandboxCard } | { ok: false; message: string } {
  const digits = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return { ok: false, message: CARD_MESSAGES.invalidNumber };
  const special = SPECIAL[digits];
  if (!special && !luhnValid(digits)) return { ok: false, message: CARD_MESSAGES.invalidNumber };
  if (
    !Number.isInteger(input.exp_month) ||
    input.exp_month < 1 ||
    input.exp_month > 12 ||
    !Number.isInteger(input.exp_year)
  ) {
    return { ok: false, message: CARD_MESSAGES.invalidExpiry };
  }
  if (isExpired(input.exp_month, input.exp_year, now)) return { ok: false, message: CARD_MESSAGES.expired };
  const brand = cardBrand(digits);
  const cvcLength = brand === "American Express" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    return { ok: false, message: CARD_MESSAGES.invalidCvc };
  return { ok: true, card: { brand, last4: digits.slice(-4), behavior: special ?? "succeed" } };
}

/** Whether a card expiring at the end of `month`/`year` has expired by `now` (UTC). */
export function isExpired(month: number, year: number, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  return year < y || (year === y && month < now.getUTCMonth() + 1);
}
