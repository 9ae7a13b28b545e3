/**
 * What the pricing page's promotion check (the resource route at PROMOTION_CHECK_PATH) answers: the
 * server's figures for the order with the code, or a refusal by its stable `code` (the browser branches
 * on it, never on the message).
 */
import type { ErrorCode } from "../../domain/error-codes";
import type { PromotionQuote } from "../../domain/promotions";

/** Where the order summary's fetcher loads a check (query: the fields of POST /api/promotion-code). */
export const PROMOTION_CHECK_PATH = "/pricing/promotion";

/** The check's answer. */
export type PromotionCheckAnswer =
  { ok: true; quote: PromotionQuote } | { ok: false; code: ErrorCode; message: string };
