/**
 * The e-mail step of the paid sign-up as a service, shared by POST /api/resend-email-code and
 * /api/verify-email-code (server/api/signup.ts) and the pricing page's action (app/server/pricing/signup.server.ts):
 * both paths spend the same per-address mail quotas, write the same security log lines and funnel counts,
 * and get the same failures by `code`. The per-client request limits (`emailCode`, `emailCodeVerify`) are
 * taken by each path's adapter, as every other per-client limit is.
 */
import { funnelDimensions, type FunnelPlanInput } from "../../app/domain/analytics";
import { SIGNUP_MESSAGES as M } from "../../app/domain/signup";
import { normalizeEmail } from "../../app/domain/email";
import { clientKey } from "../client-ip";
import { fail, type Failure, type Result } from "../error-codes";
import type { Services } from "../services";
import { accountExists } from "./accounts";
import { EMAIL_TOKEN_TTL_MS } from "./email-token";
import { CODE_TTL_MS, sendAccountExistsNotice, sendEmailCode, verifyEmailCode, type VerifyFailure } from "./email-code";

/** Seconds the page waits before offering "Resend code" again. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** The timing of a code just sent, in seconds: how long it is valid, and when another may be asked for. */
export interface CodeTiming {
  expires_in: number;
  resend_in: number;
}

/** Who asks for a code: the address, the names the mail is addressed with, and the plan for the funnel counts. */
export interface CodeRequest {
  email: string;
  first_name: string;
  last_name: string;
  plan?: FunnelPlanInput;
}

/**
 * Mails a new 6-digit code (replacing the last one) or, when the address already has an account, a
 * notice to log in instead: the answer is the same either way, so it reveals no customer.
 * @returns the code's timing, or `rate_limited` when the address's quotas are used up
 */
export async function requestEmailCode(
  services: Services,
  input: CodeRequest,
  ip: string,
): Promise<Result<CodeTiming, "rate_limited">> {
  // The client's limit first (its IPv4 address or IPv6 /64), for the API and the pricing page alike.
  const limited = await services.rateLimits.takeClient("emailCode", ip);
  if (!limited.ok) return limited;
  const email = normalizeEmail(input.email);
  const quota = await spendAddressQuota(services, email, ip);
  if (!quota.ok) return quota;
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
  return { ok: true, value: { expires_in: CODE_TTL_MS / 1000, resend_in: RESEND_COOLDOWN_SECONDS } };
}

/**
 * Takes one mail from the address's quotas: this client's for the address, then the address's total.
 * A refused or failed request gives back what it took, so the quotas count only mails sent.
 */
async function spendAddressQuota(
  services: Services,
  email: string,
  ip: string,
): Promise<Failure<"rate_limited"> | { ok: true; refund(): Promise<void> }> {
  const { rateLimits } = services;
  const ofClient = `${email} ${clientKey(ip)}`;
  const own = await rateLimits.take("emailCodeAddress", ofClient, ip);
  if (!own.ok) return own;
  const total = await rateLimits.take("emailCodeAddressTotal", email, ip);
  if (!total.ok) {
    await rateLimits.refund("emailCodeAddress", ofClient);
    return total;
  }
  return {
    ok: true,
    async refund() {
      await Promise.all([
        rateLimits.refund("emailCodeAddress", ofClient),
        rateLimits.refund("emailCodeAddressTotal", email),
      ]);
    },
  };
}

/**
 * A refused code: always `code_wrong` "Code is wrong.", whatever the reason (kept in `reason` for the
 * security log). Telling a used-up or expired code apart would tell a stranger guessing at an address
 * that someone asked for a code there; the page counts its own tries (CODE_MAX_ATTEMPTS_PER_CLIENT) and
 * knows the code's lifetime from `expires_in`.
 */
export type CodeFailure = Failure<"code_wrong"> & { reason: VerifyFailure };

/**
 * Exchanges a right code for an `email_token` (valid `expires_in` seconds, 30 minutes). A refused code is
 * logged as a security event and answered as a `CodeFailure`; the client's `emailCodeVerify` limit is
 * taken first (`rate_limited`).
 */
export async function confirmEmailCode(
  services: Services,
  input: { email: string; code: string; plan?: FunnelPlanInput },
  ip: string,
): Promise<{ ok: true; value: { email_token: string; expires_in: number } } | CodeFailure | Failure<"rate_limited">> {
  const limited = await services.rateLimits.takeClient("emailCodeVerify", ip);
  if (!limited.ok) return limited;
  const result = await verifyEmailCode(services, { email: input.email, code: input.code, ip });
  if (!result.ok) {
    services.securityLog("code_wrong", ip, { reason: result.reason });
    return { ...fail("code_wrong", M.codeWrong), reason: result.reason };
  }
  services.analytics.funnel("email_verified", funnelDimensions(input.plan?.plan_id, input.plan?.plan_type_id));
  return { ok: true, value: { email_token: result.emailToken, expires_in: EMAIL_TOKEN_TTL_MS / 1000 } };
}
