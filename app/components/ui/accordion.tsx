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
            className="group accordion-item"
          >
            <summary className="accordion-summary">
              <Heading>{item.title}</Heading>
              <span aria-hidden className="accordion-toggle">
                <Plus className="size-4" strokeWidth={2.5} />
              </span>
            </summary>
            {/* Focusable so keyboard users can scroll a long answer (WCAG 2.1.1). */}
            <div tabIndex={0} className="accordion-panel">
              {item.content}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
