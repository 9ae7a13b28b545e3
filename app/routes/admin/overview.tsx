/** `/admin`: the console's overview (every role): this week's figures for the operator's sections. */
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/overview";
import { overviewFigures } from "../../../server/analytics/overview";
import { ROLE_LABELS, sectionsFor } from "../../domain/admin-access";
import { PageHeader } from "../../components/admin/page-header";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta("Overview");

export async function loader(args: Route.LoaderArgs) {
  const { operator, services } = await requireOperator(args, "overview");
  const figures = await overviewFigures(services.db, operator.role, services.clock());
  const sections = sectionsFor(operator.role).filter((section) => section.key !== "overview");
  return { role: operator.role, figures, sections: sections.map(({ path, label }) => ({ path, label })) };
}

export default function Overview() {
  const { role, figures, sections } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Overview" description={`Signed in as ${ROLE_LABELS[role]}.`} />
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          Figures
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((figure) => (
            <li key={figure.label}>
              <Link
                to={figure.href}
                className="block rounded-lg border border-line bg-surface p-4 hover:border-accent-line"
              >
                <span className="block text-sm text-ink-muted">{figure.label}</span>
                <span className="mt-1 block text-3xl font-bold tabular-nums">{figure.value}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sections-heading" className="mt-8">
        <h2 id="sections-heading" className="text-lg font-semibold">
          Your sections
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                className="inline-block rounded-md border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-accent hover:bg-accent-soft"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
