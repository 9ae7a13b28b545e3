/** The detail view's breadcrumb: "INTEGRATIONS / {name}", the first part linking to /integrations. */
import { Link } from "react-router";
import { INTEGRATIONS_PAGE } from "../../content/integrations";

export function IntegrationBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label={INTEGRATIONS_PAGE.breadcrumbLabel}>
      <ol className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide">
        <li>
          <Link to="/integrations" className="text-accent hover:underline">
            {INTEGRATIONS_PAGE.breadcrumbRoot}
          </Link>
        </li>
        <li aria-hidden className="text-ink-subtle">
          /
        </li>
        <li aria-current="page" className="text-ink-muted">
          {name}
        </li>
      </ol>
    </nav>
  );
}
