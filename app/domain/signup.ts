/**
 * The paid sign-up: one schema per form and request, shared by the
 * details form, the code form, and the API routes that parse the same payloads. Every message a user
 * can see is defined once, word for word, in ./signup-rules.ts (re-exported here).
 */
import { z } from "zod";
import { emailField } from "./email-field";
import { PLAN_ID, PLAN_TYPE } from "./plan-ids";
import { funnelPlanSchema } from "./analytics";
import { promotionCodeField } from "./promotion-code";
import { MAX_USERS, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_RULES, SIGNUP_MESSAGES as M } from "./signup-rules";

export * from "./signup-rules";

/**
 * Characters refused in names and the company name: they are the ones that break the app host's
 * exports, mail headers and templates (quotes, brackets, markup, shell and SQL punctuation).
 */
const FORBIDDEN_NAME_CHARACTERS = /[*|":<>[\]{}`\\()';@&$]/;
const noSpecialCharacters = (value: string) => !FORBIDDEN_NAME_CHARACTERS.test(value);

const nameField = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(noSpecialCharacters, M.specialCharacters)
    .refine((v) => v.length <= NAME_MAX_LENGTH, tooLong);

/** An email address: required, valid, at most 50 characters (compared lower-cased everywhere). */
const signupEmail = emailField(
  { required: M.emailRequired, invalid: M.emailInvalid, tooLong: M.emailTooLong },
  NAME_MAX_LENGTH,
);

const passwordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .refine(
    (p) => [...p].length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => rule.test(p)),
    M.passwordInvalid,
  );

/** The fields of the details form, without the password match (added by `withPasswordMatch`). */
export const detailsFields = {
  first_name: nameField(M.firstNameRequired, M.firstNameTooLong),
  last_name: nameField(M.lastNameRequired, M.lastNameTooLong),
  email: signupEmail,
  /** Optional: an empty or missing company name is "". */
  company_name: z
    .string()
    .trim()
    .refine(noSpecialCharacters, M.specialCharacters)
    .refine((v) => v.length <= NAME_MAX_LENGTH, M.companyTooLong)
    .optional()
    .transform((v) => v ?? ""),
  password: passwordField,
  confirm_password: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired),
  country_id: z.number({ error: M.countryRequired }).int(M.countryRequired).positive(M.countryRequired),
  /**
   * Optional: a business's tax ID (absent or "" when none). Only its length is checked here: its format and check
   * digits are checked on the server (server/tax/tax-id.ts), for the kind the billing country takes.
   */
  tax_id: z.string().trim().max(40, M.taxIdInvalid).optional(),
  terms: z.literal(true, { error: M.termsRequired }),
};

function withPasswordMatch<T extends z.ZodObject<{ password: z.ZodType<string>; confirm_password: z.ZodType<string> }>>(
  schema: T,
) {
  return schema.refine((v) => v.password === v.confirm_password, {
    message: M.confirmMismatch,
    path: ["confirm_password"],
    // Check the match even while other fields are invalid (zod skips refinements after errors by
    // default), as long as both passwords are there to compare: the form shows every problem at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirm_password?: unknown } | null;
      return typeof v?.password === "string" && typeof v.confirm_password === "string" && v.confirm_password !== "";
    },
  });
}

/** The details form (stage 2). */
export const detailsSchema = withPasswordMatch(z.strictObject(detailsFields));
export type Details = z.infer<typeof detailsSchema>;

/** A number as a form posts it ("192"), for the field's own checks; "" is none. */
const numberFromText = (value: unknown) =>
  typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value;

/**
 * The details form as posted (text, app/lib/form-action.ts): the country as its id's text, the terms box
 * "on" when ticked; what else a post carries (the intent, the plan picked) is left out. Same rules and
 * messages as `detailsSchema`.
 */
export const detailsFormSchema = withPasswordMatch(
  z.object({
    ...detailsFields,
    country_id: z.preprocess(numberFromText, detailsFields.country_id),
    terms: z.preprocess((value) => (value === "on" || value === "true" ? true : value), detailsFields.terms),
  }),
);

/** Text fields of `plan_data` (plan name, display total) are short. */
const PLAN_TEXT_MAX_LENGTH = 40;

const orderInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number({ error: M.orderInvalid }).int(M.orderInvalid).min(min, M.orderInvalid).max(max, M.orderInvalid);

/**
 * `plan_data` of POST /api/register-plan: the order as the page showed it. The server prices the order
 * itself and refuses it if any figure differs (app/domain/pricing.ts `checkPlanData`).
 * - `plan_id` 1 Pro, 2 Team; `plan_type_id` 1 Monthly, 2 Yearly; `currency` an ISO code such as "SGD".
 * - `envelope` the Sleeve credits of the chosen tier per period (a tier's `total` in the plan list; it
 *   identifies the tier), with that tier's `sms` and `storage` (GB); `user` the number of users (Pro: 1).
 * - Money in integer minor units of `currency` (cents): `plan_amount` the tier's price for the first user,
 *   `amount` the subtotal before tax (first user + extra users), `save_amount` what paying yearly saves
 *   against twelve monthly payments (0 monthly), `total_amount` amount + tax, what is charged.
 * - `total_amount_show` the total as displayed, e.g. "S$730.30": the currency's symbol or code may lead,
 *   thousands may be grouped with commas; its value must equal `total_amount`.
 */
export const planDataSchema = z.strictObject({
  plan_id: z.union([z.literal(PLAN_ID.pro), z.literal(PLAN_ID.team)], { error: M.orderInvalid }),
  plan_name: z
    .string({ error: M.orderInvalid })
    .trim()
    .min(1, M.orderInvalid)
    .max(PLAN_TEXT_MAX_LENGTH, M.orderInvalid),
  plan_amount: orderInt(0),
  amount: orderInt(0),
  envelope: orderInt(1),
  sms: orderInt(0),
  user: orderInt(1, MAX_USERS),
  save_amount: orderInt(0),
  total_amount: orderInt(0),
  total_amount_show: z
    .string({ error: M.orderInvalid })
    .trim()
    .min(1, M.orderInvalid)
    .max(PLAN_TEXT_MAX_LENGTH, M.orderInvalid),
  plan_type_id: z.union([z.literal(PLAN_TYPE.monthly), z.literal(PLAN_TYPE.yearly)], { error: M.orderInvalid }),
  currency: z.string({ error: M.orderInvalid }).regex(/^[A-Z]{3}$/, M.orderInvalid),
  storage: orderInt(0),
  /**
   * Optional promotion code: the discount comes off `amount` before tax, so `total_amount`
   * (and `total_amount_show`) are the discounted first payment; `amount` stays the subtotal before it.
   */
  promotion_code: z.preprocess((v) => (v === "" || v === null ? undefined : v), promotionCodeField.optional()),
});
export type PlanData = z.infer<typeof planDataSchema>;

/** Digits, spaces, "+", "-" and brackets: the mobile number, which the page sends empty. */
const mobileField = z
  .string({ error: "Please enter a valid mobile number" })
  .trim()
  .max(20, "Please enter a valid mobile number")
  .regex(/^[+\d\s()-]*$/, "Please enter a valid mobile number");

/**
 * POST /api/register-plan: the registration payload (the details without the password confirmation and
 * the terms box, which only the form checks), the order, the card's payment method, the proof of email
 * and an optional retry key.
 */
export const registrationSchema = z.strictObject({
  first_name: detailsFields.first_name,
  last_name: detailsFields.last_name,
  email: detailsFields.email,
  country_id: detailsFields.country_id,
  company_name: detailsFields.company_name,
  tax_id: detailsFields.tax_id,
  mobile: mobileField.optional(),
  password: detailsFields.password,
  paymentMethodId: z
    .string({ error: M.paymentMethodRequired })
    .trim()
    .min(1, M.paymentMethodRequired)
    .max(255, M.paymentMethodRequired),
  plan_data: planDataSchema,
  email_token: z.string({ error: M.emailNotVerified }).min(1, M.emailNotVerified).max(1000, M.emailNotVerified),
  /** One per checkout attempt (a UUID from the browser): a retry with the same key gets the first answer. */
  idempotency_key: z
    .string({ error: M.orderInvalid })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, M.orderInvalid)
    .optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** POST /api/resend-email-code. */
export const resendEmailCodeSchema = z.strictObject({
  email: signupEmail,
  first_name: detailsFields.first_name,
  last_name: detailsFields.last_name,
  /** Optional: the plan picked with Buy Now, for the purchase funnel's per-plan counts (no effect on the answer). */
  plan: funnelPlanSchema.optional(),
});

/** The code form and POST /api/verify-email-code; a code that is not six digits is simply wrong. */
export const verifyEmailCodeSchema = z.strictObject({
  email: signupEmail,
  code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(20, M.codeWrong),
  /** Optional: the plan picked with Buy Now, for the purchase funnel's per-plan counts (no effect on the answer). */
  plan: funnelPlanSchema.optional(),
});

/** "Resend code" as the code stage posts it: the address and the names the code is addressed to. */
export const resendFormSchema = z.object(
  resendEmailCodeSchema.pick({ email: true, first_name: true, last_name: true }).shape,
);

/** The code form as posted: the address and the code typed. */
export const verifyFormSchema = z.object(verifyEmailCodeSchema.pick({ email: true, code: true }).shape);

/**
 * `data` of a successful POST /api/register-plan: public fields of the new account and the order as
 * charged, in `plan_data`'s names and units (money in minor units), plus the tax charged.
 */
export interface RegisteredAccount extends PlanData {
  user_id: number;
  company_id: number;
  subscription_id: number;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  country_id: number;
  /** Tax charged, minor units (total_amount − amount). */
  tax_amount: number;
  /** ISO date-time the paid period ends. */
  current_period_end: string;
}
