/** A use-case card: illustration, icon, industry, summary and "Learn More" to /use-cases/{id}. */
import { ArrowRight } from "../ui/icon";
import { Link } from "react-router";
import {
  USE_CASES_SECTION,
  USE_CASE_IMAGE_HEIGHT,
  USE_CASE_IMAGE_WIDTH,
  useCaseImage,
  type UseCase,
} from "../../content/use-cases";
import { ContentIcon } from "../ui/content-icon";
import { USE_CASE_ACCENT } from "./accent";

/** `priority`: the first card, whose picture is the largest paint on a phone: load it at once, not lazily. */
export function UseCaseCard({ useCase, priority = false }: { useCase: UseCase; priority?: boolean }) {
  const headingId = `use-case-${useCase.id}`;
  return (
    <article aria-labelledby={headingId} className="card group flex h-full flex-col overflow-hidden">
      <div className="border-b border-line bg-surface-brand">
        <img
          src={useCaseImage(useCase.id)}
          alt=""
          width={USE_CASE_IMAGE_WIDTH}
          height={USE_CASE_IMAGE_HEIGHT}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="h-auto w-full"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span
            className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${USE_CASE_ACCENT[useCase.color]}`}
          >
            <ContentIcon name={useCase.icon} className="size-5" />
          </span>
          <h2 id={headingId} className="text-h3 font-semibold">
            {useCase.title}
          </h2>
        </div>
        <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{useCase.cardSummary}</p>
        <Link to={`/use-cases/${useCase.id}`} className="btn btn-secondary mt-6 self-start">
          {USE_CASES_SECTION.cardLink}
          <span className="sr-only"> about {useCase.title}</span>
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
