/**
 * A use-case page (/use-cases/:id): lead, description, key features, key benefits,
 * customer story, conclusion and a button to /pricing.
 */
import { CircleCheck, Sparkles } from "../ui/icon";
import { USE_CASE_PAGE, type UseCase } from "../../content/use-cases";
import { CustomerStory } from "./customer-story";
import { PointGrid } from "./point-grid";
import { UseCaseConclusion } from "./use-case-cta";
import { UseCaseHero } from "./use-case-hero";

export function UseCaseDetail({ useCase }: { useCase: UseCase }) {
  return (
    <article>
      <UseCaseHero useCase={useCase} />
      <section aria-labelledby="overview" className="container-page py-section">
        <h2 id="overview" className="text-h2 font-bold tracking-tight">
          {USE_CASE_PAGE.overviewHeading}
        </h2>
        <div className="mt-6 grid gap-6 text-lg leading-relaxed text-ink-muted lg:grid-cols-2 lg:gap-12">
          {useCase.desc.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>
      <PointGrid
        id="key-features"
        heading={USE_CASE_PAGE.keyFeaturesHeading}
        points={useCase.features}
        icon={Sparkles}
        tinted
      />
      <PointGrid
        id="key-benefits"
        heading={USE_CASE_PAGE.keyBenefitsHeading}
        points={useCase.benefits}
        icon={CircleCheck}
      />
      <CustomerStory story={useCase.story} />
      <UseCaseConclusion conclusion={useCase.conclusion} />
    </article>
  );
}
