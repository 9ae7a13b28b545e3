/** The mail a customer gets when an operator refunds (part of) an order (decision 0028). */
import { formatMoney } from "../../app/domain/money";
import { SITE } from "../../app/content/site-settings";
import { REFUND_ISSUE_BUSINESS_DAYS } from "../../app/content/legal/commitments";
import { FOOTER_TEXT, layout, p, type MailContent } from "../signup/mails";

/** What the refund mail states; amounts in minor units of `currency`. */
export interface RefundMailFacts {
  firstName: string;
  companyName: string;
  amount: number;
  /** What is left refundable after this refund (0: the whole payment came back). */
  left: number;
  currency: { symbol: string; minor_unit: number; code: string };
  reference: string;
  /** The card the money goes back to, when the provider told us. */
  card?: { brand: string; last4: string };
  /** The credit note PDF's address, when one was issued. */
  creditNoteUrl?: string;
}

/** "Your DocSleeve refund": how much, to which card, by when, and whether it was the whole payment. */
export function refundMail(o: RefundMailFacts): MailContent {
  const to = o.card ? `your ${o.card.brand} card ending in ${o.card.last4}` : "the card you paid with";
  const lines = [
    `We have refunded ${formatMoney(o.amount, o.currency)} of your ${SITE.name} payment for ${o.companyName} (reference ${o.reference}) to ${to}.`,
    o.left > 0
      ? `This is a partial refund: ${formatMoney(o.left, o.currency)} of the payment remains charged.`
      : "This refunds the whole payment.",
    `Banks usually show a refund within a few days; it reaches your account within ${REFUND_ISSUE_BUSINESS_DAYS} business days at the latest.`,
    ...(o.creditNoteUrl ? [`Your credit note (PDF) for your accounts: ${o.creditNoteUrl}`] : []),
    `Questions? Reply to this email or write to ${SITE.supportEmail}.`,
  ];
  return {
    subject: `Your ${SITE.name} refund`,
    text: `Hi ${o.firstName},\n\n${lines.join("\n\n")}\n\n${FOOTER_TEXT}\n`,
    html: layout("Your refund is on its way", `${p(`Hi ${o.firstName},`)}${lines.map(p).join("")}`),
  };
}
