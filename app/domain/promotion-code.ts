/**
 * The shape of a promotion code as typed, shared by the sign-up payload (`plan_data.promotion_code`),
 * the order summary's check and the console form: trimmed, letters, digits, "-" and "_", compared
 * case-insensitively (stored and sent upper case).
 */
import { z } from "zod";
import { normalizePromotionCode, PROMOTION_CODE_MAX_LENGTH, PROMOTION_CODE_PATTERN } from "./promotion-code-shape";

export { PROMOTION_CODE_MAX_LENGTH };

/** Messages of a code field. */
export const PROMOTION_CODE_MESSAGES = {
  codeRequired: "Please enter a promotion code.",
  codeInvalid: `A promotion code has up to ${PROMOTION_CODE_MAX_LENGTH} letters, digits, "-" or "_".`,
} as const;

/** A promotion code as typed: trimmed, checked, then upper-cased. */
export const promotionCodeField = z
  .string({ error: PROMOTION_CODE_MESSAGES.codeRequired })
  .trim()
  .min(1, PROMOTION_CODE_MESSAGES.codeRequired)
  .max(PROMOTION_CODE_MAX_LENGTH, PROMOTION_CODE_MESSAGES.codeInvalid)
  .regex(PROMOTION_CODE_PATTERN, PROMOTION_CODE_MESSAGES.codeInvalid)
  .transform(normalizePromotionCode);
