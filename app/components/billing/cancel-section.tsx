/**
 * "Cancel subscription" with its "Reason", or, once scheduled, "Cancels on <date>" with "Resume
 * subscription": plain posts to the billing page's action, so they work without script. The reason is
 * checked by the cancellation service (server/billing/cancel.ts): the form is a Conform form (app/lib/
 * form-action.ts) without a schema of its own, showing the service's reply to a refused post.
 */
import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { BILLING_PAGES } from "../../content/billing";
import type { FormReply } from "../../lib/form-action";
import { CANCELLATION_REASONS } from "../../domain/cancellation";
import { BillingSection } from "./billing-section";

const COPY = BILLING_PAGES.link;

/**
 * The cancellation panel. Props: the date it cancels on (null: not scheduled), and the action's reply to
 * a refused cancellation.
 */
export function CancelSection({ cancelsOn, lastResult }: { cancelsOn: string | null; lastResult?: FormReply }) {
  if (cancelsOn)
    return (
      <BillingSection id="billing-resume" title={COPY.cancelsOn(cancelsOn)}>
        <p className="mt-2 text-sm text-ink-muted">{COPY.resumeLead}</p>
        <form method="post" className="mt-4">
          <input type="hidden" name="intent" value="resume" />
          <button type="submit" className="btn btn-primary">
            {COPY.resumeButton}
          </button>
        </form>
      </BillingSection>
    );
  return <CancelForm lastResult={lastResult} />;
}

/** "Cancel subscription" with its "Reason" (the page's alert says why a post was refused). */
function CancelForm({ lastResult }: { lastResult?: FormReply }) {
  const [form, fields] = useForm<{ reason: string }>({ id: "billing-cancel-form", lastResult });
  return (
    <BillingSection id="billing-cancel" title={COPY.cancelHeading}>
      <p className="mt-2 text-sm text-ink-muted">{COPY.cancelLead}</p>
      <form method="post" {...getFormProps(form, { ariaAttributes: false })} className="mt-4 max-w-sm">
        <input type="hidden" name="intent" value="cancel" />
        <label htmlFor="billing-reason" className="mb-1.5 block text-sm font-semibold text-ink">
          {COPY.reasonLabel}
        </label>
        <select
          {...getSelectProps(fields.reason, { ariaAttributes: false })}
          key={fields.reason.key}
          id="billing-reason"
          required
          defaultValue={typeof fields.reason.initialValue === "string" ? fields.reason.initialValue : ""}
          className="input"
          aria-invalid={fields.reason.errors ? true : undefined}
        >
          <option value="" disabled>
            {COPY.reasonPlaceholder}
          </option>
          {CANCELLATION_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-secondary mt-4">
          {COPY.cancelButton}
        </button>
      </form>
    </BillingSection>
  );
}
