/**
 * POST /api/contact: the adapter of the contact service (server/contact/send.ts), which the contact
 * form's route action calls too. Validates with the form's schema; the service takes the rate limit,
 * verifies the captcha, stores the message and mails it; a failure is answered by its code's status.
 */
import { contactSchema } from "../../app/domain/contact";
import { sendContactMessage } from "../contact/send";
import { defineRoute } from "./http";
import { httpErrorOf } from "./http-error";

export const contactRoute = defineRoute({
  method: "POST",
  path: "/contact",
  summary: "Send a question to the support team (needs a solved captcha)",
  body: contactSchema,
  rateLimit: "contact",
  rateLimitInService: true,
  codes: ["captcha_failed"],
  async handler(message, { services, ip, req }) {
    const result = await sendContactMessage(services, message, { ip, log: req.log });
    if (!result.ok) throw httpErrorOf(result);
    return { body: { message: result.value.message } };
  },
});
