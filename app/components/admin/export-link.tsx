/**
 * "Export CSV" (documented names that outside tests use): a plain link to the list's CSV resource route with the current filter
 * (`reloadDocument`, so the browser downloads it instead of the router fetching it as a page).
 */
import { Link, useLocation } from "react-router";

export function ExportLink({ href }: { href: string }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("size");
  const query = params.toString();
  return (
    <Link
      reloadDocument
      to={query ? `${href}?${query}` : href}
      className="rounded-md border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-accent hover:bg-accent-soft"
    >
      Export CSV
    </Link>
  );
}
