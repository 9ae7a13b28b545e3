/**
 * How a Conform form (./form-action.ts) posts through its fetcher: the form's values as Conform read them,
 * with SCRIPT_FIELD added so the action answers with data instead of a redirect. Kept small and apart
 * from ./form-action.ts (its multi-step hook) and ./form-validation.ts (zod): a form on every page (the
 * footer's newsletter form) uses this without loading either before the visitor interacts.
 */
import type { FormEvent } from "react";
import type { FetcherSubmitFunction, FetcherSubmitOptions } from "react-router";
import type { SubmissionResult } from "@conform-to/react";

/**
 * The field a fetcher submission adds: the action then answers with data and the page stays; a plain
 * post (no such field) gets post/redirect/get on success, so a reload sends nothing twice.
 */
export const SCRIPT_FIELD = "_script";

/**
 * Conform's `onSubmit` for a form posted through a fetcher (`useForm({ onSubmit: submitThrough(fetcher,
 * { action }) })`): once Conform has validated the form, its values (and the pressed button's `name`/
 * `value`) are posted to `options.action` with SCRIPT_FIELD. Without script the same `<form>` is a plain post.
 */
export function submitThrough(
  fetcher: { submit: FetcherSubmitFunction },
  options: Omit<FetcherSubmitOptions, "method"> & { action: string },
) {
  return (event: FormEvent<HTMLFormElement>, { formData }: { formData: FormData }) => {
    event.preventDefault();
    formData.set(SCRIPT_FIELD, "1");
    void fetcher.submit(formData, { ...options, method: "post" });
  };
}

/**
 * Conform's reply an answer carries, for `useForm`'s `lastResult` (`replyIn(fetcher.data) ??
 * replyIn(actionData)`): a Conform form action's answer has one; a post that brought no answer
 * (`answerOrUnavailable`) has none.
 */
export function replyIn(answer: object | undefined): SubmissionResult<string[]> | undefined {
  return answer && "reply" in answer ? (answer.reply as SubmissionResult<string[]>) : undefined;
}
