/**
 * The shape of a promotion code, without zod (links and the pricing page read it before any form
 * schema loads): letters, digits, "-" and "_", up to 32, compared case-insensitively. The form field
 * (app/domain/promotion-code.ts) checks the same shape with its messages.
 */

/** Longest code. */
export const PROMOTION_CODE_MAX_LENGTH = 32;

/** The characters a code is made of. */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A code as stored and compared: trimmed and upper-cased ("launch20 " → "LAUNCH20"); its shape is not checked. */
export function normalizePromotionCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * `text` as a code when it has a code's shape (trimmed, upper-cased: "LAUNCH20"), else undefined; for
 * codes carried by URLs (`?promo=`), which are taken only when well-formed.
 */
export function promotionCodeOf(text: string | null | undefined): string | undefined {
  const code = normalizePromotionCode(text ?? "");
  if (!code || code.length > PROMOTION_CODE_MAX_LENGTH || !PROMOTION_CODE_PATTERN.test(code)) return undefined;
  return code;
}
