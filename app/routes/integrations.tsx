/** /integrations: "Powerful Integrations" with the All / Storage / Productivity filter. */
import { useState } from "react";
import { IntegrationCard } from "../components/integrations/integration-card";
import { IntegrationFilters } from "../components/integrations/integration-filters";
import { PageHero } from "../components/ui/page-hero";
import { INTEGRATIONS_PAGE, integrationsFor, type IntegrationFilter } from "../content/integrations";
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
  const [filter, setFilter] = useState<IntegrationFilter>("All");
  const shown = integrationsFor(filter);
  return (
    <>
      <PageHero eyebrow={INTEGRATIONS_PAGE.eyebrow} title={INTEGRATIONS_PAGE.heading} lead={INTEGRATIONS_PAGE.subheading} centered />
      <section aria-label={INTEGRATIONS_PAGE.heading} className="container-page py-section">
        <IntegrationFilters active={filter} count={shown.length} onChange={setFilter} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((integration) => (
            <li key={integration.route}>
              <IntegrationCard integration={integration} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
