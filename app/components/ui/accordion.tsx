/**
 * A disclosure accordion (WAI-ARIA APG pattern) with at most one panel open: each header is a
 * button with aria-expanded/aria-controls inside a heading; opening one closes the others and
 * clicking the open one closes it. Closed panels use `hidden`, so their text is still in the
 * server-rendered HTML for search engines. Used by the home page FAQ and the FAQ page.
 */
import { Plus } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";

/** One entry: a header line and the content it reveals. */
export interface AccordionItem {
  /** Unique within the accordion; also the anchor id of the entry. */
  id: string;
  /** Header text (the button's name). */
  title: string;
  /** What the panel shows. */
  content: ReactNode;
}

/** Accordion options. Pass `openId` + `onOpenChange` to control it, or `defaultOpenId` to let it keep its state. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Prefix for element ids, unique on the page (e.g. "home-faq"). */
  idPrefix: string;
  /** Level of the heading that wraps each button (keeps the page outline correct). */
  headingLevel?: 2 | 3 | 4;
  /** Initially open entry (uncontrolled use). */
  defaultOpenId?: string | null;
  /** The open entry (controlled use); null when all are closed. */
  openId?: string | null;
  /** Called with the entry that is now open, or null. */
  onOpenChange?: (id: string | null) => void;
  /** Classes for each panel's scroll box, e.g. a maximum height. */
  panelClassName?: string;
}

export function Accordion({ items, idPrefix, headingLevel = 3, defaultOpenId = null, openId, onOpenChange, panelClassName = "" }: AccordionProps) {
  const [internalOpen, setInternalOpen] = useState<string | null>(defaultOpenId);
  const open = openId !== undefined ? openId : internalOpen;
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";

  function toggle(id: string) {
    const next = open === id ? null : id;
    setInternalOpen(next);
    onOpenChange?.(next);
  }

  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const isOpen = item.id === open;
        const buttonId = `${idPrefix}-${item.id}-button`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <li
            key={item.id}
            id={`${idPrefix}-${item.id}`}
            className={`scroll-mt-24 rounded-card border bg-surface transition-[border-color,box-shadow] ${isOpen ? "border-brand-200 shadow-card" : "border-line hover:border-brand-200"}`}
          >
            <Heading className="text-base sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-card px-5 py-4 text-left font-semibold text-ink sm:px-6 sm:py-5"
              >
                <span>{item.title}</span>
                <span
                  aria-hidden
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full transition-[transform,background-color] duration-200 ${isOpen ? "rotate-45 bg-brand-600 text-white" : "bg-brand-50 text-brand-700"}`}
                >
                  <Plus className="size-4" strokeWidth={2.5} />
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              <ScrollBox open={isOpen} className={panelClassName}>
                {item.content}
              </ScrollBox>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The panel body. When its content is taller than the box (a max height), it scrolls inside and
 * becomes focusable so keyboard users can scroll it too (WCAG 2.1.1).
 */
function ScrollBox({ open, className, children }: { open: boolean; className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (open && box) setScrollable(box.scrollHeight > box.clientHeight + 1);
  }, [open, children]);
  return (
    <div ref={ref} tabIndex={scrollable ? 0 : undefined} className={`px-5 pb-5 leading-relaxed text-ink-muted sm:px-6 sm:pb-6 ${className}`}>
      {children}
    </div>
  );
}
