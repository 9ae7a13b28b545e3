import { statusOf, type Failure } from "../error-codes";

/**
 * The error a handler or middleware throws for an expected failure. It depends on nothing, so that
 * low-level middleware (rate limits) can throw it without importing the API router (./http.ts),
 * which turns it into the JSON answer `{message, code?, errors?}`.
 */
/** An expected failure with a status and a message for the client (4xx), optionally per field. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A stable identifier of the failure (`{ code }` in the body) that clients branch on. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The HTTP error of a service's failure: the status from the one table (server/error-codes.ts) unless the
 * route answers this code with another (`status`), `Retry-After` for limits, and the failure's code.
 */
export function httpErrorOf(failure: Failure, status: number = statusOf(failure.code)): HttpError {
  const headers =
    failure.retryAfterSeconds !== undefined ? { "Retry-After": String(failure.retryAfterSeconds) } : undefined;
  return new HttpError(status, failure.message, failure.errors, headers, failure.code);
}
