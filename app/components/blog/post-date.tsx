/** A post's date as `<time dateTime>`, e.g. "March 3, 2026". */

// A fixed locale and UTC: the server and the browser must print the same text (no hydration mismatch).
const FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Formats an ISO 8601 timestamp for display. */
export function formatPostDate(iso: string): string {
  return FORMAT.format(new Date(iso));
}

export function PostDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatPostDate(iso)}
    </time>
  );
}
