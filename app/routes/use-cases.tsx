/** /use-cases: the six industries DocSleeve serves. */
import { UseCasesIndex } from "../components/use-cases/use-cases-index";
import { USE_CASE_PAGE } from "../content/use-cases";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/use-cases";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: USE_CASE_PAGE.indexTitle,
    description: USE_CASE_PAGE.indexMetaDescription,
    path: "/use-cases",
  });

export default function Page() {
  return <UseCasesIndex />;
}
