/** /features: all 15 product features, with a Back button to the home page. */
import { ArrowLeft } from "../components/ui/icon";
import { Link } from "react-router";
import { ContentIcon } from "../components/ui/content-icon";
import { FEATURES, FEATURES_PAGE, FEATURES_SECTION } from "../content/features";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/features";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: FEATURES_PAGE.title,
    description:
      "Document tagging, due date reminders, audit trail, cloud integrations, e-signature, templates and more: all 15 DocSleeve features in one place.",
    path: "/features",
  });

export default function Page() {
  return (
    <>
      <section className="bg-surface-brand">
        <div className="container-page py-14 sm:py-20">
          <div className="mb-8">
            <Link to="/" className="btn btn-secondary">
              <ArrowLeft aria-hidden className="size-4" /> {FEATURES_PAGE.back}
            </Link>
          </div>
          <p className="eyebrow">{FEATURES_PAGE.title}</p>
          <h1 className="mt-4 max-w-3xl text-h1 font-bold tracking-tight">{FEATURES_SECTION.heading}</h1>
          <p className="mt-5 max-w-2xl text-lead text-ink-muted">{FEATURES_SECTION.subheading}</p>
        </div>
      </section>
      <section aria-label="All features" className="container-page py-section">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.id} id={feature.id} className="card scroll-mt-24 p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <ContentIcon name={feature.icon} />
              </span>
              <h2 className="mt-5 text-h3 font-semibold">{feature.title}</h2>
              <p className="mt-2 leading-relaxed text-ink-muted">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
