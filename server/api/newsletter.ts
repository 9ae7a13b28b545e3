/**
 * POST /api/newsletter `{email, source?}` → `{message}`: records a subscription request and mails the
 * confirmation link (double opt-in: server/newsletter/subscriptions.ts). Subscribing again is not an
 * error and keeps one row; the answer is the same for every accepted address.
 */
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSchema } from "../../app/domain/newsletter";
import { requestSubscription } from "../newsletter/subscriptions";
import { defineRoute } from "./http";

export const newsletterRoute = defineRoute({
  method: "POST",
  path: "/newsletter",
  summary: "Subscribe an e-mail address to the newsletter (subscribing twice stores one row)",
  body: newsletterSchema,
  rateLimit: "newsletter",
  async handler({ email, source }, { services, ip }) {
    await requestSubscription(services, { email, source, ip });
    return { body: { message: NEWSLETTER_SUCCESS_MESSAGE } };
  },
});
