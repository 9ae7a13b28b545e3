/**
 * The footer newsletter form: "Please Enter Email" / "Please enter a valid email
 * address" from the shared schema; while sending the input is disabled and the button shows a spinner;
 * success toasts the server's message and clears the field; failure toasts the server's message or the generic one.
 * It posts to the /newsletter/subscribe route action: through a fetcher with script, as a plain post
 * without, which answers with the same messages.
 */
import { Send } from "../ui/icon";
import { useId } from "react";
import { NEWSLETTER_SUCCESS_MESSAGE } from "../../domain/newsletter-messages";
import { NEWSLETTER_FORM_ACTION, useNewsletterSubscription } from "../newsletter/use-newsletter-subscription";
import { Spinner } from "../ui/spinner";

// Loaded on focus or submit: this form is on every page, zod should not be (see the hook).
const loadSchema = () => import("../../domain/newsletter").then((m) => m.newsletterSchema);

export function NewsletterForm() {
  const { email, error, sending, submit, changeEmail, prepare, Form } = useNewsletterSubscription(loadSchema, {
    source: "footer",
    fallbackSuccess: NEWSLETTER_SUCCESS_MESSAGE,
  });
  const inputId = useId();
  const errorId = `${inputId}-error`;

  return (
    <Form
      method="post"
      action={NEWSLETTER_FORM_ACTION}
      noValidate
      onSubmit={submit}
      onFocus={prepare}
      aria-label="Newsletter"
      className="w-full max-w-md"
    >
      <input type="hidden" name="source" value="footer" />
      <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-white">
        Subscribe to our newsletter
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          className="input border-white/20 bg-white/10 text-white placeholder:text-slate-400"
          value={email}
          disabled={sending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => changeEmail(e.target.value)}
        />
        <button type="submit" className="btn btn-primary shrink-0" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <Spinner /> : <Send aria-hidden className="size-4" />}
          <span>{sending ? "Subscribing..." : "Subscribe"}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-300">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
