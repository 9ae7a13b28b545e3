/** The console's mail: the operator invitation with its link `{PUBLIC_URL}/admin/invite/<token>` (documented names that outside tests use). */
import { SITE } from "../../app/content/site-settings";
import { ROLE_LABELS, type OperatorRole } from "../../app/domain/admin-access";
import { escape, FOOTER_TEXT, layout, p, type MailContent } from "../signup/mails";

/** Hours an invitation stays valid. */
export const INVITATION_TTL_HOURS = 24;

/** The invitation link of `token`. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/invite/${encodeURIComponent(token)}`;
}

/** "You are invited to the DocSleeve operator console". */
export function invitationMail(url: string, role: OperatorRole): MailContent {
  const lines = [
    `You are invited to the ${SITE.name} operator console as ${ROLE_LABELS[role]}. Open the link below to choose a password and set up an authenticator app (such as 1Password, Google Authenticator or Aegis). The link works once, for ${INVITATION_TTL_HOURS} hours.`,
    "If you did not expect this invitation, ignore this email: nothing happens unless the link is used.",
  ];
  return {
    subject: `Your invitation to the ${SITE.name} operator console`,
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}\n\n${FOOTER_TEXT}\n`,
    html: layout(
      "Operator console invitation",
      `${p(lines[0]!)}<p style="margin:0 0 16px;font-size:15px;line-height:1.6"><a href="${escape(url)}">${escape(url)}</a></p>${p(lines[1]!)}`,
    ),
  };
}

/** "Your second factor was reset": an owner cleared the operator's authenticator app and passkeys. */
export function secondFactorResetMail(loginUrl: string): MailContent {
  const lines = [
    `An owner of the ${SITE.name} operator console reset your second factor: your authenticator app and your passkeys no longer sign you in, and your sessions were ended. At your next sign-in, after your password, you set up a new authenticator app.`,
    "If you did not ask for this, tell an owner of the console at once.",
  ];
  return {
    subject: `Your ${SITE.name} console second factor was reset`,
    text: `${lines[0]}\n\n${loginUrl}\n\n${lines[1]}\n\n${FOOTER_TEXT}\n`,
    html: layout(
      "Second factor reset",
      `${p(lines[0]!)}<p style="margin:0 0 16px;font-size:15px;line-height:1.6"><a href="${escape(loginUrl)}">${escape(loginUrl)}</a></p>${p(lines[1]!)}`,
    ),
  };
}
