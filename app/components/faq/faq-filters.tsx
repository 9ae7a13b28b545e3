/**
 * The FAQ page's category filters: native radio inputs (components/ui/filter-radios.tsx), one checked at a
 * time, All by default. They work on the first press, before the app has loaded and without script: the
 * page's `[data-filter-scope]` hides the other categories with CSS until React renders only the chosen one.
 */
import { FAQ_CATEGORIES, FAQ_PAGE_UI, type FaqFilter } from "../../content/faq";
import { FilterRadios } from "../ui/filter-radios";

/** The radios' `name`. */
export const FAQ_FILTER_NAME = "faq-category";

export function FaqFilters({ onChange }: { onChange: (filter: FaqFilter) => void }) {
  return (
    <FilterRadios
      name={FAQ_FILTER_NAME}
      label={FAQ_PAGE_UI.filterGroup}
      choices={FAQ_CATEGORIES}
      onChange={onChange}
      className="flex flex-wrap gap-2"
      choiceClassName="btn min-h-10 rounded-full border border-line bg-surface px-4 py-2 text-sm text-ink-muted hover:border-accent-line hover:bg-accent-soft hover:text-accent has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-checked:shadow-sm has-checked:hover:bg-brand-700"
    />
  );
}
