/**
 * A console table's pager: a GET form with the "Rows per page" select (10,
 * 25, 50, 100) that keeps the list's other parameters as hidden fields, and Previous / Next links with
 * "page N of M". Works without script (the form has its own submit button, which script hides since the
 * select then submits on change).
 */
import { Form, Link, useLocation, useSubmit } from "react-router";
import { pageCount, PAGE_SIZES } from "../../domain/admin-list";
import { withParams } from "./list-url";

export function Pagination({
  page,
  size,
  total,
  label = "rows",
}: {
  page: number;
  size: number;
  total: number;
  label?: string;
}) {
  const { search } = useLocation();
  const submit = useSubmit();
  const pages = pageCount(total, size);
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== "size" && name !== "page");
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <nav aria-label="Pagination" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <Form method="get" className="flex items-center gap-2" onChange={(event) => submit(event.currentTarget)}>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="rows-per-page" className="text-ink-muted">
          Rows per page
        </label>
        <select
          id="rows-per-page"
          name="size"
          defaultValue={size}
          className="rounded-md border border-line-strong bg-surface px-2 py-1.5"
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="rounded-md border border-line-strong px-2 py-1.5 font-medium">
            Apply
          </button>
        </noscript>
      </Form>
      <p className="text-ink-muted" aria-live="polite">
        {first}–{last} of {total} {label} · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link
            to={withParams(search, { page: page - 1 })}
            className="rounded-md border border-line-strong px-3 py-1.5 font-medium hover:bg-surface-muted"
            rel="prev"
          >
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link
            to={withParams(search, { page: page + 1 })}
            className="rounded-md border border-line-strong px-3 py-1.5 font-medium hover:bg-surface-muted"
            rel="next"
          >
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
