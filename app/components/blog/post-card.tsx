/**
 * A post in the /blog grid: cover, title (the link), tags (links to their pages), author and date. The
 * whole card is clickable; the tag links sit above the card's link.
 */
import { Link } from "react-router";
import { BLOG_COVER_SIZE, BLOG_POST } from "../../content/blog";
import type { BlogCardItem } from "../../domain/blog";
import { postPath } from "../../seo/blog";
import { PostDate } from "./post-date";
import { TagChips } from "./tag-chips";

/** `eager`: in the first screenful (not lazy-loaded); `priority`: the page's largest paint (fetched first). */
export function PostCard({
  post,
  eager = false,
  priority = false,
}: {
  post: BlogCardItem;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-raised has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-500">
      <img
        src={post.image}
        alt=""
        width={BLOG_COVER_SIZE.width}
        height={BLOG_COVER_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="aspect-[40/21] w-full border-b border-line bg-accent-soft object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h2 className="text-lg leading-snug font-semibold text-ink group-hover:text-accent">
          {/* The link covers the card (after:inset-0); its own outline is replaced by the card's ring. */}
          <Link
            to={postPath(post.blog_url)}
            prefetch="intent"
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <TagChips tags={post.tags} label={BLOG_POST.tagsLabel} className="relative z-10 mt-3" />
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-4 text-sm text-ink-subtle">
          <span className="font-medium text-ink-muted">{post.author_name}</span>
          <span aria-hidden>·</span>
          <PostDate iso={post.created_at} />
        </p>
      </div>
    </article>
  );
}
