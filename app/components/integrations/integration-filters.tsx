/**
 * The category filter of /integrations: All / Storage / Productivity as toggle
 * buttons (aria-pressed marks the active one), plus a polite live line with the number of results so
 * screen-reader users hear what a filter did.
 */
import { INTEGRATIONS_PAGE, INTEGRATION_FILTERS, type IntegrationFilter } from "../../content/integrations";

/** Props: the active filter, the number of integrations it shows, and the change handler. */
export interface IntegrationFiltersProps {
  active: IntegrationFilter;
  count: number;
  onChange: (filter: IntegrationFilter) => void;
}

export function IntegrationFilters({ active, count, onChange }: IntegrationFiltersProps) {
  const noun = count === 1 ? INTEGRATIONS_PAGE.resultSingular : INTEGRATIONS_PAGE.resultPlural;
  return (
    <div className="flex flex-col items-center gap-4">
      <div role="group" aria-label={INTEGRATIONS_PAGE.filterGroupLabel} className="inline-flex flex-wrap justify-center gap-1 rounded-full border border-line bg-white p-1 shadow-card">
        {INTEGRATION_FILTERS.map((filter) => {
          const pressed = filter === active;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(filter)}
              className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
                pressed ? "bg-brand-600 text-white shadow-sm" : "text-ink-muted hover:bg-brand-50 hover:text-brand-700"
              }`}
            >
              {filter}
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="text-sm text-ink-subtle">
        {count} {noun}
      </p>
    </div>
  );
}
