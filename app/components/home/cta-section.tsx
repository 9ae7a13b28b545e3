/** The closing call to action: Start Free Trial to /pricing, Contact Sales to /contact. */
import { ArrowRight, CircleCheck } from "../ui/icon";
import { Link } from "react-router";
import { HOME_CTA } from "../../content/cta";
import { usePromoLinks } from "../../lib/keep-promo";

export function CtaSection() {
  const link = usePromoLinks();
  return (
    <section id="get-started" aria-labelledby="cta-heading" className="pb-section">
      <div className="container-page">
        <div className="cta-panel">
          <div aria-hidden className="cta-glow-top" />
          <div aria-hidden className="cta-glow-bottom" />
          <h2 id="cta-heading" className="mx-auto max-w-2xl text-h2 font-bold tracking-tight text-balance text-white">
            {HOME_CTA.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-pretty text-brand-100">{HOME_CTA.body}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={link("/pricing")} className="btn cta-primary px-6">
              {HOME_CTA.primary}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to="/contact" className="btn cta-secondary px-6">
              {HOME_CTA.secondary}
            </Link>
          </div>
          <p className="mt-6 flex items-center justify-center gap-2 text-sm text-brand-100">
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            {HOME_CTA.note}
          </p>
        </div>
      </div>
    </section>
  );
}
