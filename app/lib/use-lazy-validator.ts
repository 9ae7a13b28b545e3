/**
 * A Conform form's browser validation, loaded on first use (the pricing page's sign-up forms, the
 * newsletter forms): the schema's chunk (zod and ./form-validation.ts) is fetched when the visitor first
 * focuses or edits the form (`prepare`), so it is not part of a page's first load or hydration (decision
 * 0044). A form sent before it has
 * arrived waits for it and is sent again once it has; should it never arrive, the form is sent as it
 * is and the route action's field messages come back instead (the action checks the same schema).
 */
import { useEffect, useState, type FormEvent } from "react";

/** What Conform hands a form's `onSubmit`: the form's values as posted. */
export interface SubmitContext {
  formData: FormData;
}

/** A loader that fetches once, and again after a failed attempt. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The validator (Conform's `onValidate`, app/lib/form-validation.ts `validateWith`) of form `formId` once loaded (undefined before), whether a post waits for it, `prepare`
 * (the form's `onFocus`/`onInput`: starts the download) and `held(onSubmit)`: Conform's `onSubmit` that
 * holds a post until the validator has arrived (or failed to).
 */
export function useLazyValidator<V extends object>(formId: string, load: () => Promise<V>) {
  const [validator, setValidator] = useState<V>();
  const [missing, setMissing] = useState(false);
  const [waiting, setWaiting] = useState(false);

  function prepare() {
    if (validator) return;
    load().then(
      (loaded) => setValidator(() => loaded),
      () => setMissing(true),
    );
  }

  // The post held for the validator is sent again, now checked by it (or, missing, by the action alone),
  // once the form is enabled again (a disabled field is not posted, nor can it take the focus).
  const [again, setAgain] = useState(0);
  useEffect(() => {
    if (!waiting || (!validator && !missing)) return;
    setWaiting(false);
    setAgain((n) => n + 1);
  }, [waiting, validator, missing]);
  useEffect(() => {
    if (again) document.forms.namedItem(formId)?.requestSubmit();
  }, [again, formId]);

  function held(onSubmit: (event: FormEvent<HTMLFormElement>, context: SubmitContext) => void) {
    return (event: FormEvent<HTMLFormElement>, context: SubmitContext) => {
      if (validator || missing) return onSubmit(event, context);
      event.preventDefault();
      prepare();
      setWaiting(true);
    };
  }

  return { validator, waiting, prepare, held };
}
