/**
 * The one shape of a form's route action answer, for forms reached with `useFetcher` (script) and by a
 * plain post (no script) alike: `{ ok: true, ...value }` or a failure with its stable `code`, the message
 * for the person, per-field messages and, for a plain post re-rendered, the values as typed. The browser
 * branches on `code`, never on the message. The server half is ./form-action.server.ts.
 */
import type { ErrorCode } from "../domain/error-codes";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";

/**
 * The field a fetcher submission adds: the action then answers with data and the page stays; a plain
 * post (no such field) gets post/redirect/get on success, so a reload sends nothing twice.
 */
export const SCRIPT_FIELD = "_script";

/** A failed form action. */
export interface FormFailure<C extends ErrorCode = ErrorCode> {
  ok: false;
  code: C;
  message: string;
  /** Messages by field name. */
  errors?: Record<string, string>;
  /** What was posted (text fields only), so a re-rendered plain post keeps the visitor's text. */
  values?: Record<string, string>;
}

/** A form action's answer: success with its value, or a failure. */
export type FormAnswer<T extends object = object, C extends ErrorCode = ErrorCode> =
  ({ ok: true } & T) | FormFailure<C>;

/** A fetcher submission's body: the values and SCRIPT_FIELD. */
export function scriptSubmission(values: Record<string, string>): Record<string, string> {
  return { ...values, [SCRIPT_FIELD]: "1" };
}

/**
 * For a form route's `clientAction`: the server action's answer, or `unavailable` with the generic message
 * when the request itself failed (no network, a proxy's 5xx page): with a fetcher that would otherwise
 * reach the route's error boundary and replace the page, where a form shows its failure and keeps the text.
 */
export async function answerOrUnavailable<T>(serverAction: () => Promise<T>): Promise<T | FormFailure<"unavailable">> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, code: "unavailable", message: GENERIC_ERROR_MESSAGE };
  }
}
