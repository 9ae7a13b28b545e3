/**
 * Sending a contact message, for the contact form's route action (/contact) and POST /api/contact alike:
 * takes the client's point of the `contact` limit, verifies the captcha, then stores the message and
 * consumes the captcha in one transaction (a replayed solution stores nothing), and only then mails the
 * support team and the visitor. Mail goes through the outbox, so an SMTP outage is logged and retried
 * later; it never loses the message or fails the request. Knows no HTTP: the callers map the codes.
 */
import type { Logger } from "../logger";
import { contactMessages } from "../../db/schema";
import { CONTACT_MESSAGES, type ContactRequest } from "../../app/domain/contact";
import type { CaptchaFailure } from "../captcha";
import { contactAcknowledgement, contactNotification, type StoredContactMessage } from "./mails";
import { fail, type Failure, type Result } from "../error-codes";
import type { Services } from "../services";
import { ipHash as keyedIpHash } from "../secrets/ip-hash";

/** What the visitor is told for each captcha failure (on the `captchaToken` field). */
const CAPTCHA_FAILURE_MESSAGES: Record<CaptchaFailure, string> = {
  malformed: CONTACT_MESSAGES.captcha,
  invalid: CONTACT_MESSAGES.captcha,
  expired: "The CAPTCHA has expired. Please verify it again.",
  replayed: "This CAPTCHA has already been used. Please verify it again.",
};

function captchaFailure(reason: CaptchaFailure): Failure<"captcha_failed"> {
  const message = CAPTCHA_FAILURE_MESSAGES[reason];
  return fail("captcha_failed", message, { captchaToken: message });
}

/** The codes `sendContactMessage` answers. */
export type ContactFailureCode = "rate_limited" | "captcha_failed";

/**
 * Sends a validated message from the client at `ip` (`log`: the request's logger, when there is one).
 * @returns the success message, `rate_limited` (5 per 10 minutes per client) or `captcha_failed`
 *   (missing, bad, expired or replayed solution; its message also under `errors.captchaToken`)
 * @throws for the unexpected (the database is away): callers answer their generic failure
 */
export async function sendContactMessage(
  services: Services,
  { captchaToken, ...fields }: ContactRequest,
  { ip, log = services.log }: { ip: string; log?: Logger },
): Promise<Result<{ message: string }, ContactFailureCode>> {
  const limit = await services.rateLimits.takeClient("contact", ip);
  if (!limit.ok) return limit;
  const check = await services.captcha.check(captchaToken);
  if (!check.ok) {
    services.securityLog("captcha_refused", ip, { reason: check.reason });
    return captchaFailure(check.reason);
  }
  const ipHash = keyedIpHash(services.captcha.deriveSecret("contact-ip-hash"), ip);
  const stored = await services.db.transaction(async (tx) => {
    if (!(await services.captcha.consume(check, tx))) return undefined;
    const [row] = await tx
      .insert(contactMessages)
      .values({
        question: fields.question,
        name: fields.name,
        email: fields.email,
        explainQuestion: fields.explain_question,
        ipHash,
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    return row;
  });
  if (!stored) {
    services.securityLog("captcha_refused", ip, { reason: "replayed" });
    return captchaFailure("replayed");
  }
  log.info({ contactMessageId: stored.id, question: fields.question }, "contact message stored");
  await sendContactMails(services, { ...fields, ...stored });
  return { ok: true, value: { message: CONTACT_MESSAGES.success } };
}

/** Queues (and tries at once) both mails; an outbox failure is logged, never thrown. */
async function sendContactMails(services: Services, message: StoredContactMessage): Promise<void> {
  const mails = [contactNotification(message, services.config.supportEmail), contactAcknowledgement(message)];
  const results = await Promise.allSettled(mails.map((mail) => services.mailer.send(mail)));
  results.forEach((result, i) => {
    if (result.status === "rejected") {
      services.log.error(
        { err: result.reason, kind: mails[i]!.kind, contactMessageId: message.id },
        "contact mail could not be queued",
      );
    }
  });
}
