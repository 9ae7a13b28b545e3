/** /privacy-policy: document page rendered from app/content/legal. */
import { DocPageView } from "../components/docs/doc-page-view";
import { PRIVACY } from "../content/legal";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: PRIVACY.metaTitle, description: PRIVACY.metaDescription, path: "/privacy-policy" });

export default function Page() {
  return <DocPageView page={PRIVACY} />;
}
