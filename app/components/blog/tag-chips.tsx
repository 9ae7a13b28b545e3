/** A post's tags as chips, each a link to the tag's page (`/blog/tag/{slug}`, app/domain/blog.ts). */
import { Link } from "react-router";
import { tagPath } from "../../domain/blog";

/** Props: the tags, the list's accessible name, and extra classes for the list (e.g. `relative z-10` on a card). */
export function TagChips({ tags, label, className = "" }: { tags: string[]; label: string; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag)}
            prefetch="intent"
            className="inline-flex min-h-8 items-center rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
