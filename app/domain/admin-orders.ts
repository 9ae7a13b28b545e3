/**
 * The console's Orders (decision 0028): the statuses an order can show, the list's own filter,
 * and the refund form's schema, shared by the form and the refund service. Money typed by an operator is
 * in major units ("12.50"); the server converts it to minor units with the order's currency and checks it
 * there, never in floating point.
 */
import { z } from "zod";

/** An order's status as the console shows it, derived from the sign-up attempt and the subscription. */
export const ORDER_STATUSES = [
  "paid",
  "waiting_3ds",
  "declined",
  "refunded",
  "partially_refunded",
  "past_due",
  "cancelled",
  "processing",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The words the console shows for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: "Paid",
  waiting_3ds: "Waiting for 3-D Secure",
  declined: "Declined",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  past_due: "Past due",
  cancelled: "Cancelled",
  processing: "In progress",
};

/** The Orders list's own filter (beside page, size, sort and q): a status, or every order. */
export const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
});

/** Messages of the refund form. */
export const REFUND_MESSAGES = {
  amountFormat: "Enter the amount to refund, such as 12.50.",
  amountPositive: "The refund amount must be more than zero.",
  amountTooLarge: (left: string) => `The refund amount cannot be more than what is left to refund (${left}).`,
  reasonRequired: "Enter the reason for the refund.",
  reasonTooLong: "Keep the reason under 500 characters.",
  notRefundable: "This order has no payment left to refund.",
  notFound: "This order does not exist.",
  formExpired: "This form has expired: open the order again.",
} as const;

/** The refund form: amount in major units as typed, a reason, and the form's nonce (one refund per form). */
export const refundFormSchema = z.object({
  amount: z
    .string({ error: REFUND_MESSAGES.amountFormat })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,4})?$/, REFUND_MESSAGES.amountFormat),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(500, REFUND_MESSAGES.reasonTooLong),
  // A missing or malformed nonce (a form older than the page's) has no field of its own: its message says
  // to open the order again.
  nonce: z.string({ error: REFUND_MESSAGES.formExpired }).regex(/^[A-Za-z0-9_-]{16,64}$/, REFUND_MESSAGES.formExpired),
});

/** The refund form as parsed. */
export type RefundForm = z.infer<typeof refundFormSchema>;

/**
 * "12.50" in a currency of `minorUnit` decimals → 1250; null when it has more decimals than the currency
 * (e.g. "12.505" in SGD) or is not a plain decimal. String arithmetic: no floating-point rounding.
 */
export function toMinorUnits(text: string, minorUnit: number): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > minorUnit) return null;
  return Number(match[1]) * 10 ** minorUnit + Number(fraction.padEnd(minorUnit, "0") || "0");
}
