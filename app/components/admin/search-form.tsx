/**
 * A console list's search and filters: a GET form (the filter lives in the URL, so Back works and a link
 * can be shared) that keeps the page size and sort, and starts again at page 1. `children` adds filters
 * (e.g. a status `<select name="status">`).
 */
import { Form, useLocation } from "react-router";
import { LIST_SORTS } from "../../domain/admin-list";

const SORT_LABELS: Record<(typeof LIST_SORTS)[number], string> = { newest: "Newest first", oldest: "Oldest first" };

export function SearchForm({
  label = "Search",
  placeholder,
  children,
  kept = ["size"],
}: {
  label?: string;
  placeholder?: string;
  children?: React.ReactNode;
  kept?: string[];
}) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <Form method="get" role="search" className="mb-3 flex flex-wrap items-end gap-2">
      {kept.map((name) => {
        const value = params.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <div className="min-w-48 flex-1">
        <label htmlFor="list-search" className="block text-xs font-semibold text-ink-muted">
          {label}
        </label>
        <input
          id="list-search"
          type="search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          placeholder={placeholder}
          maxLength={200}
          className="mt-1 w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm"
        />
      </div>
      {children}
      <div>
        <label htmlFor="list-sort" className="block text-xs font-semibold text-ink-muted">
          Sort
        </label>
        <select
          id="list-sort"
          name="sort"
          defaultValue={params.get("sort") ?? "newest"}
          className="mt-1 rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm"
        >
          {LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Apply
      </button>
    </Form>
  );
}
