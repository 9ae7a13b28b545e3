/**
 * The newsletter's mails: the confirmation request (double opt-in), the welcome mail sent once an address
 * is confirmed, and an issue. Every mail sent to a confirmed subscriber carries its own one-click
 * unsubscribe headers (RFC 2369 `List-Unsubscribe` with a signed HTTPS link and a mailto, RFC 8058
 * `List-Unsubscribe-Post`) and the same link in its body.
 */
import { SITE } from "../../app/content/site-settings";
import type { MailMessage } from "../mail";
import { escape, FOOTER_TEXT, layout, p, type MailContent } from "../signup/mails";

/** Days a confirmation link stays valid. */
export const CONFIRM_TTL_DAYS = 7;

/** The links of one subscriber, absolute under PUBLIC_URL. */
export function newsletterLinks(publicUrl: string) {
  return {
    confirm: (token: string) => `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
    unsubscribe: (token: string) => `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/**
 * The unsubscribe headers of a newsletter mail to one subscriber. The mailto goes to `mailbox` (the
 * support address, read by people) with the address in the subject, for clients that only do mailto.
 */
export function unsubscribeHeaders(unsubscribeUrl: string, mailbox: string, email: string): Record<string, string> {
  const mailto = `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${email}`)}`;
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escape(href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escape(label)}</a></p>`;

const small = (html: string) => `<p style="margin:24px 0 0;font-size:13px;line-height:1.6;color:#475569">${html}</p>`;

/** "Confirm your DocSleeve newsletter subscription": the confirmation link (valid 7 days). */
export function confirmationMail(confirmUrl: string): MailContent {
  const lines = [
    `Someone, hopefully you, asked to receive the ${SITE.name} newsletter at this address. Open the link below and press Confirm to start receiving it. The link works for ${CONFIRM_TTL_DAYS} days.`,
    "If you did not ask for it, ignore this email: you will not be subscribed and we will not write again.",
  ];
  return {
    subject: `Confirm your ${SITE.name} newsletter subscription`,
    text: `${lines[0]}\n\n${confirmUrl}\n\n${lines[1]}\n\n${FOOTER_TEXT}\n`,
    html: layout(
      "Confirm your subscription",
      `${p(lines[0]!)}${button(confirmUrl, "Confirm my subscription")}${p(lines[1]!)}`,
    ),
  };
}

function unsubscribeFooter(unsubscribeUrl: string) {
  const text = `You receive this because you subscribed to the ${SITE.name} newsletter. Unsubscribe with one click: ${unsubscribeUrl}`;
  const html = small(
    `You receive this because you subscribed to the ${escape(SITE.name)} newsletter. <a href="${escape(unsubscribeUrl)}" style="color:#1d4ed8">Unsubscribe with one click</a>.`,
  );
  return { text, html };
}

/** "You're subscribed to the DocSleeve newsletter", with the unsubscribe link. */
export function welcomeMail(unsubscribeUrl: string): MailContent {
  const line = `Thanks for confirming. You will receive the ${SITE.name} newsletter, about once a month: practical tips on collecting client documents faster, product updates and industry guides.`;
  const footer = unsubscribeFooter(unsubscribeUrl);
  return {
    subject: `You're subscribed to the ${SITE.name} newsletter`,
    text: `${line}\n\n${footer.text}\n\n${FOOTER_TEXT}\n`,
    html: layout("You're subscribed", `${p(line)}${footer.html}`),
  };
}

/** An issue: its subject, its Markdown as the text part and its rendered HTML, with the unsubscribe footer. */
export function issueMail(
  issue: { subject: string; markdown: string; html: string },
  unsubscribeUrl: string,
): MailContent {
  const footer = unsubscribeFooter(unsubscribeUrl);
  return {
    subject: issue.subject,
    text: `${issue.markdown.trim()}\n\n--\n${footer.text}\n\n${FOOTER_TEXT}\n`,
    html: layout(issue.subject, `${issue.html}${footer.html}`),
  };
}

/** The outbox message of a mail to a confirmed subscriber, with its unsubscribe headers. */
export function subscriberMessage(
  content: MailContent,
  to: { email: string; unsubscribeUrl: string; mailbox: string },
  kind: string,
): MailMessage {
  return { ...content, to: to.email, kind, headers: unsubscribeHeaders(to.unsubscribeUrl, to.mailbox, to.email) };
}
