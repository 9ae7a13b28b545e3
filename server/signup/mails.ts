/**
 * The sign-up mails: the verification code (or, for an address that already has an account,
 * a notice to log in instead), the welcome mail and the receipt. Plain text
 * first (what every client shows), with a simple HTML twin; user input is escaped in the HTML.
 * Amounts are formatted with the same function the pricing page uses, so the receipt reads exactly
 * like the order summary did.
 */
import { formatMoney } from "../../app/domain/money";
import { PLAN_ID } from "../../app/domain/plan-ids";
import type { Quote } from "../../app/domain/pricing";
import { describeTerms, type PromotedQuote } from "../../app/domain/promotion-pricing";
import { SITE } from "../../app/content/site-settings";
import { SUPPORT_REPLY_HOURS } from "../../app/content/plan-facts";
import { REFUND_REVIEW_BUSINESS_DAYS } from "../../app/content/legal/commitments";
import { taxLabel, taxLineLabel } from "../../app/domain/tax";

/** A mail's subject and bodies. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** HTML-escapes text for a mail body. */
export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sender block every mail ends with (plain text). */
export const FOOTER_TEXT = `${SITE.legalName} · ${SITE.address.street}, ${SITE.address.city} ${SITE.address.postalCode}\nQuestions? ${SITE.supportEmail} · ${SITE.phone.display}`;

/** A mail's HTML: the site's name, `title` and the `inner` HTML, with the sender block below. */
export function layout(title: string, inner: string): string {
  return `<!doctype html><html lang="en"><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">${escape(SITE.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escape(title)}</h1>
${inner}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.6;color:#64748b">${escape(FOOTER_TEXT).replace(/\n/g, "<br>")}</p>
</td></tr></table></body></html>`;
}

/** One escaped paragraph of mail HTML. */
export const p = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6">${escape(text)}</p>`;

/**
 * "Your DocSleeve verification code": the code, its lifetime, and what to do if unexpected. It greets
 * nobody by name and quotes nothing the requester typed: anyone can have a code mailed to any address,
 * and a typed "name" (50 characters, links and line breaks included) would put a stranger's words in a
 * mail from our domain.
 */
export function verificationMail(input: { code: string; minutes: number }): MailContent {
  const lines = [
    `Enter this code on the DocSleeve sign-up page to confirm your email address. It expires in ${input.minutes} minutes and works once.`,
    "If you did not start a DocSleeve sign-up, you can ignore this email: nothing happens without the code.",
  ];
  return {
    subject: `Your ${SITE.name} verification code`,
    text: `Hello,\n\nYour ${SITE.name} verification code is: ${input.code}\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout(
      "Confirm your email address",
      `${p("Hello,")}${p(`Your ${SITE.name} verification code is:`)}
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px">${escape(input.code)}</p>${lines.map(p).join("")}`,
    ),
  };
}

/**
 * "You already have a DocSleeve account": sent instead of a code when a sign-up is started for an address
 * that has an account, so the sign-up page answers alike for every address and reveals no customer. It
 * greets nobody by name and quotes nothing the requester typed: whoever started the sign-up may be a
 * stranger, and this mail goes to the account's owner.
 */
export function accountExistsMail(input: { loginUrl: string }): MailContent {
  const lines = [
    `Someone, probably you, started a ${SITE.name} sign-up with this email address. This address already has a ${SITE.name} account, so no new account is needed and no code was sent.`,
    `Log in here: ${input.loginUrl}`,
    "Forgot your password? Choose “Forgot password” on the login page to set a new one.",
    "If you did not start a sign-up, you can ignore this email: nothing has changed on your account.",
  ];
  return {
    subject: `You already have a ${SITE.name} account`,
    text: `Hello,\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout("You already have an account", `${p("Hello,")}${lines.map(p).join("")}`),
  };
}

/** What the welcome and receipt mails say about the order. */
export interface OrderFacts {
  firstName: string;
  email: string;
  companyName: string;
  planName: string;
  periodName: string;
  tierText: string;
  /** The quote charged; with a promotion code, its discount, discounted tax and total. */
  quote: Quote | PromotedQuote;
  currency: { symbol: string; minor_unit: number; code: string };
  /** The billing country (ISO 3166-1 alpha-2): names the tax ("GST 9%", "VAT 19%") as the order summary did. */
  countryCode: string;
  periodEnd: Date;
  card?: { brand: string; last4: string };
  reference: string;
  loginUrl: string;
  /** The invoice PDF's address, when one was issued. */
  invoiceUrl?: string;
  /** The customer's billing link (server/billing/links.ts, valid 1 hour), when one could be made. */
  billingUrl?: string;
}

const date = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** " for <company>", or nothing: the company name is optional. */
const forCompany = (o: OrderFacts) => (o.companyName ? ` for ${o.companyName}` : "");

/** "Welcome to DocSleeve": the account is ready, where to log in. */
export function welcomeMail(o: OrderFacts): MailContent {
  const lines = [
    `Your ${SITE.name} ${o.planName} account${forCompany(o)} is ready.`,
    `Log in at ${o.loginUrl} with ${o.email} and the password you chose, then send your first Sleeve: a checklist of the documents, answers and signatures you need from a client.`,
    `Your plan: ${o.planName}, billed ${o.periodName.toLowerCase()}, ${o.tierText}${o.quote.plan_id === PLAN_ID.team ? `, ${o.quote.users} ${o.quote.users === 1 ? "user" : "users"}` : ""}. We sent your receipt in a separate email.`,
    `Need a hand getting set up? Reply to this email or write to ${SITE.supportEmail}; we answer within ${SUPPORT_REPLY_HOURS} hours.`,
  ];
  return {
    subject: `Welcome to ${SITE.name}, ${o.firstName}!`,
    text: `Hi ${o.firstName},\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout(`Welcome to ${SITE.name}`, `${p(`Hi ${o.firstName},`)}${lines.map(p).join("")}`),
  };
}

/** The receipt lines, label and value, in display order. */
export function receiptLines(o: OrderFacts): Array<[string, string]> {
  const money = (n: number) => formatMoney(n, o.currency);
  const q = o.quote;
  const lines: Array<[string, string]> = [
    ["Plan", `${o.planName} (${o.periodName})`],
    ["Sleeve credit", o.tierText],
  ];
  if (q.plan_id === PLAN_ID.team) lines.push(["Users", String(q.users)]);
  lines.push([`${o.planName} plan, first user`, money(q.base_amount)]);
  if (q.extra_users > 0)
    lines.push([
      `${q.extra_users} additional ${q.extra_users === 1 ? "user" : "users"} × ${money(q.extra_user_amount)}`,
      money(q.extra_users * q.extra_user_amount),
    ]);
  lines.push(["Subtotal", money(q.amount)]);
  if (q.save_amount > 0) lines.push(["You save against monthly billing", money(q.save_amount)]);
  const promo = "promotion" in q ? q : undefined;
  // The discount is a line of its own; the tax is on the discounted amount.
  if (promo)
    lines.push([
      `Promotion code ${promo.promotion.code} (${describeTerms(promo.promotion, money, q.currency)})`,
      `-${money(promo.discount_amount)}`,
    ]);
  // The decision stored at purchase; a quote from before reasons existed was priced at the standard rate.
  const decision = { reason: q.tax_reason ?? "standard", percent: q.tax_percent };
  lines.push(
    [taxLineLabel(taxLabel(decision, o.countryCode), decision), money(q.tax_amount)],
    [`Total paid (${o.currency.code})`, money(q.total)],
  );
  if (promo?.renewal && promo.renewal.total !== q.total)
    lines.push([`Renewals after the discount (${o.currency.code})`, money(promo.renewal.total)]);
  if (o.card) lines.push(["Paid with", `${o.card.brand} ending in ${o.card.last4}`]);
  lines.push(["Renews on", date(o.periodEnd)], ["Reference", o.reference]);
  return lines;
}

/** The invoice paragraph of a receipt (text and HTML), or nothing without an invoice. */
function invoiceParagraph(url: string | undefined): { text: string; html: string } {
  if (!url) return { text: "", html: "" };
  const text = `Your invoice (PDF), with both parties' tax numbers for your accounts: ${url}`;
  return {
    text: `${text}\n\n`,
    html: `<p style="margin:0 0 16px;font-size:15px;line-height:1.6">Your invoice (PDF), with both parties' tax numbers for your accounts: <a href="${escape(url)}" style="color:#1d4ed8">Download your invoice</a></p>`,
  };
}

/**
 * The "Manage billing" paragraph of a receipt (text and HTML), or nothing without a link: where the
 * customer sees invoices, updates the card, changes users or cancels.
 */
function billingParagraph(url: string | undefined): { text: string; html: string } {
  if (!url) return { text: "", html: "" };
  const lead =
    "See your invoices, update your card, change users or cancel (the link works for 1 hour; ask for a new one any time on our billing page).";
  return {
    text: `Manage billing: ${url}\n${lead}\n\n`,
    html: `<p style="margin:0 0 16px;font-size:15px;line-height:1.6"><a href="${escape(url)}" style="color:#1d4ed8;font-weight:bold">Manage billing</a><br>${escape(lead)}</p>`,
  };
}

/** "Your DocSleeve receipt": every figure of the order summary, and the invoice's link. */
export function receiptMail(o: OrderFacts): MailContent {
  const lines = receiptLines(o);
  const invoice = invoiceParagraph(o.invoiceUrl);
  const billing = billingParagraph(o.billingUrl);
  const text = `Hi ${o.firstName},\n\nThank you for your payment. Here is your receipt${forCompany(o)}.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${invoice.text}${billing.text}Refund requests are reviewed within ${REFUND_REVIEW_BUSINESS_DAYS} business days under our refund policy.\n\n${FOOTER_TEXT}\n`;
  const rows = lines
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 0;font-size:14px;color:#475569">${escape(k)}</td><td style="padding:6px 0;font-size:14px;text-align:right;font-weight:bold">${escape(v)}</td></tr>`,
    )
    .join("");
  return {
    subject: `Your ${SITE.name} receipt`,
    text,
    html: layout(
      "Thank you for your payment",
      `${p(`Hi ${o.firstName}, here is your receipt${forCompany(o)}.`)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #e2e8f0">${rows}</table>${invoice.html}${billing.html}${p(`Refund requests are reviewed within ${REFUND_REVIEW_BUSINESS_DAYS} business days under our refund policy.`)}`,
    ),
  };
}

/** What the billing mails of a running subscription say. Amount in minor units of `currency`. */
export interface BillingFacts {
  firstName: string;
  companyName: string;
  amount: number;
  currency: { symbol: string; minor_unit: number; code: string };
  /** End of the period the invoice covers (the next renewal when paid). */
  periodEnd: Date;
  reference: string;
  loginUrl: string;
  /** The renewal's invoice PDF, when one was issued. */
  invoiceUrl?: string;
  /** The customer's billing link (server/billing/links.ts, valid 1 hour), when one could be made. */
  billingUrl?: string;
}

/** "Your DocSleeve receipt" for a renewal that was paid. */
export function renewalReceiptMail(o: BillingFacts): MailContent {
  const lines: Array<[string, string]> = [
    [`Total paid (${o.currency.code})`, formatMoney(o.amount, o.currency)],
    ["Next renewal", date(o.periodEnd)],
    ["Reference", o.reference],
  ];
  const intro = `Thank you: your ${SITE.name} subscription for ${o.companyName} has renewed.`;
  const rows = lines
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 0;font-size:14px;color:#475569">${escape(k)}</td><td style="padding:6px 0;font-size:14px;text-align:right;font-weight:bold">${escape(v)}</td></tr>`,
    )
    .join("");
  const invoice = invoiceParagraph(o.invoiceUrl);
  const billing = billingParagraph(o.billingUrl);
  return {
    subject: `Your ${SITE.name} receipt`,
    text: `Hi ${o.firstName},\n\n${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${invoice.text}${billing.text}${FOOTER_TEXT}\n`,
    html: layout(
      "Thank you for your payment",
      `${p(`Hi ${o.firstName},`)}${p(intro)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #e2e8f0">${rows}</table>${invoice.html}${billing.html}`,
    ),
  };
}

/** "Your DocSleeve payment failed": a renewal was declined; what to do before the account is paused. */
export function paymentFailedMail(o: BillingFacts): MailContent {
  const lines = [
    `We could not take the ${formatMoney(o.amount, o.currency)} renewal of your ${SITE.name} subscription for ${o.companyName} (reference ${o.reference}). Your card was declined.`,
    `Please log in at ${o.loginUrl} and update your card. We will try the payment again over the next days; your documents stay safe meanwhile.`,
    `Questions? Reply to this email or write to ${SITE.supportEmail}.`,
  ];
  const billing = billingParagraph(o.billingUrl);
  return {
    subject: `Your ${SITE.name} payment failed`,
    text: `Hi ${o.firstName},\n\n${lines.join("\n\n")}\n\n${billing.text}${FOOTER_TEXT}\n`,
    html: layout("Your payment failed", `${p(`Hi ${o.firstName},`)}${lines.map(p).join("")}${billing.html}`),
  };
}
