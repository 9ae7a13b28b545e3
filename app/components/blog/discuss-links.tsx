/** Links to the post's threads on X and Facebook, when the post has them. */
import { BLOG_POST } from "../../content/blog";
import { BrandMark } from "../ui/brand-mark";

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
              <BrandMark name={link.network} />
              {BLOG_POST.discussOn(link.network)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
