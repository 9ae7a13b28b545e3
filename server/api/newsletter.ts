/**
 * POST /api/newsletter `{email, source?}` → `{message}`: the adapter of the newsletter service
 * (server/newsletter/subscribe.ts), which the forms' route action calls too. Subscribing again is not an
 * error and keeps one row; the answer is the same for every accepted address.
 */
import { newsletterSchema } from "../../app/domain/newsletter";
import { subscribe } from "../newsletter/subscribe";
import { defineRoute } from "./http";
import { httpErrorOf } from "./http-error";

export const newsletterRoute = defineRoute({
  method: "POST",
  path: "/newsletter",
  summary: "Subscribe an e-mail address to the newsletter (subscribing twice stores one row)",
  body: newsletterSchema,
  rateLimit: "newsletter",
  rateLimitInService: true,
  async handler({ email, source }, { services, ip }) {
    const result = await subscribe(services, { email, source, ip });
    if (!result.ok) throw httpErrorOf(result);
    return { body: { message: result.value.message } };
  },
});
