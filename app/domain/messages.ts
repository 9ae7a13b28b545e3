/**
 * Messages shared by client and server: the generic failure text shown when the server
 * gives no usable message, and the helper that picks the message to show for a failed request.
 */

/** Shown when neither the server nor the error says what went wrong (and for network failures). */
export const GENERIC_ERROR_MESSAGE = "Oops...something went wrong.";

/**
 * The message to show for a failure, whatever the status (a 5xx included): the
 * server's `message` when its body has a non-empty one, else `error`'s own message when one is given,
 * else the generic message.
 * @param body the parsed response body (anything; only a string `message` is used)
 * @param error what was thrown, if anything (only an `Error` with a non-empty message is used)
 */
export function errorMessageOf(body: unknown, error?: unknown): string {
  if (body && typeof body === "object" && "message" in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** The per-field message of a `plan_data` figure that differs from the server's price. */
export const planDataMismatch = (expected: string | number) =>
  `Does not match the current price: expected ${JSON.stringify(expected)}.`;
