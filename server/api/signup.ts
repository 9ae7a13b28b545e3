/**
 * The paid sign-up endpoints (CONTRACT.md, issue 6): POST /api/resend-email-code,
 * POST /api/verify-email-code and POST /api/register-plan. Schemas and messages: app/domain/signup.ts.
 */
import { registrationSchema, resendEmailCodeSchema, SIGNUP_MESSAGES as M, verifyEmailCodeSchema } from "../../app/domain/signup";
import { accountExists } from "../signup/accounts";
import { CODE_TTL_MS, sendEmailCode, verifyEmailCode } from "../signup/email-code";
import { registerPlan } from "../signup/register";
import { defineRoute, HttpError } from "./http";

/** Seconds the page waits before offering "Resend code" again. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Mails a new 6-digit code (replacing the last one); 409 when the address already has an account. */
export const resendEmailCodeRoute = defineRoute({
  method: "POST",
  path: "/resend-email-code",
  body: resendEmailCodeSchema,
  rateLimit: "emailCode",
  async handler(input, { services }) {
    const email = input.email.toLowerCase();
    await services.rateLimits.consume("emailCodeAddress", email);
    if (await accountExists(services.db, email)) throw new HttpError(409, M.emailTaken, { email: M.emailTaken });
    await sendEmailCode(services, input);
    return { body: { message: M.codeSent, data: { expires_in: CODE_TTL_MS / 1000, resend_in: RESEND_COOLDOWN_SECONDS } } };
  },
});

/** Exchanges a right code for an `email_token`; wrong, expired or dead codes: 422 "Code is wrong.". */
export const verifyEmailCodeRoute = defineRoute({
  method: "POST",
  path: "/verify-email-code",
  body: verifyEmailCodeSchema,
  rateLimit: "emailCodeVerify",
  async handler(input, { services }) {
    const result = await verifyEmailCode(services, input);
    if (!result.ok) throw new HttpError(422, M.codeWrong);
    return { body: { data: { email_token: result.emailToken } } };
  },
});

/** Charges and creates the account; see server/signup/register.ts. */
export const registerPlanRoute = defineRoute({
  method: "POST",
  path: "/register-plan",
  body: registrationSchema,
  rateLimit: "registerPlan",
  handler: (input, { services, ip }) => registerPlan(services, input, { ip }),
});
