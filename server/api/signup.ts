/**
 * The paid sign-up endpoints: POST /api/resend-email-code,
 * POST /api/verify-email-code and POST /api/register-plan. Schemas and messages: app/domain/signup.ts.
 */
import { funnelDimensions } from "../../app/domain/analytics";
import { registrationSchema, resendEmailCodeSchema, SIGNUP_MESSAGES as M, verifyEmailCodeSchema } from "../../app/domain/signup";
import { clientKey } from "../client-ip";
import type { Services } from "../services";
import { accountExists } from "../signup/accounts";
import { CODE_TTL_MS, sendAccountExistsNotice, sendEmailCode, verifyEmailCode } from "../signup/email-code";
import { registerPlan } from "../signup/register";
import { defineRoute } from "./http";
import { httpErrorOf } from "./http-error";
import { fail } from "../error-codes";
import { REQUIRES_ACTION_MESSAGE } from "../signup/answers";
import { normalizeEmail } from "../../app/domain/email";
import { ORDER_ERROR_CODES, PROMOTION_ERROR_CODES } from "../../app/domain/error-codes";

/** Seconds the page waits before offering "Resend code" again. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Mails a new 6-digit code (replacing the last one) or, when the address already has an account, a
 * notice to log in instead: the answer is the same either way, so the endpoint reveals no customer.
 */
export const resendEmailCodeRoute = defineRoute({
  method: "POST",
  path: "/resend-email-code",
  noStore: true,
  summary: "Mail a 6-digit code to confirm the e-mail address (the code is never in an answer; the answer is the same whether or not the address has an account)",
  body: resendEmailCodeSchema,
  rateLimit: "emailCode",
  async handler(input, { services, ip }) {
    const email = normalizeEmail(input.email);
    const quota = await spendAddressQuota(services, email, ip);
    let mailed = false;
    try {
      if (await accountExists(services.db, email)) await sendAccountExistsNotice(services, email);
      else {
        await sendEmailCode(services, input, ip);
        services.analytics.funnel("code_sent", funnelDimensions(input.plan?.plan_id, input.plan?.plan_type_id));
      }
      mailed = true;
    } finally {
      if (!mailed) await quota.refund();
    }
    return { body: { message: M.codeSent, data: { expires_in: CODE_TTL_MS / 1000, resend_in: RESEND_COOLDOWN_SECONDS } } };
  },
});

/**
 * Takes one mail from the address's quotas: this client's for the address, then the address's total.
 * A refused or failed request gives back what it took, so the quotas count only mails sent.
 * @throws HttpError 429 when either quota is used up
 */
async function spendAddressQuota(services: Services, email: string, ip: string): Promise<{ refund(): Promise<void> }> {
  const { rateLimits } = services;
  const ofClient = `${email} ${clientKey(ip)}`;
  await rateLimits.consume("emailCodeAddress", ofClient, ip);
  try {
    await rateLimits.consume("emailCodeAddressTotal", email, ip);
  } catch (error) {
    await rateLimits.refund("emailCodeAddress", ofClient);
    throw error;
  }
  return {
    async refund() {
      await Promise.all([rateLimits.refund("emailCodeAddress", ofClient), rateLimits.refund("emailCodeAddressTotal", email)]);
    },
  };
}

/** Exchanges a right code for an `email_token`; wrong, expired or dead codes: 422 "Code is wrong.". */
export const verifyEmailCodeRoute = defineRoute({
  method: "POST",
  path: "/verify-email-code",
  noStore: true,
  summary: "Exchange a right e-mail code for `data.email_token`",
  failures: { 422: "`code_wrong`: the code is wrong, expired or used up: \"Code is wrong.\"" },
  codes: ["code_wrong"],
  body: verifyEmailCodeSchema,
  rateLimit: "emailCodeVerify",
  async handler(input, { services, ip }) {
    const result = await verifyEmailCode(services, { ...input, ip });
    if (!result.ok) {
      services.securityLog("code_wrong", ip, { reason: result.reason });
      throw httpErrorOf(fail("code_wrong", M.codeWrong));
    }
    services.analytics.funnel("email_verified", funnelDimensions(input.plan?.plan_id, input.plan?.plan_type_id));
    return { body: { data: { email_token: result.emailToken } } };
  },
});

/** Charges and creates the account; see server/signup/register.ts. */
export const registerPlanRoute = defineRoute({
  method: "POST",
  path: "/register-plan",
  noStore: true,
  summary: "Create the account and take the first payment (a retry with the same idempotency_key gets the first answer)",
  body: registrationSchema,
  rateLimit: "registerPlan",
  codes: [...ORDER_ERROR_CODES, ...PROMOTION_ERROR_CODES],
  async handler(input, { services, ip }) {
    const result = await registerPlan(services, input, { ip });
    if (!result.ok) throw httpErrorOf(result);
    if (result.value.kind === "paid") return { body: result.value.body };
    return { status: 202, body: { message: REQUIRES_ACTION_MESSAGE, data: { requires_action: true, client_secret: result.value.clientSecret } } };
  },
});
