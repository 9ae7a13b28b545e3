/**
 * The /blog grid (and a tag page's) with its states: the cards, "No Blog Available." when there are none, and a loading
 * overlay while the next page is fetched on a client navigation. A failed list shows nothing (loading
 * just stops, without an error).
 */
import { BLOG_PAGE } from "../../content/blog";
import { BLOG_EMPTY_MESSAGE, type BlogCardItem } from "../../domain/blog";
import { Spinner } from "../ui/spinner";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";

/**
 * Props: the page's posts, the current page and page count, whether a navigation is loading, and the
 * list's path for the page links (`/blog` or a tag page's).
 */
export interface BlogListProps {
  posts: BlogCardItem[];
  base?: string;
  page: number;
  pages: number;
  loading: boolean;
  failed?: boolean;
}

export function BlogList({ posts, base = "/blog", page, pages, loading, failed = false }: BlogListProps) {
  return (
    <section aria-label={BLOG_PAGE.listLabel} aria-busy={loading} className="container-page py-section">
      {loading ? (
        // Fixed under the header: the visitor is usually at the pagination, far below the list's top.
        <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center">
          <p
            role="status"
            className="inline-flex items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm font-medium text-ink shadow-raised"
          >
            <Spinner className="size-4 text-accent" />
            {BLOG_PAGE.loading}
          </p>
        </div>
      ) : null}
      {posts.length === 0 && !failed ? (
        <p className="py-12 text-center text-lead font-medium text-ink-muted">{BLOG_EMPTY_MESSAGE}</p>
      ) : (
        <ul
          className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8 transition-opacity ${loading ? "opacity-50" : ""}`}
        >
          {posts.map((post, i) => (
            <li key={post.blog_url}>
              <PostCard post={post} eager={i < 3} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} base={base} />
    </section>
  );
}
