/**
 * What a paid sign-up attempt answers, without HTTP: paid (the account), waiting for the bank (3-D
 * Secure), or a `Failure` with its code (server/error-codes.ts). An attempt's final answer is stored on
 * its `signup_requests` row for replays to identical requests: `outcome` is "paid" or the failure's
 * error code (the card-testing caps and the console count `card_declined` as a decline; the adapters
 * turn a code into its HTTP status) and `responseBody` the body the API sends.
 */
import { ERROR_STATUS, fail, type ErrorCode, type Failure, type Result } from "../error-codes";

/** Told with the 3-D Secure challenge. */
export const REQUIRES_ACTION_MESSAGE = "Please confirm this payment with your bank.";

/** The success answer: the account's message and ids. */
export type PaidBody = { message?: string; data?: unknown } & Record<string, unknown>;

/** A sign-up attempt's answer when it did not fail. */
export type SignupAnswer = { kind: "paid"; body: PaidBody } | { kind: "requires_action"; clientSecret: string };

/** A sign-up attempt's answer. */
export type SignupResult = Result<SignupAnswer>;

/** How a finished attempt ended: "paid", or the error code it was refused with. */
export type SignupOutcome = "paid" | ErrorCode;

/** An attempt's final answer as stored on its row. */
export interface StoredAnswer {
  outcome: SignupOutcome;
  body: Record<string, unknown>;
}

/** The stored form of a failure: its code and the body the API sends (`{ message, code, errors? }`). */
export function storedFailure(failure: Failure): StoredAnswer {
  const body: Record<string, unknown> = { message: failure.message, code: failure.code };
  if (failure.errors) body.errors = failure.errors;
  return { outcome: failure.code, body };
}

/** The answer a replay gives for a stored row's outcome and body ("paid" is the account). */
export function replayOf(outcome: string | null, body: Record<string, unknown>): SignupResult {
  if (outcome === "paid") return { ok: true, value: { kind: "paid", body } };
  const code = outcome && Object.hasOwn(ERROR_STATUS, outcome) ? (outcome as ErrorCode) : "internal_error";
  const message = typeof body.message === "string" ? body.message : "";
  const errors =
    typeof body.errors === "object" && body.errors !== null ? (body.errors as Record<string, string>) : undefined;
  return fail(code, message, errors);
}

/** A stored answer as the `signup_requests` columns hold it. */
export function answerColumns(answer: StoredAnswer): { outcome: SignupOutcome; responseBody: string } {
  return { outcome: answer.outcome, responseBody: JSON.stringify(answer.body) };
}
