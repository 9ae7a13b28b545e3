/**
 * Links to the company's social profiles (from site settings), as labelled icons. The glyphs are simple
 * monochrome marks drawn for this site (lucide no longer ships brand icons).
 */
import { SITE, type SocialNetwork } from "../../content/site-settings";

const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  LinkedIn: (
    <>
      <rect x="3" y="9" width="4" height="12" rx="0.5" />
      <circle cx="5" cy="5" r="2.2" />
      <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.4 0 4.2 2.2 4.2 5.2V21h-4v-6.3c0-1.5-.3-2.8-1.9-2.8-1.7 0-2.1 1.2-2.1 2.8V21h-4z" />
    </>
  ),
  X: <path d="M4 3h4.6l4.2 5.9L17.9 3H20.5l-6.5 7.6L21 21h-4.6l-4.5-6.4L6.4 21H3.8l6.9-8z" />,
  Facebook: (
    <path d="M14 8.5V6.8c0-.9.6-1.3 1.3-1.3H17V2.2L14.7 2C11.8 2 10.5 3.7 10.5 6.4v2.1H8V12h2.5v10H14V12h2.7l.4-3.5z" />
  ),
  YouTube: (
    <path d="M22 8.2c-.2-1.7-1-2.9-2.9-3.1C16.5 4.8 12 4.8 12 4.8s-4.5 0-7.1.3C3 5.3 2.2 6.5 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.7 1 2.9 2.9 3.1 2.6.3 7.1.3 7.1.3s4.5 0 7.1-.3c1.9-.2 2.7-1.4 2.9-3.1.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15.3V8.7l5.7 3.3z" />
  ),
};

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
            className={`inline-flex size-10 items-center justify-center rounded-full ${look}`}
          >
            <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className="size-4">
              {GLYPHS[s.name]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
