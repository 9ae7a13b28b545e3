/**
 * "Cancel subscription" with its "Reason", or, once scheduled, "Cancels on <date>" with "Resume
 * subscription": plain posts to the billing page's action, so they work without script.
 */
import { BILLING_PAGES } from "../../content/billing";
import { CANCELLATION_REASONS } from "../../domain/cancellation";
import { BillingSection } from "./billing-section";

const COPY = BILLING_PAGES.link;

/**
 * The cancellation panel. Props: the date it cancels on (null: not scheduled), and the reason's error of a
 * refused post.
 */
export function CancelSection({ cancelsOn, reasonError }: { cancelsOn: string | null; reasonError?: string }) {
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
  return (
    <BillingSection id="billing-cancel" title={COPY.cancelHeading}>
      <p className="mt-2 text-sm text-ink-muted">{COPY.cancelLead}</p>
      <form method="post" className="mt-4 max-w-sm">
        <input type="hidden" name="intent" value="cancel" />
        <label htmlFor="billing-reason" className="mb-1.5 block text-sm font-semibold text-ink">
          {COPY.reasonLabel}
        </label>
        <select
          id="billing-reason"
          name="reason"
          required
          defaultValue=""
          className="input"
          aria-invalid={reasonError ? true : undefined}
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
