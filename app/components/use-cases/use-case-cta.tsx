/** The close of a use-case page: the conclusion and a call to action to /pricing. */
import { ArrowRight } from "../ui/icon";
import { Link } from "react-router";
import { USE_CASE_PAGE } from "../../content/use-cases";
import { usePromoLinks } from "../../lib/keep-promo";

export function UseCaseConclusion({ conclusion }: { conclusion: string }) {
  const link = usePromoLinks();
  return (
    <section aria-labelledby="conclusion">
      <div className="container-page grid gap-10 py-section lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="conclusion" className="text-h2 font-bold tracking-tight">
            {USE_CASE_PAGE.conclusionHeading}
          </h2>
          <p className="mt-5 text-lead text-ink-muted">{conclusion}</p>
        </div>
        <div className="rounded-card bg-brand-600 p-8 text-white shadow-raised sm:p-10">
          <p className="text-h3 font-bold">{USE_CASE_PAGE.ctaHeading}</p>
          <p className="mt-3 leading-relaxed text-brand-50">{USE_CASE_PAGE.ctaText}</p>
          <Link to={link("/pricing")} className="btn mt-7 bg-white text-brand-700 hover:bg-brand-50">
            {USE_CASE_PAGE.ctaButton}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
