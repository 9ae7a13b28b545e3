/**
 * POST /api/contact: validates with the form's schema, verifies the captcha, then
 * stores the message and consumes the captcha in one transaction (a replayed solution stores nothing),
 * and only then mails the support team and the visitor. Mail goes through the outbox, so an SMTP outage
 * is logged and retried later; it never loses the message or fails the request.
 */
import { createHmac } from "node:crypto";
import { contactMessages } from "../../db/schema";
import { CONTACT_MESSAGES, contactSchema } from "../../app/domain/contact";
import type { CaptchaFailure } from "../captcha";
import { contactAcknowledgement, contactNotification, type StoredContactMessage } from "../contact-mail";
import type { Services } from "../services";
import { defineRoute } from "./http";
import { httpErrorOf, type HttpError } from "./http-error";
import { fail } from "../error-codes";

/** What the visitor is told for each captcha failure (all 400, on the `captchaToken` field). */
const CAPTCHA_FAILURE_MESSAGES: Record<CaptchaFailure, string> = {
  malformed: CONTACT_MESSAGES.captcha,
  invalid: CONTACT_MESSAGES.captcha,
  expired: "The CAPTCHA has expired. Please verify it again.",
  replayed: "This CAPTCHA has already been used. Please verify it again.",
};

function captchaError(reason: CaptchaFailure): HttpError {
  const message = CAPTCHA_FAILURE_MESSAGES[reason];
  return httpErrorOf(fail("captcha_failed", message, { captchaToken: message }));
}

export const contactRoute = defineRoute({
  method: "POST",
  path: "/contact",
  summary: "Send a question to the support team (needs a solved captcha)",
  body: contactSchema,
  rateLimit: "contact",
  codes: ["captcha_failed"],
  async handler({ captchaToken, ...fields }, { services, ip, req }) {
    const log = req.log ?? services.log;
    const check = await services.captcha.check(captchaToken);
    if (!check.ok) {
      services.securityLog("captcha_refused", ip, { reason: check.reason });
      throw captchaError(check.reason);
    }
    const ipHash = createHmac("sha256", services.captcha.deriveSecret("contact-ip-hash")).update(ip).digest("hex");
    const stored = await services.db.transaction(async (tx) => {
      if (!(await services.captcha.consume(check, tx))) return undefined;
      const [row] = await tx
        .insert(contactMessages)
        .values({ question: fields.question, name: fields.name, email: fields.email, explainQuestion: fields.explain_question, ipHash })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return row;
    });
    if (!stored) {
      services.securityLog("captcha_refused", ip, { reason: "replayed" });
      throw captchaError("replayed");
    }
    log.info({ contactMessageId: stored.id, question: fields.question }, "contact message stored");
    await sendContactMails(services, { ...fields, ...stored });
    return { body: { message: CONTACT_MESSAGES.success } };
  },
});

/** Queues (and tries at once) both mails; an outbox failure is logged, never thrown. */
async function sendContactMails(services: Services, message: StoredContactMessage): Promise<void> {
  const mails = [contactNotification(message, services.config.supportEmail), contactAcknowledgement(message)];
  const results = await Promise.allSettled(mails.map((mail) => services.mailer.send(mail)));
  results.forEach((result, i) => {
    if (result.status === "rejected") {
      services.log.error({ err: result.reason, kind: mails[i]!.kind, contactMessageId: message.id }, "contact mail could not be queued");
    }
  });
}
