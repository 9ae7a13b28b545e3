/** POST /api/newsletter (CONTRACT.md): one row per address, idempotent under concurrent duplicates. */
import { newsletterSubscribers } from "../../db/schema";
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSchema } from "../../app/domain/newsletter";
import { defineRoute } from "./http";

export const newsletterRoute = defineRoute({
  method: "POST",
  path: "/newsletter",
  summary: "Subscribe an e-mail address to the newsletter (subscribing twice stores one row)",
  body: newsletterSchema,
  rateLimit: "newsletter",
  async handler({ email }, { services }) {
    // The unique index on lower(email) makes concurrent duplicates collapse into one row.
    await services.db
      .insert(newsletterSubscribers)
      .values({ email: email.toLowerCase() })
      .onConflictDoNothing();
    return { body: { message: NEWSLETTER_SUCCESS_MESSAGE } };
  },
});
