/**
 * The contact form: question type, name, email, explanation with a character counter,
 * the captcha, and Send Message, which stays disabled until the captcha is solved and while sending.
 * Name and email have no maxLength: a browser would silently cut a pasted address, so a long one is
 * kept as typed and refused with a message instead. The explanation's counter shows its limit.
 * The captcha is solved in the browser, so without script the form cannot be sent: a `noscript` note
 * above it says so and points to the e-mail address beside it.
 */
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { CircleCheck, Send } from "../ui/icon";
import { CONTACT_FORM_COPY as COPY, CONTACT_THANK_YOU } from "../../content/contact";
import { CONTACT_LIMITS } from "../../domain/contact";
import { Spinner } from "../ui/spinner";
import { AltchaField } from "./altcha-field";
import { QuestionTypeField } from "./question-type-field";
import { Field, FieldError } from "../ui/field";
import { useContactForm } from "./use-contact-form";

const count = new Intl.NumberFormat("en-US");

export function ContactForm() {
  const {
    form,
    fields,
    sending,
    thankYouVisible,
    captcha,
    captchaToken,
    thankYouBox,
    clearOnEdit,
    setCaptchaToken,
    captchaFailed,
    Form,
  } = useContactForm();
  const captchaError = fields.captchaToken.errors?.[0];
  const explainLength = (fields.explain_question.value ?? "").length;
  // Field (app/components/ui/field.tsx) links each control to its own hint and error.
  const control = { ariaAttributes: false } as const;

  return (
    <div className="card p-5 sm:p-8">
      <h2 id="contact-form-heading" className="text-h3 font-semibold">
        {COPY.heading}
      </h2>

      {thankYouVisible ? (
        <div
          ref={thankYouBox}
          tabIndex={-1}
          role="status"
          data-testid="contact-thank-you"
          className="mt-5 flex gap-3 rounded-control border border-success/30 bg-success-soft p-4 text-ink outline-none"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <div>
            <p className="font-semibold">{CONTACT_THANK_YOU.heading}</p>
            <p className="mt-1 text-sm">{CONTACT_THANK_YOU.body}</p>
          </div>
        </div>
      ) : null}

      <noscript>
        <p
          role="note"
          data-testid="contact-noscript"
          className="mt-5 rounded-control border border-line-strong bg-surface-muted p-4 text-ink"
        >
          {COPY.noScript}
        </p>
      </noscript>

      <Form
        {...getFormProps(form, { ariaAttributes: false })}
        method="post"
        action="/contact"
        onInput={clearOnEdit}
        aria-labelledby="contact-form-heading"
        className="mt-6 space-y-6"
      >
        <QuestionTypeField
          name={fields.question.name}
          initial={fields.question.initialValue}
          error={fields.question.errors?.[0]}
          disabled={sending}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <Field
            {...getInputProps(fields.name, { type: "text", ...control })}
            key={fields.name.key}
            id="contact-name"
            error={fields.name.errors?.[0]}
            disabled={sending}
            label={COPY.nameLabel}
            autoComplete="name"
            placeholder={COPY.namePlaceholder}
          />
          <Field
            {...getInputProps(fields.email, { type: "email", ...control })}
            key={fields.email.key}
            id="contact-email"
            error={fields.email.errors?.[0]}
            disabled={sending}
            label={COPY.emailLabel}
            autoComplete="email"
            placeholder={COPY.emailPlaceholder}
          />
        </div>
        <Field
          {...getTextareaProps(fields.explain_question, control)}
          key={fields.explain_question.key}
          id="contact-explain"
          error={fields.explain_question.errors?.[0]}
          disabled={sending}
          label={COPY.explainLabel}
          multiline
          placeholder={COPY.explainPlaceholder}
          maxLength={CONTACT_LIMITS.explain_question}
          hint={
            <span data-testid="contact-explain-counter" className="block text-right tabular-nums">
              {count.format(explainLength)} / {count.format(CONTACT_LIMITS.explain_question)} {COPY.counterUnit}
            </span>
          }
        />
        <div>
          <p id="contact-captcha-label" className="mb-1.5 text-sm font-semibold text-ink">
            {COPY.captchaLabel}
          </p>
          <AltchaField
            ref={captcha}
            labelId="contact-captcha-label"
            describedBy={captchaError ? "contact-captcha-hint contact-captcha-error" : "contact-captcha-hint"}
            invalid={Boolean(captchaError)}
            onToken={setCaptchaToken}
            onFailure={captchaFailed}
          />
          <input type="hidden" name={fields.captchaToken.name} value={captchaToken} />
          <FieldError id="contact-captcha" message={captchaError} />
          <p id="contact-captcha-hint" className="mt-1.5 text-sm text-ink-subtle">
            {COPY.captchaHint}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto"
            disabled={sending || !captchaToken}
            aria-busy={sending || undefined}
          >
            {sending ? <Spinner /> : <Send aria-hidden className="size-4" />}
            <span>{sending ? COPY.sending : COPY.submit}</span>
          </button>
          <p className="text-sm text-ink-subtle">{COPY.privacyNote}</p>
        </div>
      </Form>
    </div>
  );
}
