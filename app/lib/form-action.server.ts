/**
 * The server half of ./form-action.ts: how a route action turns a service's result into its answer.
 * A failure gets its code's status (server/error-codes.ts) and `Retry-After` for limits; a success is
 * the answer itself for a fetcher and a 303 redirect for a plain post (post/redirect/get).
 */
import { data, redirect } from "react-router";
import { fail, statusOf, type ErrorCode, type Failure } from "../../server/error-codes";
import type { Logger } from "../../server/logger";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { SCRIPT_FIELD, type FormFailure } from "./form-action";

/** Whether the post came from a fetcher (it carries SCRIPT_FIELD) rather than a plain form post. */
export function postedWithScript(form: FormData): boolean {
  return form.get(SCRIPT_FIELD) === "1";
}

/** The text fields of a post (files and SCRIPT_FIELD left out), to hand back with a failure. */
export function textValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * A failure answered with its code's status (`Retry-After` for limits), `values` sent back for a plain
 * post to re-render. `more.fields` adds what a form's answers carry besides (e.g. the intent answered),
 * `more.headers` headers of the route's own (e.g. `no-store`).
 */
export function formFailure<C extends ErrorCode, F extends object = object>(
  failure: Omit<Failure<C>, "ok">,
  values?: Record<string, string>,
  more: { fields?: F; headers?: Record<string, string> } = {},
) {
  const body: FormFailure<C> & F = { ...(more.fields as F), ok: false, code: failure.code, message: failure.message };
  if (failure.errors) body.errors = failure.errors;
  if (values) body.values = values;
  const headers: Record<string, string> = { ...more.headers };
  if (failure.retryAfterSeconds !== undefined) headers["Retry-After"] = String(failure.retryAfterSeconds);
  return data(body, { status: statusOf(failure.code), headers });
}

/**
 * A success: for a fetcher its answer (`{ ok: true, ...value }`, the page stays); a plain post is
 * redirected to `location` with 303 (thrown, as React Router expects), or, for a form of several steps
 * whose next step is the answer itself (no `location`), answered the same way and rendered by the page.
 */
export function formSuccess<T extends object>(form: FormData, value: T, location?: string) {
  if (location !== undefined && !postedWithScript(form)) throw redirect(location, 303);
  return { ok: true as const, ...value };
}

/**
 * Runs a service call; an unexpected error (the database is away) is logged and answered as
 * `unavailable` with the generic message, as the /api adapter answers it, instead of an error page.
 */
export async function orUnavailable<T>(
  log: Logger,
  what: string,
  run: () => Promise<T>,
): Promise<T | Failure<"unavailable">> {
  try {
    return await run();
  } catch (error) {
    log.error({ err: error }, `${what} failed`);
    return fail("unavailable", GENERIC_ERROR_MESSAGE);
  }
}
