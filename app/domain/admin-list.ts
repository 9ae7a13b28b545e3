/**
 * The URL search parameters every console table shares: the page (from 1),
 * the page size (10, 25, 50 or 100 rows), the sort by date and a search text. A list keeps them in the
 * URL so Back works and a link can be shared; a bad or missing value falls back to its default instead
 * of failing the page.
 */
import { z } from "zod";

/** The "Rows per page" choices. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** A page size. */
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** Sort orders by date. */
export const LIST_SORTS = ["newest", "oldest"] as const;
/** Longest search text kept (longer input is cut, never refused). */
export const MAX_SEARCH_LENGTH = 200;

/** Parses the list parameters; each bad value becomes its default. */
export const adminListSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  size: z.coerce.number().pipe(z.literal(PAGE_SIZES)).catch(DEFAULT_PAGE_SIZE),
  sort: z.enum(LIST_SORTS).catch("newest"),
  q: z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, MAX_SEARCH_LENGTH)),
});

/** A list's parsed parameters. */
export type AdminListParams = z.infer<typeof adminListSchema>;

/** The list parameters of a URL (or its search params); never throws. */
export function parseAdminList(input: URL | URLSearchParams): AdminListParams {
  const params = input instanceof URL ? input.searchParams : input;
  return adminListSchema.parse({
    page: params.get("page") ?? undefined,
    size: params.get("size") ?? undefined,
    sort: params.get("sort") ?? undefined,
    q: params.get("q") ?? "",
  });
}

/** The number of pages for `total` rows of `size` (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
