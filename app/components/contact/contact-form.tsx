/**
 * The contact form: question type, name, email, explanation with a character counter,
 * the captcha, and Send Message, which stays disabled until the captcha is solved and while sending.
 * Name and email have no maxLength: a browser would silently cut a pasted address, so a long one is
 * kept as typed and refused with a message instead. The explanation's counter shows its limit.
 * The captcha is solved in the browser, so without script the form cannot be sent: a `noscript` note
 * above it says so and points to the e-mail address beside it.
 */
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
    values,
    errors,
    sending,
    thankYouVisible,
    captcha,
    thankYouBox,
    form,
    register,
    setField,
    fieldProps,
    setCaptchaToken,
    captchaFailed,
    submit,
    Form,
  } = useContactForm();
  const captchaError = errors.captchaToken;
  const explainLength = values.explain_question.length;

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
        ref={form}
        method="post"
        action="/contact"
        noValidate
        onSubmit={submit}
        aria-labelledby="contact-form-heading"
        className="mt-6 space-y-6"
      >
        <QuestionTypeField
          ref={register("question")}
          value={values.question}
          onChange={(v) => setField("question", v)}
          error={errors.question}
          disabled={sending}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <Field
            {...fieldProps("name")}
            id="contact-name"
            label={COPY.nameLabel}
            autoComplete="name"
            placeholder={COPY.namePlaceholder}
          />
          <Field
            {...fieldProps("email")}
            id="contact-email"
            type="email"
            label={COPY.emailLabel}
            autoComplete="email"
            placeholder={COPY.emailPlaceholder}
          />
        </div>
        <Field
          {...fieldProps("explain_question")}
          id="contact-explain"
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
          <FieldError id="contact-captcha" message={captchaError} />
          <p id="contact-captcha-hint" className="mt-1.5 text-sm text-ink-subtle">
            {COPY.captchaHint}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto"
            disabled={sending || !values.captchaToken}
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
