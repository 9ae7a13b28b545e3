/**
 * The integration detail view (/integrations/:route): breadcrumb, "{name} Integration",
 * header line, Back to Integrations, both logos, the description with its bold parts, "Using this
 * integration, you can:" and "Streamlined Document Management" (its body omitted when the summary is
 * empty, as for Google Calendar).
 */
import { ArrowLeft, FolderSync } from "../ui/icon";
import { Link } from "react-router";
import { INTEGRATIONS_PAGE, type Integration } from "../../content/integrations";
import { CheckList } from "../ui/check-list";
import { IntegrationBreadcrumb } from "./integration-breadcrumb";
import { IntegrationLogos } from "./integration-logos";
import { RichText } from "./rich-text";

export function IntegrationDetail({ integration }: { integration: Integration }) {
  return (
    <article>
      <section className="bg-surface-brand">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
          <div>
            <IntegrationBreadcrumb name={integration.name} />
            <h1 className="mt-5 text-h1 font-bold tracking-tight">
              {integration.name} {INTEGRATIONS_PAGE.detailTitleSuffix}
            </h1>
            <p className="mt-5 max-w-2xl text-lead text-ink-muted">{integration.headerLine}</p>
            <Link to="/integrations" className="btn btn-secondary mt-8">
              <ArrowLeft aria-hidden className="size-4" />
              {INTEGRATIONS_PAGE.back}
            </Link>
          </div>
          <IntegrationLogos integration={integration} />
        </div>
      </section>
      <div className="container-page grid gap-10 py-section lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div>
          <p className="text-lead text-ink-muted">
            <RichText text={integration.detailDescription} />
          </p>
          <h2 className="mt-10 text-h3 font-bold">{INTEGRATIONS_PAGE.capabilitiesHeading}</h2>
          <CheckList items={integration.capabilities} className="mt-5 space-y-3" />
        </div>
        <section aria-labelledby="streamlined" className="card self-start bg-surface-muted p-6 sm:p-8">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
            <FolderSync aria-hidden className="size-6" />
          </span>
          <h2 id="streamlined" className="mt-4 text-h3 font-bold">
            {INTEGRATIONS_PAGE.streamlinedHeading}
          </h2>
          {integration.streamlinedSummary ? (
            <p className="mt-4 leading-relaxed text-ink-muted">{integration.streamlinedSummary}</p>
          ) : null}
        </section>
      </div>
    </article>
  );
}
