/**
 * Page links for /blog and the tag pages: previous, a window of up to 5 numbered pages, next. Real links
 * (`/blog?page=N`, `/blog/tag/{slug}?page=N`), so paging works without JavaScript and crawlers reach every page.
 */
import { ChevronLeft, ChevronRight } from "../ui/icon";
import { Link } from "react-router";
import { BLOG_PAGINATION } from "../../content/blog";
import { pageWindow } from "../../domain/blog";

/** URL of page `n` of the list at `base` (page 1 is the plain path, the canonical address). */
export const blogPageHref = (n: number, base = "/blog") => (n <= 1 ? base : `${base}?page=${n}`);

const ITEM =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-control px-2 text-sm font-semibold sm:h-11 sm:min-w-11 sm:px-3";
const IDLE = `${ITEM} border border-line bg-surface text-ink hover:border-accent hover:bg-accent-soft hover:text-accent`;

function Step({
  to,
  base,
  rel,
  children,
}: {
  to: number | null;
  base: string;
  rel: "prev" | "next";
  children: React.ReactNode;
}) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={`${ITEM} border border-line bg-surface-muted text-ink-subtle opacity-60`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={blogPageHref(to, base)} rel={rel} prefetch="intent" className={IDLE}>
      {children}
    </Link>
  );
}

/** Props: the current page, the page count, and the list's path (`/blog` or a tag page's). */
export function Pagination({ page, pages, base = "/blog" }: { page: number; pages: number; base?: string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={BLOG_PAGINATION.label} className="mt-12 flex justify-center">
      <ul className="flex items-center gap-1 sm:gap-1.5">
        <li>
          <Step to={page > 1 ? page - 1 : null} base={base} rel="prev">
            <ChevronLeft aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">{BLOG_PAGINATION.previous}</span>
          </Step>
        </li>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <Link
              to={blogPageHref(n, base)}
              aria-label={BLOG_PAGINATION.page(n)}
              aria-current={n === page ? "page" : undefined}
              prefetch={n === page ? "none" : "intent"}
              className={n === page ? `${ITEM} bg-brand-600 text-white shadow-card` : IDLE}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          <Step to={page < pages ? page + 1 : null} base={base} rel="next">
            <span className="sr-only sm:not-sr-only">{BLOG_PAGINATION.next}</span>
            <ChevronRight aria-hidden className="size-4" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}
