/**
 * The two mails a contact message produces: a notification to the support team
 * (`SUPPORT_EMAIL`) and an acknowledgement to the visitor. The acknowledgement does not repeat the
 * visitor's text, so the form cannot be used to send arbitrary content to someone else's address.
 */
import { SITE } from "../../app/content/site-settings";
import type { ContactRequest } from "../../app/domain/contact";
import type { MailMessage } from "../mail";

/** A stored contact message, as the mails describe it. */
export interface StoredContactMessage extends Omit<ContactRequest, "captchaToken"> {
  id: number;
  createdAt: Date;
}

/** The notification to the support team, with the whole message. */
export function contactNotification(message: StoredContactMessage, supportEmail: string): MailMessage {
  return {
    to: supportEmail,
    kind: "contact-notification",
    subject: `New ${message.question} message from ${message.name}`,
    text: [
      `A visitor sent a message through the contact page.`,
      ``,
      `Question type: ${message.question}`,
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Received: ${message.createdAt.toISOString()}`,
      `Message id: ${message.id}`,
      ``,
      `Message:`,
      message.explain_question,
      ``,
      `Reply to ${message.email} within 24 hours.`,
    ].join("\n"),
  };
}

/** The acknowledgement to the visitor. */
export function contactAcknowledgement(message: StoredContactMessage): MailMessage {
  const { address } = SITE;
  return {
    to: message.email,
    kind: "contact-acknowledgement",
    subject: `We received your message | ${SITE.name}`,
    text: [
      `Hi ${message.name},`,
      ``,
      `Thank you for contacting ${SITE.name}. We received your ${message.question.toLowerCase()} question and a member of our team will reply to this address within 24 hours.`,
      ``,
      `If you need us sooner, call ${SITE.phone.display} (${SITE.supportHours}). For an urgent incident, write to ${SITE.supportEmail} with a subject that starts with URGENT: that inbox is watched 24/7.`,
      ``,
      `The ${SITE.name} team`,
      `${SITE.legalName}, ${address.street}, ${address.city} ${address.postalCode}`,
      ``,
      `You are receiving this e-mail because this address was entered on the ${SITE.name} contact page. If that was not you, you can ignore it.`,
    ].join("\n"),
  };
}
