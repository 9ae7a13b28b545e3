/** How the console writes dates and times: one fixed, unambiguous form (UTC), the same on server and client. */

/** "2026-11-25 21:04 UTC". */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
