/**
 * The FAQ page's category filters: toggle buttons with aria-pressed, one active at a
 * time. They need the app, so with scripting off they are not shown (the page then lists every entry).
 */
import { FAQ_CATEGORIES, FAQ_PAGE_UI, type FaqFilter } from "../../content/faq";

export function FaqFilters({ active, onChange }: { active: FaqFilter; onChange: (filter: FaqFilter) => void }) {
  return (
    <div role="group" aria-label={FAQ_PAGE_UI.filterGroup} className="flex flex-wrap gap-2 [@media(scripting:none)]:hidden">
      {FAQ_CATEGORIES.map((category) => {
        const pressed = category === active;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
            className={`btn min-h-10 rounded-full px-4 py-2 text-sm ${
              pressed
                ? "bg-brand-600 text-white shadow-sm hover:bg-brand-700"
                : "border border-line bg-surface text-ink-muted hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700"
            }`}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
