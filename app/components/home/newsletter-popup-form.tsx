/**
 * The pop-up's subscription form: "Please Enter Email" / "Please enter valid email"
 * from newsletterPopupSchema, "Subscribing..." while the /newsletter/subscribe route action runs.
 * Success toasts the server's message, clears the field and tells the pop-up to close. A failure
 * keeps the pop-up open and shows the message inside it as well as in a toast, because a toast
 * sits under the modal's backdrop until the pop-up closes.
 */
import { Send } from "../ui/icon";
import { NEWSLETTER_POPUP } from "../../content/cta";
import { useNewsletterSubscription } from "../newsletter/use-newsletter-subscription";
import { Spinner } from "../ui/spinner";
import { loadOnce } from "../../lib/use-lazy-validator";

// Loaded on focus or submit, not with the home page (see the hook).
const loadValidator = loadOnce(() =>
  Promise.all([import("../../domain/newsletter"), import("../../lib/form-validation")]).then(([m, f]) =>
    f.validateWith(m.newsletterPopupSchema),
  ),
);

export function NewsletterPopupForm({ onSubscribed }: { onSubscribed: () => void }) {
  const { fields, error, sending, formProps, emailProps, Form } = useNewsletterSubscription(loadValidator, {
    source: "popup",
    onSubscribed,
    showFailureInline: true,
  });

  return (
    <Form {...formProps} className="mt-6">
      <input type="hidden" name="source" value="popup" />
      <label htmlFor={fields.email.id} className="mb-1.5 block text-sm font-semibold text-ink">
        {NEWSLETTER_POPUP.emailLabel}
      </label>
      <input
        {...emailProps}
        key={fields.email.key}
        inputMode="email"
        placeholder={NEWSLETTER_POPUP.emailPlaceholder}
        className="input"
      />
      {error ? (
        <p id={fields.email.errorId} role="alert" className="field-error">
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
