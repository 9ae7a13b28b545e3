/** Links to the post's threads on X and Facebook, when the post has them. */
import { BLOG_POST } from "../../content/blog";

// Simple monochrome marks, as in the footer's social links (lucide no longer ships brand icons).
const GLYPHS = {
  X: <path d="M4 3h4.6l4.2 5.9L17.9 3H20.5l-6.5 7.6L21 21h-4.6l-4.5-6.4L6.4 21H3.8l6.9-8z" />,
  Facebook: (
    <path d="M14 8.5V6.8c0-.9.6-1.3 1.3-1.3H17V2.2L14.7 2C11.8 2 10.5 3.7 10.5 6.4v2.1H8V12h2.5v10H14V12h2.7l.4-3.5z" />
  ),
} as const;

/** Props: the post's social URLs (null when absent). Renders nothing when both are absent. */
export function DiscussLinks({ twitterUrl, facebookUrl }: { twitterUrl: string | null; facebookUrl: string | null }) {
  const links = [
    ...(twitterUrl ? [{ network: "X" as const, href: twitterUrl }] : []),
    ...(facebookUrl ? [{ network: "Facebook" as const, href: facebookUrl }] : []),
  ];
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-ink-subtle uppercase">{BLOG_POST.discuss}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn btn-secondary">
              <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className="size-4">
                {GLYPHS[link.network]}
              </svg>
              {BLOG_POST.discussOn(link.network)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
