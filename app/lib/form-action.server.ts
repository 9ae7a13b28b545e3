/**
 * The server half of ./form-action.ts: how a route action turns a service's result into its answer.
 * A failure gets its code's status (server/error-codes.ts) and `Retry-After` for limits; a success is
 * the answer itself for a fetcher and a 303 redirect for a plain post (post/redirect/get).
 */
import { data, redirect } from "react-router";
import { fail, statusOf, type ErrorCode, type Failure } from "../../server/error-codes";
import type { Logger } from "../../server/logger";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";
import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import { SCRIPT_FIELD, type FormRefusal, type FormReply } from "./form-action";
import { parseFormWith } from "./form-validation";

/** Whether the post came from a fetcher (it carries SCRIPT_FIELD) rather than a plain form post. */
function postedWithScript(form: FormData): boolean {
  return form.get(SCRIPT_FIELD) === "1";
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

/**
 * Parses a Conform form's post with the zod schema of the service it calls (SCRIPT_FIELD left out):
 * `status: "success"` with `value`, or the field messages. Text is taken as posted, as the browser's
 * validation takes it (./form-validation.ts `validateWith`).
 */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S) {
  const fields = new FormData();
  for (const [name, value] of form) if (name !== SCRIPT_FIELD) fields.append(name, value);
  return parseFormWith(fields, schema);
}

/** Conform's reply carrying a service failure: its field messages, and its message as the form's. */
function replyOf(submission: Submission<unknown>, failure: Omit<Failure, "ok">, hideFields?: string[]): FormReply {
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(failure.errors ?? {})) fieldErrors[name] = [message];
  return submission.reply({ formErrors: [failure.message], fieldErrors, hideFields });
}

/**
 * How a refusal is answered: its code's status, `Retry-After` for limits, and the route's own `headers`
 * (e.g. `no-store`), for `data(body, refusalInit(failure))`.
 */
export function refusalInit(
  failure: Pick<Failure, "code" | "retryAfterSeconds">,
  headers: Record<string, string> = {},
): { status: number; headers: Record<string, string> } {
  const all = { ...headers };
  if (failure.retryAfterSeconds !== undefined) all["Retry-After"] = String(failure.retryAfterSeconds);
  return { status: statusOf(failure.code), headers: all };
}

/** The first message of a submission's errors (the form's or a field's), or the generic message. */
export function firstMessage(error: Record<string, string[] | null> | null | undefined): string {
  return Object.values(error ?? {}).find((messages) => messages?.length)?.[0] ?? GENERIC_ERROR_MESSAGE;
}

/**
 * A refused Conform form post, answered with its code's status (`Retry-After` for limits). Without
 * `failure`, the submission's own field messages (`validation_failed`, the first message as the form's).
 * `more.fields` adds what a form's answers carry besides, `more.headers` headers of the route's own,
 * `more.hideFields` fields whose text the reply must not hand back (passwords, one-time codes, a captcha's payload).
 */
export function formRefusal<C extends ErrorCode = "validation_failed", F extends object = object>(
  submission: Submission<unknown>,
  failure?: Omit<Failure<C>, "ok">,
  more: { fields?: F; headers?: Record<string, string>; hideFields?: string[] } = {},
) {
  let body: FormRefusal<C | "validation_failed"> & F;
  if (failure) {
    body = {
      ...(more.fields as F),
      ok: false,
      code: failure.code,
      message: failure.message,
      reply: replyOf(submission, failure, more.hideFields),
    };
  } else {
    const reply = submission.reply({ hideFields: more.hideFields });
    body = { ...(more.fields as F), ok: false, code: "validation_failed", message: firstMessage(reply.error), reply };
  }
  return data(body, refusalInit({ code: body.code, retryAfterSeconds: failure?.retryAfterSeconds }, more.headers));
}

/**
 * A Conform form's success: for a fetcher `{ ok: true, reply, ...value }` (the reply resets the form, the
 * page stays); a plain post is redirected to `location` with 303 (thrown), or, for a form of several steps
 * whose next step is the answer itself (no `location`), answered the same way and rendered by the page.
 */
export function formAccepted<T extends object>(
  form: FormData,
  submission: Submission<unknown>,
  value: T,
  location?: string,
) {
  if (location !== undefined && !postedWithScript(form)) throw redirect(location, 303);
  return { ok: true as const, reply: submission.reply({ resetForm: true }), ...value };
}
