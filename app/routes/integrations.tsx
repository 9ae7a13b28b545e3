/**
 * /integrations: "Powerful Integrations" with the All / Storage / Productivity filter. The filter is a set
 * of radio inputs that works on the first press, before the app loads and without script (CSS hides the
 * other cards, `data-filter-*` in app/styles/app.css); once hydrated, React renders only the chosen cards.
 */
import { useRef } from "react";
import { IntegrationCard } from "../components/integrations/integration-card";
import { INTEGRATION_FILTER_NAME, IntegrationFilters } from "../components/integrations/integration-filters";
import { filterToken, useFilterChoice } from "../components/ui/filter-radios";
import { useHydrated } from "../lib/use-hydrated";
import { PageHero } from "../components/ui/page-hero";
import {
  INTEGRATIONS,
  INTEGRATIONS_PAGE,
  INTEGRATION_FILTERS,
  integrationsFor,
  type IntegrationFilter,
} from "../content/integrations";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/integrations";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: INTEGRATIONS_PAGE.heading,
    description:
      "Connect DocSleeve to Google Drive, Dropbox, Box, OneDrive and Google Calendar: approved client documents sync to your storage and deadlines reach your calendar.",
    path: "/integrations",
  });

export default function Page() {
  const scopeRef = useRef<HTMLElement>(null);
  const [filter, setFilter] = useFilterChoice<IntegrationFilter>(scopeRef, INTEGRATION_FILTER_NAME, "All");
  const hydrated = useHydrated();
  const shown = hydrated ? integrationsFor(filter) : INTEGRATIONS;
  return (
    <>
      <PageHero
        eyebrow={INTEGRATIONS_PAGE.eyebrow}
        title={INTEGRATIONS_PAGE.heading}
        lead={INTEGRATIONS_PAGE.subheading}
        centered
      />
      <section
        ref={scopeRef}
        data-filter-scope=""
        aria-label={INTEGRATIONS_PAGE.heading}
        className="container-page py-section"
      >
        <IntegrationFilters counts={hydrated ? [filter] : INTEGRATION_FILTERS} onChange={setFilter} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((integration) => (
            <li key={integration.route} data-filter-item={filterToken(integration.category)}>
              <IntegrationCard integration={integration} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
