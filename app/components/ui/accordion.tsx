/**
 * The site's disclosure accordion (the home page FAQ and the FAQ page), on native `<details name>`:
 * the browser keeps one entry of a group open (opening one closes the others of the same `name`, across
 * several lists too), a click or Enter on the open one closes it, and all of it works before the page
 * has hydrated and with JavaScript off. Closed answers stay in the server-rendered HTML for search
 * engines and find-in-page. Answers taller than the panel's maximum height scroll inside.
 */
import { Plus } from "./icon";
import type { ReactNode } from "react";

/** One entry: a header line and the content it reveals. */
export interface AccordionItem {
  /** Unique within the group; the entry's element id is `<name>-<id>`. */
  id: string;
  /** Header text (the summary's name). */
  title: string;
  /** What the panel shows. */
  content: ReactNode;
}

/** Accordion options. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The exclusive group (`<details name>`) and the prefix of element ids, unique on the page (e.g. "home-faq"). */
  name: string;
  /** Level of the heading inside each summary (keeps the page outline correct). */
  headingLevel?: 2 | 3 | 4;
  /** The entry open in the server HTML, if any. */
  defaultOpenId?: string | null;
}

/** The `<details>` element id of an entry. */
export function accordionEntryId(name: string, id: string): string {
  return `${name}-${id}`;
}

export function Accordion({ items, name, headingLevel = 3, defaultOpenId = null }: AccordionProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <details
            id={accordionEntryId(name, item.id)}
            name={name}
            open={item.id === defaultOpenId}
            className="group scroll-mt-24 rounded-card border border-line bg-surface transition-[border-color,box-shadow] hover:border-accent-line open:border-accent-line open:shadow-card"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-base font-semibold text-ink sm:px-6 sm:py-5 sm:text-lg [&::-webkit-details-marker]:hidden">
              <Heading>{item.title}</Heading>
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent transition-[transform,background-color] duration-200 group-open:rotate-45 group-open:bg-brand-600 group-open:text-white"
              >
                <Plus className="size-4" strokeWidth={2.5} />
              </span>
            </summary>
            {/* Focusable so keyboard users can scroll a long answer (WCAG 2.1.1). */}
            <div
              tabIndex={0}
              className="max-h-[400px] overflow-y-auto px-5 pb-5 leading-relaxed text-ink-muted sm:px-6 sm:pb-6"
            >
              {item.content}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
