/**
 * Why a customer cancels: the "Reason" choices of the billing page, as Stripe's customer portal records
 * them (`cancellation_details.feedback`), so the sandbox and Stripe report the same words and the
 * console counts them alike.
 */

/** Stripe's feedback values the billing page offers, in the order the select lists them. */
export const CANCELLATION_REASONS = [
  { value: "too_expensive", label: "Too expensive" },
  { value: "missing_features", label: "Missing features" },
  { value: "switched_service", label: "Switched service" },
  { value: "unused", label: "No longer needed" },
  { value: "other", label: "Other" },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]["value"];

/** Stripe's other feedback values, which its portal may send (named for the console). */
const OTHER_FEEDBACK: Record<string, string> = {
  customer_service: "Customer service",
  low_quality: "Quality",
  too_complex: "Too complex",
};

/** Whether `value` is one of the billing page's reasons. */
export function isCancellationReason(value: unknown): value is CancellationReason {
  return CANCELLATION_REASONS.some((r) => r.value === value);
}

/** The words for a feedback value (any of Stripe's), or "Not given" for none. */
export function cancellationReasonLabel(value: string | null | undefined): string {
  if (!value) return "Not given";
  return CANCELLATION_REASONS.find((r) => r.value === value)?.label ?? OTHER_FEEDBACK[value] ?? value;
}
