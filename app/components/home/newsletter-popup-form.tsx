/**
 * The pop-up's subscription form (spec section 4): "Please Enter Email" / "Please enter valid email"
 * from newsletterPopupSchema, "Subscribing..." while the request runs, then POST /api/newsletter.
 * Success toasts the server's message, clears the field and tells the pop-up to close. A failure
 * keeps the pop-up open and shows the message inside it as well as in a toast, because a toast
 * sits under the modal's backdrop until the pop-up closes.
 */
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { NEWSLETTER_POPUP } from "../../content/cta";
import { newsletterPopupSchema } from "../../domain/newsletter";
import { validate } from "../../domain/validation";
import { postJson } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Spinner } from "../ui/spinner";

export function NewsletterPopupForm({ onSubscribed }: { onSubscribed: () => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validate(newsletterPopupSchema, { email });
    if (!result.ok) return setError(result.errors.email);
    setSending(true);
    const outcome = await postJson("/api/newsletter", result.data);
    setSending(false);
    if (outcome.ok) {
      setEmail("");
      onSubscribed();
      toast.success(outcome.body.message ?? NEWSLETTER_POPUP.success);
    } else {
      setError(outcome.errors?.email ?? outcome.message);
      toast.error(outcome.message);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6">
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
        onChange={(e) => {
          setEmail(e.target.value);
          setError(undefined);
        }}
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
    </form>
  );
}
