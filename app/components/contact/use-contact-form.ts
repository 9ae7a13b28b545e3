/**
 * State and behaviour of the contact form: validation with the shared schema, errors
 * cleared as soon as their field is edited, the captcha token, and the three outcomes of sending:
 * sending (button disabled), success (toast, 30-second thank-you box, form cleared, captcha reset) and
 * failure (toast, the visitor's text kept; field errors from the server shown under their fields).
 * What the visitor typed or chose before the page hydrated (docs/decisions/0022-hydration-on-intent-without-rewriting.md)
 * is in the fields but not in React's state: the form adopts it once, when it mounts.
 */
import { useEffect, useRef, useState } from "react";
import { THANK_YOU_VISIBLE_MS } from "../../content/contact";
import { CONTACT_MESSAGES, EMPTY_CONTACT_FORM, contactSchema, type ContactFormValues } from "../../domain/contact";
import { validate } from "../../domain/validation";
import { postJson } from "../../lib/api";
import { toast } from "../../lib/toast";
import type { CaptchaHandle } from "./altcha-field";

/** A field of the form. */
export type ContactField = keyof ContactFormValues;

/** Fields in page order: the first invalid one gets the focus. */
const FIELD_ORDER: readonly ContactField[] = ["question", "name", "email", "explain_question", "captchaToken"];

/** The fields a visitor fills in themselves, by their `name` in the form. */
const TYPED_FIELDS = ["question", "name", "email", "explain_question"] as const satisfies readonly ContactField[];

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

function without(errors: Partial<Record<ContactField, string>>, field: ContactField) {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** The form's state and handlers. */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
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
    const known = Object.fromEntries(Object.entries(next).filter(([k]) => FIELD_ORDER.includes(k as ContactField)));
    setErrors(known);
    const first = FIELD_ORDER.find((field) => field in known && fields.current[field]);
    if (first) fields.current[first]?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validate(contactSchema, values);
    if (!result.ok) return showErrors(result.errors);
    setSending(true);
    const outcome = await postJson("/api/contact", result.data);
    setSending(false);
    if (outcome.ok) {
      toast.success(outcome.body.message ?? CONTACT_MESSAGES.success);
      setValues(EMPTY_CONTACT_FORM);
      setErrors({});
      captcha.current?.reset();
      setThankYou((n) => n + 1);
      return;
    }
    if (outcome.errors) showErrors(outcome.errors);
    // A refused solution cannot be sent again: ask for a new one.
    if (outcome.errors?.captchaToken) captcha.current?.reset();
    toast.error(outcome.status === 429 ? outcome.message : CONTACT_MESSAGES.failure);
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
    /** A ref callback registering a field's focusable element. */
    register: (field: ContactField) => (element: HTMLElement | null) => {
      fields.current[field] = element;
    },
    setField(field: Exclude<ContactField, "captchaToken">, value: string) {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => without(e, field));
    },
    setCaptchaToken(token: string) {
      setValues((v) => ({ ...v, captchaToken: token }));
      if (token) setErrors((e) => without(e, "captchaToken"));
    },
    captchaFailed() {
      setErrors((e) => ({ ...e, captchaToken: CONTACT_MESSAGES.captcha }));
    },
    submit,
  };
}
