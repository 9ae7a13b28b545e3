/**
 * A link that opens another site in a new tab: `rel="noopener noreferrer"` (the opened page gets no
 * handle on ours and no referrer), an arrow icon for sighted users and a spoken hint for screen-reader
 * users, so nobody is surprised by the new tab.
 */
import { ExternalLink } from "../ui/icon";
import type { ReactNode } from "react";

/** Props: the visible label is `children`; `hiddenSuffix` extends the accessible name only. */
export interface NewTabLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Read after the label, e.g. " to Document Collection (opens in a new tab)". */
  hiddenSuffix: string;
}

export function NewTabLink({ href, className, children, hiddenSuffix }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{hiddenSuffix}</span>
      <ExternalLink aria-hidden className="size-4" />
    </a>
  );
}
