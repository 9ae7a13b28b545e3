/**
 * The use-cases index: heading and the six industry cards. Also rendered for an
 * unknown /use-cases/:id (the grid is shown there by design), with a short notice above it.
 */
import { USE_CASES, USE_CASES_SECTION, USE_CASE_PAGE } from "../../content/use-cases";
import { PageHero } from "../ui/page-hero";
import { UseCaseCard } from "./use-case-card";

/** Props: `unknownTopic` adds the "could not find that use case" notice. */
export function UseCasesIndex({ unknownTopic = false }: { unknownTopic?: boolean }) {
  return (
    <>
      <PageHero
        eyebrow={USE_CASES_SECTION.eyebrow}
        title={USE_CASES_SECTION.heading}
        lead={USE_CASES_SECTION.subheading}
        centered
      >
        {unknownTopic ? (
          <p className="mt-6 rounded-control border border-accent-line bg-surface px-4 py-3 text-sm font-medium text-ink">
            {USE_CASE_PAGE.unknownNotice}
          </p>
        ) : null}
      </PageHero>
      <section aria-label={USE_CASES_SECTION.eyebrow} className="container-page py-section">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {USE_CASES.map((useCase, i) => (
            <li key={useCase.id}>
              <UseCaseCard useCase={useCase} priority={i === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
