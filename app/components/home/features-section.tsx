/** The first six of the fifteen features (in their display order), with Show More to /features. */
import { ArrowRight } from "../ui/icon";
import { Link } from "react-router";
import { FEATURES, FEATURES_SECTION } from "../../content/features";
import { HOME_UI } from "../../content/home";
import { ContentIcon } from "../ui/content-icon";
import { SectionHeading } from "./section-heading";

/** How many features the home page shows; the rest are on /features. */
const HOME_FEATURE_COUNT = 6;

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="py-section">
      <div className="container-page">
        <SectionHeading id="features-heading" {...FEATURES_SECTION} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.slice(0, HOME_FEATURE_COUNT).map((feature) => (
            <li key={feature.id} className="group card feature-card">
              <span className="feature-icon">
                <ContentIcon name={feature.icon} />
              </span>
              <h3 className="mt-5 text-h3 font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{feature.summary}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/features" className="btn btn-secondary px-6">
            {HOME_UI.featuresShowMore}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
