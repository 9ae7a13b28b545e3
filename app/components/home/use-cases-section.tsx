/** The six industry use cases, each card linking to /use-cases/<id>. */
import { ArrowRight } from "../ui/icon";
import { Link } from "react-router";
import { USE_CASES, USE_CASES_SECTION } from "../../content/use-cases";
import { ContentIcon } from "../ui/content-icon";
import { SectionHeading } from "./section-heading";

/** Intrinsic size of the pictures in public/images/use-cases (px). */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 320;

export function UseCasesSection() {
  return (
    <section id="use-cases" aria-labelledby="use-cases-heading" className="bg-surface-muted py-section">
      <div className="container-page">
        <SectionHeading id="use-cases-heading" {...USE_CASES_SECTION} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {USE_CASES.map((useCase) => (
            <li key={useCase.id} className="group card case-card">
              <img
                src={`/images/use-cases/${useCase.id}.svg`}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-auto w-full border-b border-line bg-surface-brand"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="flex items-center gap-2.5 text-h3 font-semibold text-ink">
                  <ContentIcon name={useCase.icon} className="size-5 text-accent" />
                  {useCase.title}
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{useCase.cardSummary}</p>
                <Link to={`/use-cases/${useCase.id}`} className="case-link">
                  {USE_CASES_SECTION.cardLink}
                  <span className="sr-only">: {useCase.title}</span>
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
