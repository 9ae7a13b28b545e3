/**
 * The category filter of /integrations: All / Storage / Productivity as native radio inputs
 * (components/ui/filter-radios.tsx), All by default, plus a polite live line with the number of results
 * so screen-reader users hear what a filter did. Before the app has hydrated (and without script) the
 * line holds every filter's count and CSS shows the checked one's (`data-filter-count`, app/styles/app.css).
 */
import {
  INTEGRATIONS_PAGE,
  INTEGRATION_FILTERS,
  integrationsFor,
  type IntegrationFilter,
} from "../../content/integrations";
import { FilterRadios, filterToken } from "../ui/filter-radios";

/** The radios' `name`. */
export const INTEGRATION_FILTER_NAME = "integration-category";

/** Props: the filters whose counts the live line holds (the active one once hydrated, else all) and the change handler. */
export interface IntegrationFiltersProps {
  counts: readonly IntegrationFilter[];
  onChange: (filter: IntegrationFilter) => void;
}

export function IntegrationFilters({ counts, onChange }: IntegrationFiltersProps) {
  return (
    <div className="flex flex-col items-center gap-4">
      <FilterRadios
        name={INTEGRATION_FILTER_NAME}
        label={INTEGRATIONS_PAGE.filterGroupLabel}
        choices={INTEGRATION_FILTERS}
        onChange={onChange}
        className="inline-flex flex-wrap justify-center gap-1 rounded-full border border-line bg-surface p-1 shadow-card"
        choiceClassName="min-h-11 rounded-full px-5 text-sm font-semibold text-ink-muted transition-colors hover:bg-accent-soft hover:text-accent has-checked:bg-brand-600 has-checked:text-white has-checked:shadow-sm"
      />
      <p aria-live="polite" className="text-sm text-ink-subtle">
        {counts.map((filter) => {
          const count = integrationsFor(filter).length;
          return (
            <span key={filter} data-filter-count={filterToken(filter)}>
              {count} {count === 1 ? INTEGRATIONS_PAGE.resultSingular : INTEGRATIONS_PAGE.resultPlural}
            </span>
          );
        })}
      </p>
    </div>
  );
}
