/**
 * The footer newsletter form: "Please Enter Email" / "Please enter a valid email
 * address" from the shared schema; while sending the input is disabled and the button shows a spinner;
 * success toasts the server's message and clears the field; failure toasts the server's message or the generic one.
 * It posts to the /newsletter/subscribe route action: through a fetcher with script, as a plain post
 * without, which answers with the same messages.
 */
import { loadOnce } from "../../lib/use-lazy-validator";
import { Send } from "../ui/icon";
import { useNewsletterSubscription } from "../newsletter/use-newsletter-subscription";
import { Spinner } from "../ui/spinner";

// Loaded on focus or submit: this form is on every page, zod should not be (see the hook).
const loadValidator = loadOnce(() =>
  Promise.all([import("../../domain/newsletter"), import("../../lib/form-validation")]).then(([m, f]) =>
    f.validateWith(m.newsletterSchema),
  ),
);

export function NewsletterForm() {
  const { fields, error, sending, formProps, emailProps, Form } = useNewsletterSubscription(loadValidator, {
    source: "footer",
  });

  return (
    <Form {...formProps} aria-label="Newsletter" className="w-full max-w-md">
      <input type="hidden" name="source" value="footer" />
      <label htmlFor={fields.email.id} className="mb-2 block text-sm font-semibold text-white">
        Subscribe to our newsletter
      </label>
      <div className="flex gap-2">
        <input
          {...emailProps}
          key={fields.email.key}
          placeholder="you@company.com"
          className="input border-white/20 bg-white/10 text-white placeholder:text-slate-400"
        />
        <button type="submit" className="btn btn-primary shrink-0" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <Spinner /> : <Send aria-hidden className="size-4" />}
          <span>{sending ? "Subscribing..." : "Subscribe"}</span>
        </button>
      </div>
      {error ? (
        <p id={fields.email.errorId} role="alert" className="mt-2 text-sm font-medium text-red-300">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
