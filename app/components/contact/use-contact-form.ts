/**
 * State and behaviour of the contact form: validation with the shared schema, errors
 * cleared as soon as their field is edited, the captcha token, and the three outcomes of sending:
 * sending (button disabled), success (toast, 30-second thank-you box, form cleared, captcha reset) and
 * failure (toast, the visitor's text kept; field errors from the server shown under their fields).
 * It posts to the /contact route action through a fetcher (the page stays) and branches on the answer's
 * `code`. A plain post's failure (the action's answer re-rendering the page) is the form's first state.
 * What the visitor typed or chose before the page hydrated (docs/decisions/0060-no-replay-before-hydration.md)
 * is in the fields but not in React's state: the form adopts it once, when it mounts.
 */
import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { THANK_YOU_VISIBLE_MS } from "../../content/contact";
import { CONTACT_MESSAGES, EMPTY_CONTACT_FORM, contactSchema, type ContactFormValues } from "../../domain/contact";
import { validate } from "../../domain/validation";
import { scriptSubmission, type FormAnswer } from "../../lib/form-action";
import { toast } from "../../lib/toast";
import type { CaptchaHandle } from "./altcha-field";

/** A field of the form. */
export type ContactField = keyof ContactFormValues;

/** The fields typed into a text input or textarea. */
type TextField = "name" | "email" | "explain_question";

/** Fields in page order: the first invalid one gets the focus. */
const FIELD_ORDER: readonly ContactField[] = ["question", "name", "email", "explain_question", "captchaToken"];

/** The fields a visitor fills in themselves, by their `name` in the form. */
const TYPED_FIELDS = ["question", "name", "email", "explain_question"] as const satisfies readonly ContactField[];

/** The typed fields among posted `values`. */
function knownValues(posted: Record<string, string> | undefined): Partial<ContactFormValues> {
  const values: Partial<ContactFormValues> = {};
  for (const field of TYPED_FIELDS) if (posted?.[field]) values[field] = posted[field];
  return values;
}

/** The non-empty values of the form's own fields as the page holds them now. */
function valuesInForm(form: HTMLFormElement): Partial<ContactFormValues> {
  const data = new FormData(form);
  const values: Partial<ContactFormValues> = {};
  for (const field of TYPED_FIELDS) {
    const value = data.get(field);
    if (typeof value === "string" && value) values[field] = value;
  }
  return values;
}

/** The fields' messages among `errors` (the server may name others). */
function knownErrors(errors: Record<string, string> | undefined): Partial<Record<ContactField, string>> {
  return Object.fromEntries(Object.entries(errors ?? {}).filter(([k]) => FIELD_ORDER.includes(k as ContactField)));
}

/** What the contact route action answers. */
type ContactAnswer = FormAnswer<{ message?: string }>;

/** The form's route action (app/routes/contact.tsx). */
const CONTACT_FORM_ACTION = "/contact";

function without(errors: Partial<Record<ContactField, string>>, field: ContactField) {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** The form's state and handlers. */
export function useContactForm() {
  // A plain post the action answered with a failure: the page shows its messages and the text as typed.
  const posted = useActionData<ContactAnswer>();
  const postedFailure = posted && !posted.ok ? posted : undefined;
  const [values, setValues] = useState<ContactFormValues>(() => ({
    ...EMPTY_CONTACT_FORM,
    ...knownValues(postedFailure?.values),
  }));
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>(() => knownErrors(postedFailure?.errors));
  const fetcher = useFetcher<ContactAnswer>();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  /** Increases with every sent message; the thank-you box shows while it is non-zero. */
  const [thankYou, setThankYou] = useState(0);
  const captcha = useRef<CaptchaHandle>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const thankYouBox = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Adopt what was typed before hydration (the fields show it; the state starts empty).
  useEffect(() => {
    if (!form.current) return;
    const typed = valuesInForm(form.current);
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
  }, []);

  useEffect(() => {
    if (!thankYou) return;
    thankYouBox.current?.focus();
    const timer = setTimeout(() => setThankYou(0), THANK_YOU_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [thankYou]);

  function showErrors(next: Record<string, string>) {
    const known = knownErrors(next);
    setErrors(known);
    const first = FIELD_ORDER.find((field) => field in known && fields.current[field]);
    if (first) fields.current[first]?.focus();
  }

  // Each answer of the action is handled once, when it arrives.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      toast.success(answer.message ?? CONTACT_MESSAGES.success);
      setValues(EMPTY_CONTACT_FORM);
      setErrors({});
      captcha.current?.reset();
      setThankYou((n) => n + 1);
      return;
    }
    if (answer.errors) showErrors(answer.errors);
    // A refused solution cannot be sent again: ask for a new one.
    if (answer.code === "captcha_failed") captcha.current?.reset();
    toast.error(answer.code === "rate_limited" ? answer.message : CONTACT_MESSAGES.failure);
  }, [answer]);

  /** A ref callback registering a field's focusable element (the first invalid one gets the focus). */
  const register = (field: ContactField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  function setField(field: Exclude<ContactField, "captchaToken">, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => without(e, field));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validate(contactSchema, values);
    if (!result.ok) return showErrors(result.errors);
    // Nothing else on the page changes with a message: no loader needs to run again.
    void fetcher.submit(scriptSubmission(result.data), {
      method: "post",
      action: CONTACT_FORM_ACTION,
      defaultShouldRevalidate: false,
    });
  }

  return {
    values,
    errors,
    sending,
    thankYouVisible: thankYou > 0,
    captcha,
    thankYouBox,
    /** The form element (its fields are read once on mount). */
    form,
    register,
    setField,
    /**
     * The props that bind a text field (app/components/ui/field.tsx) to the form: its name, focus on
     * error, value, edits that clear its error, its error, and disabled while sending.
     */
    fieldProps: (field: TextField) => ({
      ref: register(field),
      name: field,
      value: values[field],
      onValue: (value: string) => setField(field, value),
      error: errors[field],
      disabled: sending,
    }),
    setCaptchaToken(token: string) {
      setValues((v) => ({ ...v, captchaToken: token }));
      if (token) setErrors((e) => without(e, "captchaToken"));
    },
    /** The form element to render (the fetcher's). */
    Form: fetcher.Form,
    captchaFailed() {
      setErrors((e) => ({ ...e, captchaToken: CONTACT_MESSAGES.captcha }));
    },
    submit,
  };
}
