/**
 * Server-side pagination of console tables: the list parameters (app/domain/admin-list.ts)
 * become a limit and offset; a page past the end shows the last page instead of an empty table.
 */
import { pageCount, type AdminListParams, type PageSize } from "../../app/domain/admin-list";

/** One page of a list: its rows, the number of rows in the whole (filtered) list, and where it is. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  size: PageSize;
}

/** The limit and offset of `page` (from 1) at `size` rows a page. */
export function limitOffset(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (Math.max(1, page) - 1) * size };
}

/**
 * Loads one page: counts the filtered rows, clamps the page to the last one, then reads that page.
 * `count` and `rows` apply the same filter; `rows` applies the sort.
 */
export async function pageOf<Row>(
  params: Pick<AdminListParams, "page" | "size">,
  query: { count: () => Promise<number>; rows: (limit: number, offset: number) => Promise<Row[]> },
): Promise<Page<Row>> {
  const total = await query.count();
  const page = Math.min(params.page, pageCount(total, params.size));
  const { limit, offset } = limitOffset(page, params.size);
  return { rows: total === 0 ? [] : await query.rows(limit, offset), total, page, size: params.size };
}
