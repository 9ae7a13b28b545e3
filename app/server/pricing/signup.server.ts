/**
 * The pricing page's action: the sign-up's details form (sends a code), its code form and "Resend code",
 * posted by a fetcher with script and as a plain form without. It calls the same service as
 * POST /api/resend-email-code and /api/verify-email-code (server/signup/email-verification.ts) and takes
 * the same per-client limits those endpoints take, so neither path is a way around the other's rules.
 * Each form is read with its zod schema (app/domain/signup.ts) and answered in the forms' shape
 * (app/lib/form-action.ts: Conform's reply, never with a password or a code in it) with the intent
 * answered; a success is answered, not redirected, even to a plain post: the page without script
 * renders it as the next step.
 */
import { data, type AppLoadContext } from "react-router";
import {
  SIGNUP_INTENTS,
  type BuyerTaxAnswer,
  type CodeSentAnswer,
  type SignupIntent,
  type VerifiedAnswer,
} from "../../components/pricing/signup-answer";
import { funnelPlanSchema, type FunnelPlanInput } from "../../domain/analytics";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { detailsFormSchema, resendFormSchema, SIGNUP_MESSAGES as M, verifyFormSchema } from "../../domain/signup";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import { fail } from "../../../server/error-codes";
import { confirmEmailCode, requestEmailCode } from "../../../server/signup/email-verification";
import { taxOfBuyer } from "../../../server/tax/buyer-tax";

/** Never cached: each answer is the visitor's own. */
const NO_STORE = { "Cache-Control": "no-store" };

/** What a refused post never hands back: the passwords and the code. */
const HIDDEN_FIELDS = ["password", "confirm_password", "code"];

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

type Submission = Parameters<typeof formRefusal>[0];

/** A refusal of `intent`'s form, never cached, with what was typed but the passwords and the code. */
function refused(intent: SignupIntent, submission: Submission, failure?: Parameters<typeof formRefusal>[1], more = {}) {
  return formRefusal(submission, failure, {
    fields: { intent, ...more },
    headers: NO_STORE,
    hideFields: HIDDEN_FIELDS,
  });
}

/** A success of `intent`'s form, never cached. */
function accepted<T extends CodeSentAnswer | VerifiedAnswer>(
  form: FormData,
  submission: Submission,
  value: Omit<T, "ok" | "reply">,
) {
  return data(formAccepted(form, submission, value), { headers: NO_STORE });
}

/** Sends a code to the address of a valid details form. */
async function sendDetails(context: AppLoadContext, form: FormData) {
  const submission = parseForm(form, detailsFormSchema);
  if (submission.status !== "success") {
    // A page re-rendered without script shows the password field empty: it learns here that one was posted.
    return refused("details", submission, undefined, text(form, "password") !== "" ? { password_given: true } : {});
  }
  const details = submission.value;
  // The buyer's tax (billing country, tax ID) before any code is sent: a bad tax ID is a field error.
  const decided = taxOfBuyer(context.services.config.taxRegistrations, {
    countryId: details.country_id,
    taxId: details.tax_id ?? "",
    ip: context.clientIp,
    date: context.services.clock(),
  });
  if (!decided.ok) return refused("details", submission, decided);
  const { percent, reason, label, taxId } = decided.value;
  const tax: BuyerTaxAnswer = { country_id: details.country_id, tax_id: taxId ?? "", percent, reason, label };
  return sendCode(context, form, "details", submission, details, tax);
}

/** "Resend code": a new code to the address the code stage shows. */
async function resend(context: AppLoadContext, form: FormData) {
  const submission = parseForm(form, resendFormSchema);
  if (submission.status !== "success") return refused("resend", submission);
  return sendCode(context, form, "resend", submission, submission.value);
}

/** Mails a code to `to` and answers its timing (and, for the details form, the buyer's tax). */
async function sendCode(
  context: AppLoadContext,
  form: FormData,
  intent: "details" | "resend",
  submission: Submission,
  to: { email: string; first_name: string; last_name: string },
  tax?: BuyerTaxAnswer,
) {
  const { email, first_name, last_name } = to;
  const sent = await requestEmailCode(
    context.services,
    { email, first_name, last_name, plan: planOf(form) },
    context.clientIp,
  );
  if (!sent.ok) return refused(intent, submission, sent);
  return accepted<CodeSentAnswer>(form, submission, {
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
async function verifyCode(context: AppLoadContext, form: FormData) {
  const submission = parseForm(form, verifyFormSchema);
  if (submission.status !== "success") return refused("verify", submission);
  const { email, code } = submission.value;
  const result = await confirmEmailCode(context.services, { email, code, plan: planOf(form) }, context.clientIp);
  // A refused code is a message about the code field: the form shows it there, with script and without.
  if (!result.ok)
    return refused(
      "verify",
      submission,
      result.code === "code_wrong" ? { ...result, errors: { code: result.message } } : result,
    );
  return accepted<VerifiedAnswer>(form, submission, { intent: "verify", email, ...result.value });
}

/**
 * Answers a post of the sign-up forms by its `intent`. Unexpected failures (the mail server down) are
 * logged and answered with the generic message, as the API answers them.
 */
export async function signupAction(context: AppLoadContext, form: FormData) {
  const intent = text(form, "intent");
  if (!(SIGNUP_INTENTS as readonly string[]).includes(intent))
    return refused("details", parseForm(new FormData(), resendFormSchema), fail("invalid_body", GENERIC_ERROR_MESSAGE));
  const known = intent as SignupIntent;
  try {
    if (known === "verify") return await verifyCode(context, form);
    return known === "details" ? await sendDetails(context, form) : await resend(context, form);
  } catch (error) {
    context.services.log.error({ err: error }, "sign-up form failed");
    const schema = known === "details" ? detailsFormSchema : known === "verify" ? verifyFormSchema : resendFormSchema;
    return refused(known, parseForm(form, schema), fail("internal_error", GENERIC_ERROR_MESSAGE));
  }
}
