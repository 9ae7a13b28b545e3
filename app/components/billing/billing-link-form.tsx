/**
 * The "Send link" form of /billing, also offered by a billing link that no longer works: a plain
 * `<form method="post" action="/billing">`, answered by that route's action, so it needs no script.
 */
import { BILLING_PAGES } from "../../content/billing";

const COPY = BILLING_PAGES.request;

export function BillingLinkForm({ email, error }: { email?: string; error?: string }) {
  return (
    <form
      method="post"
      action="/billing"
      noValidate
      className="w-full max-w-md text-left"
      aria-label="Send billing link"
    >
      <label htmlFor="billing-email" className="mb-1.5 block text-sm font-semibold text-ink">
        {COPY.emailLabel}
      </label>
      <input
        id="billing-email"
        type="email"
        name="email"
        autoComplete="email"
        required
        className="input"
        defaultValue={email ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "billing-email-error" : undefined}
      />
      {error ? (
        <p id="billing-email-error" role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary mt-4 w-full">
        {COPY.button}
      </button>
      <p className="mt-4 text-xs text-ink-subtle">{COPY.smallPrint}</p>
    </form>
  );
}
