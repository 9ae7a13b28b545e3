/** The top of a use-case page: back link, industry icon and name (h1), lead and the industry illustration. */
import { ArrowLeft } from "../ui/icon";
import { Link } from "react-router";
import {
  USE_CASE_IMAGE_HEIGHT,
  USE_CASE_IMAGE_WIDTH,
  USE_CASE_PAGE,
  useCaseImage,
  type UseCase,
} from "../../content/use-cases";
import { ContentIcon } from "../ui/content-icon";
import { USE_CASE_ACCENT } from "./accent";

export function UseCaseHero({ useCase }: { useCase: UseCase }) {
  return (
    <section className="bg-surface-brand">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <Link
            to="/use-cases"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {USE_CASE_PAGE.backLink}
          </Link>
          <div className="mt-6 flex items-center gap-4">
            <span
              className={`inline-flex size-14 shrink-0 items-center justify-center rounded-2xl shadow-card ${USE_CASE_ACCENT[useCase.color]}`}
            >
              <ContentIcon name={useCase.icon} className="size-7" />
            </span>
            <h1 className="text-h1 font-bold tracking-tight">{useCase.title}</h1>
          </div>
          <p className="mt-5 max-w-2xl text-lead text-ink-muted">{useCase.lead}</p>
        </div>
        <img
          src={useCaseImage(useCase.id)}
          alt=""
          width={USE_CASE_IMAGE_WIDTH}
          height={USE_CASE_IMAGE_HEIGHT}
          // The page's largest paint: fetched first, ahead of the font.
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-lg rounded-card border border-line bg-surface shadow-card"
        />
      </div>
    </section>
  );
}
