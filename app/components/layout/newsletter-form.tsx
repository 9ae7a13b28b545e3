/**
 * The footer newsletter form (spec section 2): "Please Enter Email" / "Please enter a valid email
 * address" from the shared schema; while sending the input is disabled and the button shows a spinner;
 * success toasts the server's message and clears the field; failure toasts the message of section 8.
 */
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "../../lib/toast";
import { newsletterSchema } from "../../domain/newsletter";
import { validate } from "../../domain/validation";
import { postJson } from "../../lib/api";
import { Spinner } from "../ui/spinner";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(newsletterSchema, { email });
    if (!result.ok) return setError(result.errors.email);
    setSending(true);
    const outcome = await postJson("/api/newsletter", result.data);
    setSending(false);
    if (outcome.ok) {
      toast.success(outcome.body.message ?? "Thank you for subscribing!");
      setEmail("");
    } else {
      toast.error(outcome.message);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter" className="w-full max-w-md">
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
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
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
    </form>
  );
}
