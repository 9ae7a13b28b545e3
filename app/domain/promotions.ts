/**
 * Promotion codes: the code's shape, the failure codes and their messages, the check
 * request of the order summary (POST /api/promotion-code) and the console's "Create code" form. One
 * schema per request or form, shared by the form, the API and the service. The maths is in
 * ./promotion-pricing.ts (no zod, so the pricing page's plan table does not load it).
 */
import { z } from "zod";
import { PLAN_ID, PLAN_TYPE } from "./plan-ids";
import { PROMOTION_CODE_MESSAGES, promotionCodeField } from "./promotion-code";
import { PROMOTION_DURATIONS } from "./promotion-pricing";
import { MAX_USERS } from "./signup";

/** Why a code cannot be used: stable codes the browser branches on (never on the message). */
export const PROMOTION_FAILURES = {
  promotion_unknown: "This promotion code does not exist.",
  promotion_inactive: "This promotion code is no longer active.",
  promotion_not_started: "This promotion code is not valid yet.",
  promotion_expired: "This promotion code has expired.",
  promotion_used_up: "This promotion code has been used up.",
  promotion_not_applicable: "This promotion code does not apply to this plan, billing period or currency.",
} as const;
export type PromotionFailureCode = keyof typeof PROMOTION_FAILURES;

/** Messages of the code field and the console form. */
export const PROMOTION_MESSAGES = {
  ...PROMOTION_CODE_MESSAGES,
  codeTaken: "A promotion code with this name already exists.",
  percentInvalid: "Percent off must be a whole number from 1 to 100.",
  amountInvalid: "Amount off must be a positive amount.",
  discountRequired: "Enter either a percent off or an amount off.",
  durationInvalid: "Choose Once, Forever or Months.",
  monthsInvalid: "Months must be a whole number from 1 to 36.",
  maxInvalid: "Max redemptions must be a whole number of at least 1, or empty.",
  datesInvalid: "The expiry must be after the start.",
  plansInvalid: "Choose at least one plan.",
  periodsInvalid: "Choose at least one billing period.",
  created: "Promotion code created.",
  updated: "Promotion code saved.",
  notFound: "No such promotion code.",
  maxBelowUses: "Max redemptions cannot be below the uses already counted",
  discountFixed:
    "The discount and its duration cannot be changed: orders already paid were priced with them, and a buyer's order summary must match the charge. Create a new code for a different discount.",
  deactivated: "Promotion code deactivated.",
} as const;

const orderInt = (min: number, max = Number.MAX_SAFE_INTEGER) => z.number().int().min(min).max(max);

/**
 * POST /api/promotion-code: a code and the order it is for, in `plan_data`'s names (plan, period,
 * currency, `envelope` the tier's Sleeve credits, `user` the number of users). The answer gives the
 * discounted figures the order summary shows.
 */
export const promotionCheckSchema = z.strictObject({
  code: promotionCodeField,
  plan_id: z.union([z.literal(PLAN_ID.pro), z.literal(PLAN_ID.team)]),
  plan_type_id: z.union([z.literal(PLAN_TYPE.monthly), z.literal(PLAN_TYPE.yearly)]),
  currency: z.string().regex(/^[A-Z]{3}$/),
  envelope: orderInt(1),
  user: orderInt(1, MAX_USERS),
  /** The buyer's billing country and tax ID, when known: the figures carry their tax (else the caller's country's consumer tax). */
  country_id: z.number().int().positive().optional(),
  tax_id: z.string().trim().max(40).optional(),
});
export type PromotionCheck = z.infer<typeof promotionCheckSchema>;

/** `data` of a successful check: the terms and the order's discounted figures (minor units). */
export interface PromotionQuote {
  code: string;
  percent_off: number | null;
  /** Minor units off in the order's currency, for an amount-off code. */
  amount_off: number | null;
  duration: (typeof PROMOTION_DURATIONS)[number];
  duration_in_months: number | null;
  /** Subtotal before the discount. */
  amount: number;
  discount_amount: number;
  tax_amount: number;
  /** What the first payment charges: plan_data.total_amount with this code. */
  total_amount: number;
  total_amount_show: string;
  /** A payment after the discount ends; null when it never ends. */
  renewal: { discounted_payments: number; total_amount: number; total_amount_show: string } | null;
}

/** A form checkbox or number input arrives as text (or is missing): "" means unset. */
const optionalInt = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? undefined : typeof v === "string" ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** A date; a form's `datetime-local` value ("2026-12-01T09:00", no zone) is read as UTC, as the form says. */
const optionalDate = z.preprocess(
  (v) =>
    v === "" || v === undefined || v === null
      ? undefined
      : typeof v === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(v)
        ? `${v}Z`
        : v,
  z.coerce.date({ error: "Enter a valid date." }).optional(),
);

/** A list of checkbox values ("1", "2") or one value. */
const idList = (allowed: readonly number[], message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number().refine((n) => allowed.includes(n), message)).min(1, message),
  );

/** An amount as typed in a currency's major unit ("10", "10.50"); the service converts it to minor units. */
const majorAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,3})?$/, PROMOTION_MESSAGES.amountInvalid);

/** The form field of the amount off in `currency` ("amount_off_SGD"): one per currency the site sells in. */
export const amountOffField = (currency: string) => `amount_off_${currency}`;

/**
 * The form's per-currency amounts (`amount_off_USD=10`, `amount_off_SGD=13.50`, empty ones left out)
 * gathered into `amount_off: { USD: "10", SGD: "13.50" }`; undefined when none is filled in.
 */
function gatherAmounts(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const form = { ...(raw as Record<string, unknown>) };
  const amounts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    const currency = /^amount_off_([A-Z]{3})$/.exec(key)?.[1];
    if (!currency) continue;
    delete form[key];
    if (typeof value !== "string" || value.trim() !== "") amounts[currency] = value;
  }
  if (Object.keys(amounts).length > 0) form.amount_off = amounts;
  return form;
}

/**
 * The console's "Create code" form (labels in the documented contract: "Code", "Percent off" or "Amount off",
 * "Duration" (Once, Forever, Months), "Max redemptions"). Exactly one of percent off and amount off is
 * filled in; an amount off is typed per currency in its major unit (`amount_off_SGD` "10" or "10.50"; a
 * currency left empty is not discounted) and the service stores minor units. Empty optional fields mean
 * no limit.
 */
export const createPromotionSchema = z.preprocess(
  gatherAmounts,
  z
    .object({
      code: promotionCodeField,
      percent_off: optionalInt(PROMOTION_MESSAGES.percentInvalid, 1, 100),
      amount_off: z.record(z.string().regex(/^[A-Z]{3}$/), majorAmount).optional(),
      duration: z.enum(PROMOTION_DURATIONS, { error: PROMOTION_MESSAGES.durationInvalid }),
      duration_in_months: optionalInt(PROMOTION_MESSAGES.monthsInvalid, 1, 36),
      max_redemptions: optionalInt(PROMOTION_MESSAGES.maxInvalid, 1),
      starts_at: optionalDate,
      expires_at: optionalDate,
      plan_ids: idList([PLAN_ID.pro, PLAN_ID.team], PROMOTION_MESSAGES.plansInvalid),
      plan_type_ids: idList([PLAN_TYPE.monthly, PLAN_TYPE.yearly], PROMOTION_MESSAGES.periodsInvalid),
    })
    .superRefine((v, ctx) => {
      const percent = v.percent_off !== undefined;
      const amount = v.amount_off !== undefined;
      if (percent === amount)
        ctx.addIssue({ code: "custom", path: ["percent_off"], message: PROMOTION_MESSAGES.discountRequired });
      for (const [currency, major] of Object.entries(v.amount_off ?? {}))
        if (Number(major) <= 0)
          ctx.addIssue({ code: "custom", path: ["amount_off", currency], message: PROMOTION_MESSAGES.amountInvalid });
      if (v.duration === "repeating" && v.duration_in_months === undefined)
        ctx.addIssue({ code: "custom", path: ["duration_in_months"], message: PROMOTION_MESSAGES.monthsInvalid });
      if (v.starts_at && v.expires_at && v.expires_at <= v.starts_at)
        ctx.addIssue({ code: "custom", path: ["expires_at"], message: PROMOTION_MESSAGES.datesInvalid });
    })
    .transform((v) => ({
      ...v,
      discount_type: v.percent_off !== undefined ? ("percent" as const) : ("amount" as const),
    })),
);
export type CreatePromotionInput = z.infer<typeof createPromotionSchema>;

/** A checkbox: present ("on") is true, absent is false. */
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/**
 * The console's "Save changes" form of one code: what may change once a code exists (expiry, max
 * redemptions, active, plans and billing periods). The discount and its duration never change: orders
 * already paid were priced with them, and an order summary shown to a buyer must match the charge.
 * An empty expiry or max redemptions means none.
 */
export const updatePromotionSchema = z.object({
  intent: z.literal("update"),
  id: z.coerce.number().int().positive(),
  expires_at: optionalDate,
  max_redemptions: optionalInt(PROMOTION_MESSAGES.maxInvalid, 1),
  active: checkbox,
  plan_ids: idList([PLAN_ID.pro, PLAN_ID.team], PROMOTION_MESSAGES.plansInvalid),
  plan_type_ids: idList([PLAN_TYPE.monthly, PLAN_TYPE.yearly], PROMOTION_MESSAGES.periodsInvalid),
});
export type UpdatePromotionInput = z.infer<typeof updatePromotionSchema>;

/** The console's deactivate button: which code. */
export const deactivatePromotionSchema = z.object({
  intent: z.literal("deactivate"),
  id: z.coerce.number().int().positive(),
});
