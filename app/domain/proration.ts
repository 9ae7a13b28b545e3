/**
 * Proration of a change of users within a billing period ("Change users" of the billing page, decision
 * 0072): the difference between the new and the current net price, for the part of the period still to
 * run (by the second, as Stripe prorates), charged when users are added and credited when users are
 * removed, with the buyer's tax percent. Integers only (minor units, whole seconds), rounded in the
 * customer's favour: a charge is rounded down and never exceeds the difference for the rest of the
 * period; a credit never exceeds what is left of the period's payments.
 */
import { applyTax } from "./pricing";

/** What a proration needs. Amounts in minor units; `taxPercent` with up to two decimals. */
export interface ProrationInput {
  periodStart: Date;
  periodEnd: Date;
  /** When the change takes effect (clamped into the period). */
  at: Date;
  /** The net price of a whole period before the change, and after it. */
  currentAmount: number;
  newAmount: number;
  taxPercent: number;
  /** What a credit may give at most: the period's payments (tax included) less what was refunded or credited. */
  refundable: number;
}

/** The prorated amount: charged, credited or nothing; `amount` net, `total` with tax. */
export interface Proration {
  kind: "charge" | "credit" | "none";
  amount: number;
  tax_amount: number;
  total: number;
}

const NONE: Proration = { kind: "none", amount: 0, tax_amount: 0, total: 0 };
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The proration of a change from `currentAmount` to `newAmount` at `at` (see the module comment). */
export function prorate(input: ProrationInput): Proration {
  const period = seconds(input.periodEnd) - seconds(input.periodStart);
  const remaining = Math.min(Math.max(seconds(input.periodEnd) - seconds(input.at), 0), Math.max(period, 0));
  const difference = input.newAmount - input.currentAmount;
  if (period <= 0 || remaining === 0 || difference === 0) return NONE;
  // BigInt: a yearly price in minor units times a year in seconds passes 2^53.
  const amount = Number((BigInt(Math.abs(difference)) * BigInt(remaining)) / BigInt(period));
  if (amount === 0) return NONE;
  const taxed = applyTax(amount, input.taxPercent);
  if (difference > 0) return { kind: "charge", amount, ...taxed };
  const total = Math.min(taxed.total, Math.max(input.refundable, 0));
  if (total === 0) return NONE;
  if (total === taxed.total) return { kind: "credit", amount, ...taxed };
  // Capped at what is left to return: the net part of that total, the rest is its tax.
  const basisPoints = Math.round(input.taxPercent * 100);
  const net = Math.floor((total * 10_000) / (10_000 + basisPoints));
  return { kind: "credit", amount: net, tax_amount: total - net, total };
}
