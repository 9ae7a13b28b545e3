/**
 * The pop-up's subscription form: "Please Enter Email" / "Please enter valid email"
 * from newsletterPopupSchema, "Subscribing..." while the /newsletter/subscribe route action runs.
 * Success toasts the server's message, clears the field and tells the pop-up to close. A failure
 * keeps the pop-up open and shows the message inside it as well as in a toast, because a toast
 * sits under the modal's backdrop until the pop-up closes.
 */
import { Send } from "../ui/icon";
import { useId } from "react";
import { NEWSLETTER_POPUP } from "../../content/cta";
import { NEWSLETTER_FORM_ACTION, useNewsletterSubscription } from "../newsletter/use-newsletter-subscription";
import { Spinner } from "../ui/spinner";

// Loaded on focus or submit, not with the home page (see the hook).
const loadSchema = () => import("../../domain/newsletter").then((m) => m.newsletterPopupSchema);

export function NewsletterPopupForm({ onSubscribed }: { onSubscribed: () => void }) {
  const { email, error, sending, submit, changeEmail, prepare, Form } = useNewsletterSubscription(loadSchema, {
    source: "popup",
    onSubscribed,
    showFailureInline: true,
    fallbackSuccess: NEWSLETTER_POPUP.success,
  });
  const inputId = useId();
  const errorId = `${inputId}-error`;

  return (
    <Form method="post" action={NEWSLETTER_FORM_ACTION} noValidate onSubmit={submit} onFocus={prepare} className="mt-6">
      <input type="hidden" name="source" value="popup" />
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {NEWSLETTER_POPUP.emailLabel}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={NEWSLETTER_POPUP.emailPlaceholder}
        className="input"
        value={email}
        disabled={sending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => changeEmail(e.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={sending} aria-busy={sending || undefined}>
        {sending ? <Spinner /> : <Send aria-hidden className="size-4" />}
        <span>{sending ? NEWSLETTER_POPUP.buttonSending : NEWSLETTER_POPUP.button}</span>
      </button>
    </Form>
  );
}
