/** One panel of the billing page: a section named by its heading. */
import type { ReactNode } from "react";

/** Props: the heading's id (the section's name) and text, and the panel's content. */
export function BillingSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    // scroll-mt: a post answered at `#<section>` (the users' price) lands below the sticky header.
    <section aria-labelledby={id} className="mt-8 scroll-mt-24 rounded-xl border border-line bg-surface p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
