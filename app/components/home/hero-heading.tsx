/**
 * The hero's h1: "Smarter document" and the typed word. Screen readers get one sentence naming every
 * word (HERO_HEADING_ACCESSIBLE) and never hear the letters change; the animated text is aria-hidden.
 * The word sits on its own line with a height of one line even when empty, so typing and deleting never
 * move anything else on the page (no layout shift). React renders the first word; from then on the
 * typing script owns the text (hero-typing.ts), hence suppressHydrationWarning.
 */
import { HERO, HERO_HEADING_ACCESSIBLE, HERO_WORDS } from "../../content/hero";

export function HeroHeading({ id }: { id: string }) {
  return (
    <h1 id={id} className="mt-6 text-display font-extrabold tracking-tight text-ink">
      <span className="sr-only">{HERO_HEADING_ACCESSIBLE}</span>
      <span aria-hidden="true" className="block">
        <span className="block">{HERO.headingLead}</span>
        <span className="block min-h-[1lh] whitespace-nowrap text-accent">
          <span data-hero-word="" suppressHydrationWarning>
            {HERO_WORDS[0]}
          </span>
          <span className="ml-1 inline-block h-[0.85em] w-[0.08em] min-w-[3px] relative top-[0.1em] animate-pulse rounded-full bg-brand-500 motion-reduce:hidden" />
        </span>
      </span>
    </h1>
  );
}
