/**
 * A blog post page: breadcrumb, title, author and posted-on date, cover, the sanitised HTML body,
 * downloads, tags (links to their pages) and the post's social threads.
 */
import { ArrowLeft, ChevronRight } from "../ui/icon";
import { Link } from "react-router";
import { BLOG_COVER_SIZE, BLOG_POST } from "../../content/blog";
import type { BlogDetail, BlogListItem } from "../../domain/blog";
import { DiscussLinks } from "./discuss-links";
import { PostDate } from "./post-date";
import { PostDownloads, type Attachment } from "./post-downloads";
import { TagChips } from "./tag-chips";

/**
 * What the page shows of a post: the fields of /api/blog-detail it renders (not the meta tags, which the
 * route sets) and the list's cover image. `description` is HTML sanitised at import (server/blog/sanitize.ts).
 */
export type ArticlePost = Omit<BlogDetail, "meta_title" | "meta_description" | "meta_keywords"> &
  Pick<BlogListItem, "image">;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

function ArticleHeader({ post }: { post: ArticlePost }) {
  return (
    <header className="bg-surface-brand">
      <div className="container-page pt-10 pb-28 sm:pt-14 sm:pb-40">
        <nav aria-label={BLOG_POST.breadcrumbLabel} className="mx-auto max-w-3xl">
          <ol className="flex min-w-0 items-center gap-1.5 text-sm text-ink-muted">
            <li>
              <Link to="/blog" className="font-medium text-accent hover:underline">
                {BLOG_POST.blog}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-4 text-ink-subtle" />
            </li>
            <li aria-current="page" className="truncate">
              {post.display_name}
            </li>
          </ol>
        </nav>
        <h1 className="mx-auto mt-6 max-w-3xl text-h1 font-bold tracking-tight text-balance">{post.title}</h1>
        <div className="mx-auto mt-6 flex max-w-3xl items-center gap-3">
          <span
            aria-hidden
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          >
            {initials(post.author_name)}
          </span>
          <p className="text-sm leading-snug text-ink-muted">
            <span className="block font-semibold text-ink">
              {BLOG_POST.by} {post.author_name}
            </span>
            {BLOG_POST.postedOn} <PostDate iso={post.created_at} />
          </p>
        </div>
      </div>
    </header>
  );
}

export function PostArticle({ post, attachments }: { post: ArticlePost; attachments: Attachment[] }) {
  return (
    <article>
      <ArticleHeader post={post} />
      <div className="container-page">
        <img
          src={post.image}
          alt=""
          width={BLOG_COVER_SIZE.width}
          height={BLOG_COVER_SIZE.height}
          className="mx-auto -mt-20 aspect-[40/21] w-full max-w-4xl rounded-card border border-line bg-accent-soft object-cover shadow-raised sm:-mt-32"
        />
        <div className="mx-auto max-w-3xl py-12 sm:py-16">
          {/* Sanitised with an allow-list at import; see server/blog/sanitize.ts. */}
          <div className="prose-doc" dangerouslySetInnerHTML={{ __html: post.description }} />
          <PostDownloads attachments={attachments} />
          <footer className="mt-12 space-y-8 border-t border-line pt-8">
            {post.tags.length > 0 ? (
              <div>
                <h2 className="text-sm font-semibold tracking-wider text-ink-subtle uppercase">
                  {BLOG_POST.tagsLabel}
                </h2>
                <TagChips tags={post.tags} label={BLOG_POST.tagsLabel} className="mt-3" />
              </div>
            ) : null}
            <DiscussLinks twitterUrl={post.twitter_url} facebookUrl={post.facebook_url} />
            <Link to="/blog" className="btn btn-secondary">
              <ArrowLeft aria-hidden className="size-4" />
              {BLOG_POST.back}
            </Link>
          </footer>
        </div>
      </div>
    </article>
  );
}
