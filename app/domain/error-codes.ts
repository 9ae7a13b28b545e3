/**
 * The stable identifiers of the failures the API answers (`code` in an error body), shared by the server
 * (server/error-codes.ts maps each to its HTTP status) and the browser, which branches on them and never
 * on a message's wording.
 */
/** The failures of a paid order (POST /api/register-plan), a promotion code's own refusals apart. */
export const ORDER_ERROR_CODES = [
  "email_not_verified",
  "country_required",
  "tax_id_invalid",
  "idempotency_mismatch",
  "payment_in_progress",
  "attempt_interrupted",
  "email_taken",
  "prices_changed",
  "order_invalid",
  "card_declined",
  "too_many_declines",
] as const;

/** The refusals of a customer's own change on the billing page (users, card), `card_declined` aside. */
export const BILLING_CHANGE_ERROR_CODES = ["preview_stale", "users_not_changeable", "subscription_inactive"] as const;

/**
 * The operator console's own refusals (server/operators/, server/promotions/admin.ts): sign-in,
 * invitations, the operator's account and passkeys, managing operators, and a promotion code's terms.
 */
export const CONSOLE_ERROR_CODES = [
  "sign_in_failed",
  "throttled",
  "invitation_invalid",
  "password_wrong",
  "password_weak",
  "already_operator",
  "last_owner",
  "not_yourself",
  "passkey_invalid",
  "passkey_unknown",
  "last_factor",
  "code_taken",
  "currency_unknown",
  "amount_invalid",
  "max_below_uses",
  "dates_invalid",
] as const;

/** A promotion code's refusals (POST /api/promotion-code, and inside an order). */
export const PROMOTION_ERROR_CODES = [
  "promotion_unknown",
  "promotion_inactive",
  "promotion_not_started",
  "promotion_expired",
  "promotion_used_up",
  "promotion_not_applicable",
] as const;

export const ERROR_CODES = [
  // The API's conventions (server/api/http.ts).
  "validation_failed",
  "invalid_body",
  "unsupported_media_type",
  "body_too_large",
  "not_found",
  "method_not_allowed",
  "rate_limited",
  "unavailable",
  "internal_error",
  "captcha_failed",
  "file_not_published",
  "code_wrong",
  ...ORDER_ERROR_CODES,
  ...PROMOTION_ERROR_CODES,
  // A console refund (server/orders/refund.ts).
  "not_refundable",
  "amount_too_large",
  "provider_refused",
  "provider_unavailable",
  ...BILLING_CHANGE_ERROR_CODES,
  "signature_invalid",
  "event_in_progress",
  "renewal_key_wrong",
  "origin_mismatch",
  ...CONSOLE_ERROR_CODES,
] as const;

/** A stable identifier of an expected failure. */
export type ErrorCode = (typeof ERROR_CODES)[number];
