/**
 * The tinted heading band at the top of a marketing page: an optional eyebrow badge, the page's only
 * <h1>, a lead paragraph and optional extra content (actions, breadcrumbs) below.
 */
import type { ReactNode } from "react";

/** Props of PageHero; `children` render under the lead paragraph. */
export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Rendered above the eyebrow (e.g. a breadcrumb or a back link). */
  before?: ReactNode;
  children?: ReactNode;
  /** Centre the text (index pages) instead of aligning it left. */
  centered?: boolean;
}

export function PageHero({ eyebrow, title, lead, before, children, centered = false }: PageHeroProps) {
  const align = centered ? "items-center text-center" : "items-start";
  return (
    <section className="relative overflow-hidden bg-surface-brand">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-accent-soft blur-3xl sm:size-96"
      />
      <div className={`container-page relative flex flex-col py-14 sm:py-20 ${align}`}>
        {before}
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={`max-w-3xl text-h1 font-bold tracking-tight ${eyebrow ? "mt-4" : ""}`}>{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lead text-ink-muted">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
