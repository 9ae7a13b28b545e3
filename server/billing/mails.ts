/**
 * The billing link mails: the link to a customer's billing page, or, for an address without a
 * subscription, a notice that none was found (so /billing answers alike for every address). Neither
 * greets by name nor quotes anything the requester typed: anyone can ask for a mail to any address.
 */
import { SITE } from "../../app/content/site-settings";
import { escape, FOOTER_TEXT, layout, p, type MailContent } from "../signup/mails";

/** "Manage your DocSleeve billing": the link, its lifetime, and what to do if unexpected. */
export function billingLinkMail(input: { url: string; minutes: number }): MailContent {
  const lines = [
    `Open this link to see your invoices, update your card, change your users or cancel your ${SITE.name} subscription. It works for ${input.minutes} minutes.`,
    "If you did not ask for it, you can ignore this email: nothing changes without the link.",
  ];
  return {
    subject: `Manage your ${SITE.name} billing`,
    text: `Hello,\n\nManage billing: ${input.url}\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout(
      "Manage your billing",
      `${p("Hello,")}<p style="margin:0 0 24px"><a href="${escape(input.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;font-weight:bold;text-decoration:none">Manage billing</a></p>${lines.map(p).join("")}`,
    ),
  };
}

/** Sent instead of a link when the address has no subscription, so the answer reveals no customer. */
export function noSubscriptionMail(input: { billingPageUrl: string }): MailContent {
  const lines = [
    `Someone, probably you, asked for a ${SITE.name} billing link for this email address, but no subscription is billed to it.`,
    `If your company pays with another address (the one the receipts go to), ask again with that one at ${input.billingPageUrl}.`,
    `Questions? Write to ${SITE.supportEmail}. If you did not ask, you can ignore this email.`,
  ];
  return {
    subject: `Your ${SITE.name} billing link`,
    text: `Hello,\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout("No subscription for this address", `${p("Hello,")}${lines.map(p).join("")}`),
  };
}

/** What the cancellation mails say. */
export interface CancellationFacts {
  firstName: string;
  companyName: string;
  /** When the subscription ends (the current period's end). */
  periodEnd: Date;
  reference: string;
  billingUrl: string;
}

const day = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "Your DocSleeve subscription cancels on <date>": the cancellation was scheduled. */
export function cancellationScheduledMail(o: CancellationFacts): MailContent {
  const lines = [
    `Your ${SITE.name} subscription for ${o.companyName} (reference ${o.reference}) will end on ${day(o.periodEnd)}, at the end of the period you paid for. You will not be charged again.`,
    `Until then everything keeps working. Changed your mind? Resume your subscription from your billing page: ${o.billingUrl} (the link works for 1 hour; ask for a new one any time).`,
  ];
  return {
    subject: `Your ${SITE.name} subscription cancels on ${day(o.periodEnd)}`,
    text: `Hi ${o.firstName},\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout("Your cancellation is scheduled", `${p(`Hi ${o.firstName},`)}${lines.map(p).join("")}`),
  };
}

/** "Your DocSleeve subscription continues": a scheduled cancellation was withdrawn. */
export function cancellationWithdrawnMail(o: CancellationFacts): MailContent {
  const lines = [
    `Your ${SITE.name} subscription for ${o.companyName} (reference ${o.reference}) will no longer end: it renews on ${day(o.periodEnd)} as before.`,
    `Manage billing: ${o.billingUrl} (the link works for 1 hour).`,
  ];
  return {
    subject: `Your ${SITE.name} subscription continues`,
    text: `Hi ${o.firstName},\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout("Your subscription continues", `${p(`Hi ${o.firstName},`)}${lines.map(p).join("")}`),
  };
}

/** What the mail about a change of users says. */
export interface UsersChangeFacts {
  firstName: string;
  companyName: string;
  reference: string;
  /** Users before and after the change. */
  from: number;
  to: number;
  /** When the subscription next renews (with the new users). */
  periodEnd: Date;
  billingUrl: string;
}

const usersWord = (n: number) => `${n} ${n === 1 ? "user" : "users"}`;

/**
 * "Your DocSleeve subscription now has <n> users": the change, how the rest of the period is settled
 * (charged on an invoice of its own, or credited) and the billing page, where its invoice or credit note is.
 */
export function usersChangedMail(o: UsersChangeFacts): MailContent {
  const difference = Math.abs(o.to - o.from);
  const settled =
    o.to > o.from
      ? `${difference === 1 ? "The added user is" : `The ${difference} added users are`} charged for the rest of the current period, on an invoice of their own.`
      : `${difference === 1 ? "The removed user's" : `The ${difference} removed users'`} share of the rest of the current period is credited to your account and taken off your next payments.`;
  const lines = [
    `Your ${SITE.name} subscription for ${o.companyName} (reference ${o.reference}) now has ${usersWord(o.to)} (it had ${o.from}).`,
    settled,
    `From ${day(o.periodEnd)} your subscription renews with ${usersWord(o.to)}.`,
    `Your invoices and credit notes are on your billing page: ${o.billingUrl} (the link works for 1 hour; ask for a new one any time).`,
  ];
  return {
    subject: `Your ${SITE.name} subscription now has ${usersWord(o.to)}`,
    text: `Hi ${o.firstName},\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout("Your users changed", `${p(`Hi ${o.firstName},`)}${lines.map(p).join("")}`),
  };
}

/** What the mail about a new card says; `card` ("Visa ending in 4242") when the provider tells it. */
export interface CardChangeFacts {
  firstName: string;
  companyName: string;
  reference: string;
  card: string | null;
  billingUrl: string;
}

/** "Your DocSleeve card was updated": the new card (when known), and what to do if it was not the customer. */
export function cardUpdatedMail(o: CardChangeFacts): MailContent {
  const lines = [
    o.card
      ? `The card for your ${SITE.name} subscription for ${o.companyName} (reference ${o.reference}) is now the ${o.card}. Renewals and changes are charged to it from now on.`
      : `The card for your ${SITE.name} subscription for ${o.companyName} (reference ${o.reference}) was changed. Renewals and changes are charged to the new card from now on.`,
    `If you did not change it, write to ${SITE.supportEmail} at once.`,
    `Manage billing: ${o.billingUrl} (the link works for 1 hour).`,
  ];
  return {
    subject: `Your ${SITE.name} card was updated`,
    text: `Hi ${o.firstName},\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout("Your card was updated", `${p(`Hi ${o.firstName},`)}${lines.map(p).join("")}`),
  };
}
