/**
 * What a paid sign-up attempt answers, without HTTP: paid (the account), waiting for the bank (3-D
 * Secure), or a `Failure` with its code (server/error-codes.ts). An attempt's final answer is stored on
 * its `signup_requests` row for replays to identical requests: `responseStatus` is the status the code
 * is answered with (the one table of server/error-codes.ts; the card-testing caps and the console count
 * 402 as a decline) and `responseBody` the body the API sends.
 */
import { ERROR_STATUS, fail, statusOf, type ErrorCode, type Failure, type Result } from "../error-codes";

/** Told with the 3-D Secure challenge. */
export const REQUIRES_ACTION_MESSAGE = "Please confirm this payment with your bank.";

/** The success answer: the account's message and ids. */
export type PaidBody = { message?: string; data?: unknown } & Record<string, unknown>;

/** A sign-up attempt's answer when it did not fail. */
export type SignupAnswer = { kind: "paid"; body: PaidBody } | { kind: "requires_action"; clientSecret: string };

/** A sign-up attempt's answer. */
export type SignupResult = Result<SignupAnswer>;

/** An attempt's final answer as stored on its row. */
export interface StoredAnswer {
  responseStatus: number;
  body: Record<string, unknown>;
}

/** The stored form of a failure: its status and the body the API sends (`{ message, code, errors? }`). */
export function storedFailure(failure: Failure): StoredAnswer {
  const body: Record<string, unknown> = { message: failure.message, code: failure.code };
  if (failure.errors) body.errors = failure.errors;
  return { responseStatus: statusOf(failure.code), body };
}

/** Codes of answers stored before bodies carried one (each answers with the stored status). */
const LEGACY_CODES: Record<number, ErrorCode> = {
  400: "order_invalid",
  402: "card_declined",
  403: "email_not_verified",
  409: "attempt_interrupted",
  422: "idempotency_mismatch",
  429: "too_many_declines",
};

/** The answer a replay gives for a stored row's status and body (a 2xx is the account). */
export function replayOf(status: number, body: Record<string, unknown>): SignupResult {
  if (status >= 200 && status < 300) return { ok: true, value: { kind: "paid", body } };
  const code =
    typeof body.code === "string" && Object.hasOwn(ERROR_STATUS, body.code)
      ? (body.code as ErrorCode)
      : (LEGACY_CODES[status] ?? "internal_error");
  const message = typeof body.message === "string" ? body.message : "";
  const errors =
    typeof body.errors === "object" && body.errors !== null ? (body.errors as Record<string, string>) : undefined;
  return fail(code, message, errors);
}

/** A stored answer as the `signup_requests` columns hold it. */
export function answerColumns(answer: StoredAnswer): { responseStatus: number; responseBody: string } {
  return { responseStatus: answer.responseStatus, responseBody: JSON.stringify(answer.body) };
}
