/** An integration card: logo, name, status, users, category, description and "View More" to its detail view. */
import { ArrowRight, Users } from "../ui/icon";
import { Link } from "react-router";
import { INTEGRATIONS_PAGE, type Integration } from "../../content/integrations";

export function IntegrationCard({ integration }: { integration: Integration }) {
  const headingId = `integration-${integration.route}`;
  return (
    <article aria-labelledby={headingId} className="card group flex h-full flex-col p-6">
      <div className="flex items-start justify-between gap-4">
        {/* The logo artwork carries its own rounded tile. */}
        <img src={integration.logo} alt="" width={64} height={64} className="size-14 rounded-[22%] shadow-card" />
        <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-2.5 py-1 text-xs font-semibold text-success">
          <span aria-hidden className="size-1.5 rounded-full bg-success" />
          {integration.status}
        </span>
      </div>
      <h2 id={headingId} className="mt-5 text-h3 font-semibold">
        {integration.name}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-ink-subtle">
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden className="size-4" />
          {integration.users}
        </span>
        <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
          <span className="sr-only">{INTEGRATIONS_PAGE.categoryLabel}: </span>
          {integration.category}
        </span>
      </p>
      <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{integration.description}</p>
      <Link to={`/integrations/${integration.route}`} className="btn btn-secondary mt-6 self-start">
        {INTEGRATIONS_PAGE.viewMore}
        <span className="sr-only"> about {integration.name}</span>
        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </article>
  );
}
