/**
 * Links to the company's social profiles (from site settings), as labelled marks (../ui/brand-marks.ts,
 * drawn from the icon sprite).
 */
import { SITE } from "../../content/site-settings";
import { BrandMark } from "../ui/brand-mark";

export function SocialLinks({
  className = "flex gap-2",
  tone = "dark",
}: {
  className?: string;
  tone?: "dark" | "light";
}) {
  const look =
    tone === "dark"
      ? "bg-white/5 text-slate-300 hover:bg-white/15 hover:text-white"
      : "bg-accent-soft text-accent hover:bg-accent-soft";
  return (
    <ul className={className}>
      {SITE.social.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`DocSleeve on ${s.name} (opens in a new tab)`}
            className={`social-link ${look}`}
          >
            <BrandMark name={s.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
