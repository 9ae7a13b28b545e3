/**
 * The one form convention, for forms reached with `useFetcher` (script) and by a plain post (no script)
 * alike. A form is a Conform form (`useForm` with `lastResult: answer?.reply`, `getFormProps`,
 * `getInputProps`) validated by the same zod schema as the service behind it: `onValidate: validateWith(schema)`
 * in the browser (./form-validation.ts, kept apart so that a page importing this module loads no zod) and
 * `parseForm` in the action. Its route action answers `{ ok: true, reply, ...value }` or a
 * failure with its stable `code`, the message for the person and Conform's `reply` (field messages, the
 * form's message, and the values as typed for a plain post re-rendered). The browser branches on `code`,
 * never on the message. The server half is ./form-action.server.ts.
 *
 *     const fetcher = useFetcher<typeof action>();
 *     const [form, fields] = useForm({
 *       lastResult: fetcher.data?.reply ?? actionData?.reply,
 *       onValidate: validateWith(contactSchema),
 *       shouldValidate: "onBlur",
 *       shouldRevalidate: "onInput",
 *     });
 *     <fetcher.Form method="post" {...getFormProps(form)}>…<input {...getInputProps(fields.email, { type: "email" })} />
 */
import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef } from "react";
import { useFetcher, type SubmitTarget } from "react-router";
import type { ErrorCode } from "../domain/error-codes";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { SCRIPT_FIELD } from "./form-action-fetcher";

// Defined beside the fetcher's submit handler (./form-action-fetcher.ts), which the footer form loads alone.
export { SCRIPT_FIELD } from "./form-action-fetcher";

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

/** Conform's answer to a submission: field and form messages, and the values to show again. */
export type FormReply = SubmissionResult<string[]>;

/** A refused form post (Conform form): its code, the message for the person and Conform's reply. */
export interface FormRefusal<C extends ErrorCode = ErrorCode> {
  ok: false;
  code: C;
  message: string;
  reply: FormReply;
}

/** A Conform form action's answer: success with its value (the reply resets the form), or a refusal. */
export type FormResult<T extends object = object, C extends ErrorCode = ErrorCode> =
  ({ ok: true; reply: FormReply } & T) | FormRefusal<C>;

/** The answer a fetcher post that brought none (the network failed) stands for. */
const UNAVAILABLE: FormFailure<"unavailable"> = { ok: false, code: "unavailable", message: GENERIC_ERROR_MESSAGE };

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
    return { ...UNAVAILABLE };
  }
}

/**
 * A route action called like a function, for a payload that is no form (nested, typed values) whose
 * caller awaits each answer (the payment step): `call(body)` posts `body` as JSON through one fetcher
 * (the action reads it with `request.text()`) and resolves with the action's answer, or `unavailable` with
 * the generic message when the post brought none. One call at a time.
 */
export function useJsonAction<A extends { ok: boolean }>(action: string) {
  return useActionCall<A>(action, "application/json");
}

/** One fetcher's post of `target` to `action`, awaited: its answer, or `unavailable` when none came. */
function useActionCall<A extends { ok: boolean }>(action: string, encType?: "application/json") {
  const fetcher = useFetcher<A>();
  const pending = useRef<{ resolve(answer: A | FormFailure<"unavailable">): void; before: unknown } | null>(null);
  const { state, data, submit } = fetcher;
  // The answer held now, for a call made by a callback created before it arrived (several calls in turn).
  const held = useRef<unknown>(data);

  useEffect(() => {
    held.current = data;
    const waiting = pending.current;
    if (state !== "idle" || !waiting) return;
    pending.current = null;
    // A form action's answer is plain JSON: serialised, it is the type the action returned.
    waiting.resolve(data !== undefined && data !== waiting.before ? (data as A) : { ...UNAVAILABLE });
  }, [state, data]);

  return useCallback(
    (target: SubmitTarget) =>
      new Promise<A | FormFailure<"unavailable">>((resolve) => {
        pending.current = { resolve, before: held.current };
        void submit(target, { method: "post", action, ...(encType ? { encType } : {}) });
      }),
    [action, encType, submit],
  );
}
