/**
 * The browser's API client: JSON in, JSON out. Failures are values carrying the message to show: the
 * server's `message` whatever the status (a refused or failing request often says why, e.g. a 503 from a
 * dependency that is down), else the generic message. A network failure also gets the generic message:
 * fetch's own error texts ("Failed to fetch", "NetworkError when…") differ per browser and tell a
 * visitor nothing.
 */
import { errorMessageOf, GENERIC_ERROR_MESSAGE } from "../domain/messages";

/** A successful answer's body. */
export interface ApiSuccess<T> {
  message?: string;
  data?: T;
  count?: number;
}

/** The outcome of a call. */
export type ApiOutcome<T> =
  | { ok: true; status: number; body: ApiSuccess<T> }
  | { ok: false; status: number; message: string; code?: string; errors?: Record<string, string> };

async function call<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return { ok: false, status: 0, message: GENERIC_ERROR_MESSAGE };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, status: response.status, body: (json ?? {}) as ApiSuccess<T> };
  const { errors, code } = (json ?? {}) as { errors?: Record<string, string>; code?: unknown };
  return {
    ok: false,
    status: response.status,
    message: errorMessageOf(json),
    ...(typeof code === "string" ? { code } : {}),
    errors,
  };
}

/** POST `path` with a JSON body. */
export function postJson<T>(path: string, body: unknown, signal?: AbortSignal) {
  return call<T>("POST", path, body, signal);
}

/** GET `path`. */
export function getJson<T>(path: string, signal?: AbortSignal) {
  return call<T>("GET", path, undefined, signal);
}
