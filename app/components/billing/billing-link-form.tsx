/**
 * The "Send link" form of /billing, also offered by a billing link that no longer works: a Conform form
 * (app/lib/form-action.ts) checked with the form's schema, posted as a plain `<form method="post"
 * action="/billing">` answered by that route's action, so it needs no script. A refused post re-renders
 * the page with its reply (`lastResult`): the field's message, or the form's (a limit), and the address kept.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { BILLING_PAGES } from "../../content/billing";
import { billingLinkSchema } from "../../domain/billing-link";
import { type FormReply } from "../../lib/form-action";
import { validateWith } from "../../lib/form-validation";

const COPY = BILLING_PAGES.request;

/** Props: the action's reply to a refused post, if any. */
export function BillingLinkForm({ lastResult }: { lastResult?: FormReply }) {
  const [form, fields] = useForm({
    id: "billing",
    lastResult,
    onValidate: validateWith(billingLinkSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const error = fields.email.errors?.[0] ?? form.errors?.[0];
  return (
    <form
      method="post"
      action="/billing"
      {...getFormProps(form, { ariaAttributes: false })}
      className="w-full max-w-md text-left"
      aria-label="Send billing link"
    >
      <label htmlFor={fields.email.id} className="mb-1.5 block text-sm font-semibold text-ink">
        {COPY.emailLabel}
      </label>
      <input
        {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
        key={fields.email.key}
        autoComplete="email"
        required
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fields.email.errorId : undefined}
      />
      {error ? (
        <p id={fields.email.errorId} role="alert" className="field-error">
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
