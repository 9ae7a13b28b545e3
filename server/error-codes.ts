/**
 * The failures services answer, by stable snake_case `code`. Services (server/<feature>/) know no HTTP:
 * they return `Result<T>` (`{ ok: true, value }` or a `Failure` with its code and the message for the
 * person), and the /api adapter (server/api/http.ts) and the route actions turn a failure into an answer.
 * `ERROR_STATUS` below is the one table of the HTTP status each code is answered with; a route may answer
 * some codes with another status (declared on the route, e.g. POST /api/promotion-code's 422s).
 * Clients branch on `code`, never on the message, so a message can be reworded without changing behaviour.
 */
import type { ErrorCode } from "../app/domain/error-codes";

/** The HTTP status each failure code is answered with by default (the /api adapter and the route actions). */
export const ERROR_STATUS = {
  // Requests the API's conventions refuse (server/api/http.ts).
  validation_failed: 400,
  invalid_body: 400,
  unsupported_media_type: 415,
  body_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  unavailable: 503,
  internal_error: 500,
  // Contact form and captcha.
  captcha_failed: 400,
  // Blog.
  file_not_published: 400,
  // Paid sign-up.
  code_wrong: 422,
  email_not_verified: 403,
  country_required: 400,
  tax_id_invalid: 400,
  idempotency_mismatch: 422,
  payment_in_progress: 409,
  attempt_interrupted: 409,
  email_taken: 409,
  prices_changed: 409,
  order_invalid: 400,
  card_declined: 402,
  too_many_declines: 429,
  // Promotion codes inside an order (POST /api/promotion-code answers the usable-but-refused ones with 422).
  promotion_unknown: 400,
  promotion_inactive: 400,
  promotion_not_started: 400,
  promotion_expired: 400,
  promotion_used_up: 400,
  promotion_not_applicable: 400,
  // A console refund: nothing left to refund, more than is left, or the provider refused / was away.
  not_refundable: 409,
  amount_too_large: 400,
  provider_refused: 422,
  provider_unavailable: 503,
  // A customer's own change on the billing page: a price shown that no longer holds, a plan without
  // users to change, a subscription that has ended or is waiting for an overdue payment.
  preview_stale: 409,
  users_not_changeable: 409,
  subscription_inactive: 409,
  // The payment provider's webhook (its own answers; the provider retries a non-2xx).
  signature_invalid: 400,
  event_in_progress: 409,
  // Sandbox payment helpers.
  renewal_key_wrong: 403,
  // The console: a state-changing request from another origin than PUBLIC_URL's.
  origin_mismatch: 403,
  // The console's own refusals: a sign-in, an invitation, an operator's account, a change an owner makes,
  // a promotion code's terms.
  sign_in_failed: 401,
  throttled: 429,
  invitation_invalid: 400,
  password_wrong: 400,
  password_weak: 400,
  already_operator: 409,
  last_owner: 409,
  not_yourself: 409,
  passkey_invalid: 400,
  passkey_unknown: 401,
  last_factor: 409,
  code_taken: 409,
  currency_unknown: 409,
  amount_invalid: 409,
  max_below_uses: 409,
  dates_invalid: 409,
} as const satisfies Record<ErrorCode, number>;

export type { ErrorCode };

/** An expected failure: its code, the message for the person, optional per-field messages, and for limits the seconds to wait. */
export interface Failure<C extends ErrorCode = ErrorCode> {
  ok: false;
  code: C;
  message: string;
  errors?: Record<string, string>;
  /** For `rate_limited` and `too_many_declines`: seconds until another try can succeed. */
  retryAfterSeconds?: number;
}

/** A service's answer: the value, or an expected failure. Unexpected errors are thrown. */
export type Result<T, C extends ErrorCode = ErrorCode> = { ok: true; value: T } | Failure<C>;

/** Builds a failure (`errors` and `retryAfterSeconds` only when given). */
export function fail<C extends ErrorCode>(
  code: C,
  message: string,
  errors?: Record<string, string>,
  retryAfterSeconds?: number,
): Failure<C> {
  const failure: Failure<C> = { ok: false, code, message };
  if (errors) failure.errors = errors;
  if (retryAfterSeconds !== undefined) failure.retryAfterSeconds = retryAfterSeconds;
  return failure;
}

/** The default HTTP status of a code (500 for a name the table does not know). */
export function statusOf(code: string): number {
  return (ERROR_STATUS as Record<string, number>)[code] ?? 500;
}

/**
 * A failure thrown rather than returned: only for guards that abort a request from deep inside shared code
 * (the rate limiter's `consume`, used by adapters and middleware). Services return `Failure`s instead.
 */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = "FailureError";
  }
}

/** Whether `error` is a thrown failure with `code`. */
export function isFailure(error: unknown, code?: ErrorCode): error is FailureError {
  return error instanceof FailureError && (code === undefined || error.failure.code === code);
}
