/**
 * GET /api/captcha: a fresh signed proof-of-work challenge for the ALTCHA widget, never cached. Making one
 * costs no key derivation (docs/decisions/0047-captcha-non-deterministic-mode.md); still limited per IP, as a
 * visitor needs one per message.
 *
 * The body is ALTCHA's challenge object (`{ parameters, signature }`) at the top level rather than under
 * `data`: the widget fetches this URL itself and reads exactly that shape.
 */
import { z } from "zod";
import { defineRoute, type ApiBody } from "./http";

export const captchaRoute = defineRoute({
  method: "GET",
  path: "/captcha",
  summary: "A fresh proof-of-work challenge for the ALTCHA widget (the challenge object itself, not in `data`)",
  response: z.looseObject({}).meta({ description: "An ALTCHA challenge, as the widget reads it." }),
  async handler(_input, { services, ip }) {
    await services.rateLimits.consumeClient("captcha", ip);
    const challenge = await services.captcha.createChallenge();
    return { body: challenge as ApiBody, headers: { "Cache-Control": "no-store" } };
  },
});
