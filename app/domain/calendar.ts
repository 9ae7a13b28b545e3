/**
 * Calendar arithmetic on UTC dates, shared by whatever dates a billing period: the sign-up's first period
 * (server/signup/settle.ts), the sandbox provider's periods and discount ends (server/payments/sandbox.ts).
 */

/**
 * The instant `months` calendar months after `from` (UTC; negative goes back), at the same time of day,
 * on the same day of the month clamped to that month's last day (Jan 31 + 1 → Feb 28 or 29), as Stripe
 * moves a billing period. `from` is not changed.
 */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
