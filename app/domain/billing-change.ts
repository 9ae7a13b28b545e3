/**
 * A customer's own changes on the billing page (decision 0072): the "Change users" form's schema and the
 * messages of every refusal, shared by the page (which shows them) and the services (which answer them).
 * The range of users is the Team plan's (`min_users`/`max_users` of the plan list), checked again by the
 * pricing module (app/domain/pricing.ts `quote`) when the change is priced.
 */
import { z } from "zod";

/** The refusals' words; the page and the services branch on codes, never on these. */
export const BILLING_CHANGE_MESSAGES = {
  usersRequired: "Please enter the number of users.",
  usersWhole: "Please enter a whole number of users.",
  usersRange: (min: number, max: number) => `A Team plan has between ${min} and ${max} users.`,
  usersSame: "That is already your number of users.",
  teamOnly: "Only a Team plan has users to change. Write to us to switch plans.",
  notSold: "This plan is no longer sold with another number of users. Write to us to change it.",
  inactive: "This subscription can't be changed now: it has ended, or a payment is overdue (update your card first).",
  previewUnreadable: "This change could not be read. Choose the number of users again.",
  previewStale:
    "The price changed since it was shown (another change, a new price or tax, or more than 30 minutes passed). Nothing was charged: check the new amount and confirm again.",
  declined: (cardMessage: string) => `${cardMessage} Nothing was changed: update your card, then try again.`,
  cardMissing: "Please enter your card details.",
} as const;

const M = BILLING_CHANGE_MESSAGES;

/** The number of users as the form posts it: a whole number (the range is the plan's, checked when priced). */
export const usersField = z
  .string({ error: M.usersRequired })
  .trim()
  .min(1, M.usersRequired)
  .regex(/^\d{1,6}$/, M.usersWhole)
  .transform(Number);

/** The "Change users" form: the new number of users. */
export const usersChangeSchema = z.object({ users: usersField });
