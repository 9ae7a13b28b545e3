/**
 * What both newsletter forms share (footer, home pop-up): a Conform form (app/lib/form-action.ts) checked
 * with the form's own schema, posted to the /newsletter/subscribe route action through a fetcher (the
 * page stays); success toasts the server's message and clears the field, failure toasts the message. A
 * field's message appears when it is left or the form is sent and clears as soon as it is edited. The
 * forms differ only in wording and layout. The schema and Conform's zod adapter (~25 KB gzip) are loaded
 * when the visitor first focuses the form (`prepare`) or submits, so they are not part of the JavaScript
 * every page loads before interaction; until then Conform neither validates nor posts. The forms are
 * `<fetcher.Form method="post" action="/newsletter/subscribe">`s with a hidden `source`: without script
 * (or before the page hydrates) the browser posts them to the same action as a plain post, which answers
 * with the same messages.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { NewsletterSource, newsletterSchema } from "../../domain/newsletter";
import type { FormFailure, FormResult } from "../../lib/form-action";
import type { validateWith } from "../../lib/form-validation";
import { useLazyValidator } from "../../lib/use-lazy-validator";
import { replyIn, submitThrough } from "../../lib/form-action-fetcher";
import { toast } from "../../lib/toast";

/** The forms' route action (app/routes/newsletter-subscribe.tsx), with script and without. */
export const NEWSLETTER_FORM_ACTION = "/newsletter/subscribe";

/** Conform's `onValidate` for a form: app/lib/form-validation.ts `validateWith` of its schema. */
export type NewsletterValidator = ReturnType<typeof validateWith<typeof newsletterSchema>>;

/**
 * Loads the form's validator once (app/lib/use-lazy-validator.ts `loadOnce`), e.g. `loadOnce(() =>
 * Promise.all([import("../../domain/newsletter"), import("../../lib/form-validation")]).then(([m, f]) =>
 * f.validateWith(m.newsletterSchema)))`.
 */
export type NewsletterValidatorLoader = () => Promise<NewsletterValidator>;

/** Options: which form this is, what to do after a subscription, whether a failure also shows under the field. */
export interface NewsletterSubscriptionOptions {
  /** Recorded with the consent; also names the form (`newsletter-<source>`) and so its field's id. */
  source: NewsletterSource;
  onSubscribed?: () => void;
  /** Show the failure message under the field too (a toast may be hidden behind a modal's backdrop). */
  showFailureInline?: boolean;
}

/** What the route action answers (or its `clientAction`, when the post brought no answer). */
type NewsletterAnswer = FormResult<{ message: string }> | FormFailure<"unavailable">;

export function useNewsletterSubscription(
  loadValidator: NewsletterValidatorLoader,
  options: NewsletterSubscriptionOptions,
) {
  const fetcher = useFetcher<NewsletterAnswer>();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const id = `newsletter-${options.source}`;
  const { validator, prepare, held } = useLazyValidator(id, loadValidator);
  /** The failure's message shown under the field (pop-up), until the field is edited. */
  const [failure, setFailure] = useState<string>();
  // Nothing the page shows changes with a subscription: no loader needs to run again.
  const send = submitThrough(fetcher, { action: NEWSLETTER_FORM_ACTION, defaultShouldRevalidate: false });
  const [form, fields] = useForm({
    id,
    // A refusal's messages show under the field only where asked (pop-up); the footer toasts them.
    lastResult: fetcher.data?.ok || options.showFailureInline ? replyIn(fetcher.data) : undefined,
    onValidate: validator,
    // Until the validator has loaded nothing is checked on leaving the field.
    shouldValidate: validator ? "onBlur" : "onSubmit",
    shouldRevalidate: "onBlur",
    // A post sent before the validator has loaded waits for it (or, should it not load, goes as it is).
    onSubmit: held(send),
  });

  // Each answer is handled once, when it arrives (Conform clears the field or shows its message).
  const handle = useEffectEvent((answer: NewsletterAnswer) => {
    if (answer.ok) {
      options.onSubscribed?.();
      toast.success(answer.message);
      return;
    }
    if (options.showFailureInline) setFailure(answer.message);
    toast.error(answer.message);
  });
  useEffect(() => {
    if (answer) handle(answer);
  }, [answer]);

  /** The form's `onInput`: an edit clears the field's message until it is left or the form sent. */
  function clearOnEdit(event: FormEvent<HTMLFormElement>) {
    setFailure(undefined);
    const { name } = event.target as HTMLInputElement;
    if (validator && name && form.allErrors[name]) form.update({ name, validated: false });
  }

  /** The message under the field: the field's own, or (pop-up) the last failure's. */
  const error = fields.email.errors?.[0] ?? failure;
  return {
    fields,
    error,
    sending,
    /** The props of the `<Form>`: Conform's, the action, and the handlers above. */
    formProps: {
      ...getFormProps(form, { ariaAttributes: false }),
      method: "post" as const,
      action: NEWSLETTER_FORM_ACTION,
      onInput: clearOnEdit,
      onFocus: prepare,
    },
    /** The props of the address's input: Conform's, disabled while sending, linked to its message. */
    emailProps: {
      ...getInputProps(fields.email, { type: "email", ariaAttributes: false }),
      autoComplete: "email",
      disabled: sending,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? fields.email.errorId : undefined,
    },
    Form: fetcher.Form,
  };
}
