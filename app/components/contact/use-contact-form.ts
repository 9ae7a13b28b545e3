/**
 * State and behaviour of the contact form, a Conform form (app/lib/form-action.ts) checked with the
 * contact service's schema: a field's message appears when it is left or the form is sent, and clears as
 * soon as the field is edited; the captcha's payload travels in a hidden `captchaToken` field. Sending
 * posts to the /contact route action through a fetcher (the page stays) with three outcomes: sending
 * (button disabled), success (toast, 30-second thank-you box, form cleared, captcha reset) and failure
 * (toast, the visitor's text kept, the server's field messages under their fields). The browser branches
 * on the answer's `code`. A plain post's refusal (the action's answer re-rendering the page) is the
 * form's first state; what was typed before the page hydrated (docs/decisions/0060-no-replay-before-hydration.md)
 * is in the fields already, and the counter reads it once the form mounts.
 */
import { useForm } from "@conform-to/react";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { THANK_YOU_VISIBLE_MS } from "../../content/contact";
import { CONTACT_MESSAGES, contactSchema } from "../../domain/contact";
import { type FormFailure, type FormResult } from "../../lib/form-action";
import { validateWith } from "../../lib/form-validation";
import { replyIn, submitThrough } from "../../lib/form-action-fetcher";
import { toast } from "../../lib/toast";
import type { CaptchaHandle } from "./altcha-field";

/** What the contact route action answers (or its `clientAction`, when the post brought no answer). */
type ContactAnswer = FormResult<{ message: string }> | FormFailure<"unavailable">;

/** The form's route action (app/routes/contact.tsx). */
const CONTACT_FORM_ACTION = "/contact";

/** The form's id; Conform names its fields' ids after it (`contact-name`, …). */
const FORM_ID = "contact";

/** The form's state and handlers. */
export function useContactForm() {
  // A plain post the action refused: the page shows its messages and the text as typed.
  const posted = useActionData<ContactAnswer>();
  const fetcher = useFetcher<ContactAnswer>();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: replyIn(fetcher.data) ?? replyIn(posted),
    onValidate: validateWith(contactSchema),
    // Edits clear a field's message (clearOnEdit) rather than check it again while typing.
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    // Nothing else on the page changes with a message: no loader needs to run again.
    onSubmit: submitThrough(fetcher, { action: CONTACT_FORM_ACTION, defaultShouldRevalidate: false }),
  });
  /** The captcha's payload once solved, "" otherwise (posted as the hidden `captchaToken`). */
  const [captchaToken, setCaptchaToken] = useState("");
  /** Increases whenever the captcha's solution is lost (failed, expired): its message is shown. */
  const [captchaLost, setCaptchaLost] = useState(0);
  /** Increases with every sent message; the thank-you box shows while it is non-zero. */
  const [thankYou, setThankYou] = useState(0);
  const captcha = useRef<CaptchaHandle>(null);
  const thankYouBox = useRef<HTMLDivElement>(null);

  // Text typed before hydration is in the fields but not in Conform's state: an input event hands it over.
  useEffect(() => {
    const explain = document.forms.namedItem(FORM_ID)?.elements.namedItem(fields.explain_question.name);
    if (explain instanceof HTMLTextAreaElement && explain.value)
      explain.dispatchEvent(new Event("input", { bubbles: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form mounts
  }, []);

  useEffect(() => {
    if (!thankYou) return;
    thankYouBox.current?.focus();
    const timer = setTimeout(() => setThankYou(0), THANK_YOU_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [thankYou]);

  // Checked once the hidden field holds "" (after the render), so the schema's message shows.
  const checkCaptcha = useEffectEvent(() => form.validate({ name: "captchaToken" }));
  useEffect(() => {
    if (captchaLost) checkCaptcha();
  }, [captchaLost]);

  const clearCaptchaMessage = useEffectEvent(() => {
    if (fields.captchaToken.errors) form.update({ name: "captchaToken", validated: false });
  });
  useEffect(() => {
    if (captchaToken) clearCaptchaMessage();
  }, [captchaToken]);

  // Each answer of the action is handled once, when it arrives (Conform shows its field messages).
  const handle = useEffectEvent((answer: ContactAnswer) => {
    if (answer.ok) {
      toast.success(answer.message);
      captcha.current?.reset();
      setThankYou((n) => n + 1);
      return;
    }
    // A refused solution cannot be sent again: ask for a new one.
    if (answer.code === "captcha_failed") captcha.current?.reset();
    toast.error(answer.code === "rate_limited" ? answer.message : CONTACT_MESSAGES.failure);
  });
  useEffect(() => {
    if (answer) handle(answer);
  }, [answer]);

  /** The form's `onInput`: an edited field's message clears until the field is left or the form sent. */
  function clearOnEdit(event: FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name && form.allErrors[name]) form.update({ name, validated: false });
  }

  return {
    form,
    fields,
    sending,
    thankYouVisible: thankYou > 0,
    captcha,
    captchaToken,
    thankYouBox,
    clearOnEdit,
    setCaptchaToken,
    captchaFailed: () => setCaptchaLost((n) => n + 1),
    /** The form element to render (the fetcher's). */
    Form: fetcher.Form,
  };
}
