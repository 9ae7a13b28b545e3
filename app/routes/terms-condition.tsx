/** /terms-condition: document page rendered from app/content/legal. */
import { DocPageView } from "../components/docs/doc-page-view";
import { TERMS } from "../content/legal";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/terms-condition";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: TERMS.metaTitle, description: TERMS.metaDescription, path: "/terms-condition" });

export default function Page() {
  return <DocPageView page={TERMS} />;
}
