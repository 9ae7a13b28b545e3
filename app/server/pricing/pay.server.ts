/**
 * The pricing page's payment (Pay Now): a JSON post `{ intent: "pay", ...registration }` to the pricing
 * route's action, answered as app/components/pricing/pay-answer.ts describes. The body goes through the
 * checks every JSON body of the /api adapter goes through (server/json-input.ts) and the registration's
 * own schema (app/domain/signup.ts), then the one service POST /api/register-plan calls
 * (server/signup/register.ts), which takes the client's `registerPlan` limit, applies the card-testing
 * caps and claims the idempotency key: a retry of the same request, by either path, replays or finishes
 * the first attempt and never charges twice. Unexpected failures are logged (the service keeps query
 * parameters, and so personal data, out of its errors) and answered `unavailable` or `internal_error`:
 * the page then cannot tell how the attempt ended and sends the same request again.
 */
import { data, type AppLoadContext } from "react-router";
import {
  PAY_INTENT,
  type ActionRequiredAnswer,
  type PaidAnswer,
  type PayRefusal,
} from "../../components/pricing/pay-answer";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { registrationSchema, SIGNUP_MESSAGES as M } from "../../domain/signup";
import { refusalInit } from "../../lib/form-action.server";
import { isDatabaseUnavailable } from "../../../server/db/client";
import { fail, type Failure } from "../../../server/error-codes";
import { parseInput, readJsonObject } from "../../../server/json-input";
import { REQUIRES_ACTION_MESSAGE } from "../../../server/signup/answers";
import { registerPlan } from "../../../server/signup/register";

/** Never cached: each answer is the buyer's own. */
const NO_STORE = { "Cache-Control": "no-store" };

/** Whether a post to the pricing route is JSON (Pay Now's) rather than one of the sign-up forms. */
export function postsJson(request: Request): boolean {
  return /^application\/json\b/i.test(request.headers.get("Content-Type") ?? "");
}

/** A refusal with its code's status (`Retry-After` for limits), never cached. */
function refused(failure: Failure) {
  const body: PayRefusal = { intent: PAY_INTENT, ok: false, code: failure.code, message: failure.message };
  if (failure.errors) body.errors = failure.errors;
  return data(body, refusalInit(failure, NO_STORE));
}

/**
 * Answers Pay Now's post: `paid` (200), `requires_action` with the client secret (202), or a refusal with
 * its code's status: the body's (`body_too_large`, `invalid_body`, `validation_failed`), the service's
 * (server/signup/register.ts `registerPlan`), `unavailable` (the database is away) or `internal_error`.
 */
export async function payAction(context: AppLoadContext, request: Request) {
  const { services, clientIp } = context;
  const read = readJsonObject(await request.text());
  if (!read.ok) return refused(read);
  const { intent, ...fields } = read.value;
  if (intent !== PAY_INTENT) return refused(fail("invalid_body", GENERIC_ERROR_MESSAGE));
  const input = parseInput(registrationSchema, fields);
  if (!input.ok) return refused(input);
  try {
    const result = await registerPlan(services, input.value, { ip: clientIp });
    if (!result.ok) return refused(result);
    if (result.value.kind === "paid") {
      const { message } = result.value.body;
      const paid: PaidAnswer = { intent: PAY_INTENT, ok: true, code: "paid", message: message ?? M.success };
      return data(paid, { headers: NO_STORE });
    }
    const asked: ActionRequiredAnswer = {
      intent: PAY_INTENT,
      ok: true,
      code: "requires_action",
      message: REQUIRES_ACTION_MESSAGE,
      client_secret: result.value.clientSecret,
    };
    return data(asked, { status: 202, headers: NO_STORE });
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      services.log.warn({ err: error }, "database unavailable");
      return refused(fail("unavailable", GENERIC_ERROR_MESSAGE));
    }
    services.log.error({ err: error }, "payment failed");
    return refused(fail("internal_error", GENERIC_ERROR_MESSAGE));
  }
}
