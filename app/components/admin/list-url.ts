/** Links within a console list: the current URL's parameters with some replaced (so filters survive paging). */

/** `search` (a URL's `?…`) with `changes` applied; a null or empty value removes the parameter. */
export function withParams(search: string, changes: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(name);
    else params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}
