/**
 * The paid sign-up endpoints: POST /api/resend-email-code,
 * POST /api/verify-email-code and POST /api/register-plan. Schemas and messages: app/domain/signup.ts.
 */
import {
  registrationSchema,
  resendEmailCodeSchema,
  SIGNUP_MESSAGES as M,
  verifyEmailCodeSchema,
} from "../../app/domain/signup";
import { confirmEmailCode, requestEmailCode } from "../signup/email-verification";
import { registerPlan } from "../signup/register";
import { defineRoute } from "./http";
import { httpErrorOf } from "./http-error";
import { REQUIRES_ACTION_MESSAGE } from "../signup/answers";
import { ORDER_ERROR_CODES, PROMOTION_ERROR_CODES } from "../../app/domain/error-codes";

/**
 * Mails a new 6-digit code (replacing the last one) or, when the address already has an account, a
 * notice to log in instead: the answer is the same either way, so the endpoint reveals no customer.
 */
export const resendEmailCodeRoute = defineRoute({
  method: "POST",
  path: "/resend-email-code",
  noStore: true,
  summary:
    "Mail a 6-digit code to confirm the e-mail address (the code is never in an answer; the answer is the same whether or not the address has an account)",
  body: resendEmailCodeSchema,
  rateLimit: "emailCode",
  rateLimitInService: true,
  async handler(input, { services, ip }) {
    const result = await requestEmailCode(services, input, ip);
    if (!result.ok) throw httpErrorOf(result);
    return { body: { message: M.codeSent, data: result.value } };
  },
});

/**
 * Exchanges a right code for an `email_token`. Every refused code (wrong, expired or out of tries) is
 * answered 422 "Code is wrong." with `code_wrong`: the answer never tells a stranger whether a code is pending.
 */
export const verifyEmailCodeRoute = defineRoute({
  method: "POST",
  path: "/verify-email-code",
  noStore: true,
  summary: "Exchange a right e-mail code for `data.email_token`",
  failures: {
    422: '`code_wrong`: the code is wrong, expired or out of tries ("Code is wrong.")',
  },
  codes: ["code_wrong"],
  body: verifyEmailCodeSchema,
  rateLimit: "emailCodeVerify",
  rateLimitInService: true,
  async handler(input, { services, ip }) {
    const result = await confirmEmailCode(services, input, ip);
    if (!result.ok) throw httpErrorOf(result);
    return { body: { data: { email_token: result.value.email_token } } };
  },
});

/** Charges and creates the account; see server/signup/register.ts. */
export const registerPlanRoute = defineRoute({
  method: "POST",
  path: "/register-plan",
  noStore: true,
  summary:
    "Create the account and take the first payment (a retry with the same idempotency_key gets the first answer)",
  body: registrationSchema,
  rateLimit: "registerPlan",
  rateLimitInService: true,
  codes: [...ORDER_ERROR_CODES, ...PROMOTION_ERROR_CODES],
  async handler(input, { services, ip }) {
    const result = await registerPlan(services, input, { ip });
    if (!result.ok) throw httpErrorOf(result);
    if (result.value.kind === "paid") return { body: result.value.body };
    return {
      status: 202,
      body: {
        message: REQUIRES_ACTION_MESSAGE,
        data: { requires_action: true, client_secret: result.value.clientSecret },
      },
    };
  },
});
