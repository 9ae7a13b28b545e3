/**
 * Messages shared by client and server (spec section 8): the generic failure text shown when the server
 * gives no usable message, and the helper that picks the message to show for a failed request.
 */

/** Shown for unexpected server errors (HTTP 500) and network failures. */
export const GENERIC_ERROR_MESSAGE = "Oops...something went wrong.";

/**
 * The message to show for a failed API call (spec section 8): the server's `message` when it sent one,
 * else the generic message.
 */
export function errorMessageOf(body: unknown): string {
  if (body && typeof body === "object" && "message" in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return GENERIC_ERROR_MESSAGE;
}
