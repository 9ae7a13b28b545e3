/**
 * The pricing page's action: the sign-up's details form (sends a code), its code form and "Resend code",
 * posted by a fetcher with script and as a plain form without. It calls the same service as
 * POST /api/resend-email-code and /api/verify-email-code (server/signup/email-verification.ts) and takes
 * the same per-client limits those endpoints take, so neither path is a way around the other's rules.
 * The answers have the forms' shape (app/lib/form-action.ts) with the intent answered; a success is
 * answered, not redirected, even to a plain post: the page without script renders it as the next step.
 */
import type { AppLoadContext } from "react-router";
import {
  SIGNUP_INTENTS,
  type BuyerTaxAnswer,
  type SignupAnswer,
  type SignupIntent,
  type SignupRefusal,
} from "../../components/pricing/signup-answer";
import { funnelPlanSchema, type FunnelPlanInput } from "../../domain/analytics";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { detailsSchema, resendEmailCodeSchema, SIGNUP_MESSAGES as M, verifyEmailCodeSchema } from "../../domain/signup";
import { validate } from "../../domain/validation";
import { formSuccess } from "../../lib/form-action.server";
import type { Failure } from "../../../server/error-codes";
import { confirmEmailCode, requestEmailCode } from "../../../server/signup/email-verification";
import { taxOfBuyer } from "../../../server/tax/buyer-tax";

/** The details a visitor typed, as a page without script shows them again (never the passwords). */
const KEPT_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "company_name",
  "country_id",
  "tax_id",
  "terms",
  "plan_id",
  "plan_type_id",
] as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The plan picked with Buy Now, for the funnel counts (hidden fields; ignored when absent or odd). */
function planOf(form: FormData): FunnelPlanInput | undefined {
  const plan = funnelPlanSchema.safeParse({
    plan_id: Number(text(form, "plan_id")),
    plan_type_id: Number(text(form, "plan_type_id")),
  });
  return plan.success ? plan.data : undefined;
}

/** The details form's fields as the schema reads them (country as a number, the checkbox as a boolean). */
function detailsOf(form: FormData) {
  const country = text(form, "country_id");
  return {
    first_name: text(form, "first_name"),
    last_name: text(form, "last_name"),
    email: text(form, "email"),
    company_name: text(form, "company_name"),
    password: text(form, "password"),
    confirm_password: text(form, "confirm_password"),
    country_id: country === "" ? undefined : Number(country),
    tax_id: text(form, "tax_id"),
    terms: ["on", "true"].includes(text(form, "terms")),
  };
}

function keptValues(form: FormData): Record<string, string> {
  return Object.fromEntries(KEPT_FIELDS.map((name) => [name, text(form, name)]));
}

const refusal = (
  intent: SignupIntent,
  failure: Pick<Failure, "code" | "message" | "errors">,
  values?: Record<string, string>,
): SignupRefusal => ({
  intent,
  ok: false,
  code: failure.code,
  message: failure.message,
  ...(failure.errors ? { errors: failure.errors } : {}),
  ...(values ? { values } : {}),
});

const invalid = (intent: SignupIntent, errors: Record<string, string>, values?: Record<string, string>) =>
  refusal(
    intent,
    { code: "validation_failed", message: Object.values(errors)[0] ?? GENERIC_ERROR_MESSAGE, errors },
    values,
  );

/** Sends a code to the address of a valid details form (or of the code stage's "Resend code"). */
async function sendCode(context: AppLoadContext, intent: "details" | "resend", form: FormData): Promise<SignupAnswer> {
  const values = keptValues(form);
  const checked =
    intent === "details"
      ? validate(detailsSchema, detailsOf(form))
      : validate(resendEmailCodeSchema, {
          email: text(form, "email"),
          first_name: text(form, "first_name"),
          last_name: text(form, "last_name"),
        });
  if (!checked.ok) {
    const answer = invalid(intent, checked.errors, values);
    // A page re-rendered without script shows the password field empty: it learns here that one was posted.
    return intent === "details" && text(form, "password") !== "" ? { ...answer, password_given: true } : answer;
  }
  const { email, first_name, last_name } = checked.data;
  // The buyer's tax (billing country, tax ID) before any code is sent: a bad tax ID is a field error.
  let tax: BuyerTaxAnswer | undefined;
  if ("country_id" in checked.data) {
    const decided = taxOfBuyer(context.services.config.taxRegistrations, {
      countryId: checked.data.country_id,
      taxId: checked.data.tax_id ?? "",
      ip: context.clientIp,
      date: context.services.clock(),
    });
    if (!decided.ok) return refusal(intent, decided, values);
    const { percent, reason, label, taxId } = decided.value;
    tax = { country_id: checked.data.country_id, tax_id: taxId ?? "", percent, reason, label };
  }
  const sent = await requestEmailCode(
    context.services,
    { email, first_name, last_name, plan: planOf(form) },
    context.clientIp,
  );
  if (!sent.ok) return refusal(intent, sent, values);
  return formSuccess(form, {
    intent,
    message: M.codeSent,
    email,
    first_name,
    last_name,
    ...sent.value,
    ...(tax ? { tax } : {}),
  });
}

/** Checks the code form's code. */
async function verifyCode(context: AppLoadContext, form: FormData): Promise<SignupAnswer> {
  const values = {
    email: text(form, "email"),
    first_name: text(form, "first_name"),
    last_name: text(form, "last_name"),
  };
  const checked = validate(verifyEmailCodeSchema, { email: values.email, code: text(form, "code") });
  if (!checked.ok) return invalid("verify", checked.errors, values);
  const result = await confirmEmailCode(context.services, { ...checked.data, plan: planOf(form) }, context.clientIp);
  if (!result.ok) return refusal("verify", result, values);
  return formSuccess(form, { intent: "verify" as const, email: checked.data.email, ...result.value });
}

/**
 * Answers a post of the sign-up forms by its `intent`. Unexpected failures (the mail server down) are
 * logged and answered with the generic message, as the API answers them.
 */
export async function signupAction(context: AppLoadContext, form: FormData): Promise<SignupAnswer> {
  const intent = text(form, "intent");
  if (!(SIGNUP_INTENTS as readonly string[]).includes(intent))
    return refusal("details", { code: "invalid_body", message: GENERIC_ERROR_MESSAGE });
  const known = intent as SignupIntent;
  try {
    return known === "verify" ? await verifyCode(context, form) : await sendCode(context, known, form);
  } catch (error) {
    context.services.log.error({ err: error }, "sign-up form failed");
    return refusal(known, { code: "internal_error", message: GENERIC_ERROR_MESSAGE });
  }
}
