/** /refund-policy: document page rendered from app/content/legal. */
import { DocPageView } from "../components/docs/doc-page-view";
import { REFUND } from "../content/legal";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/refund-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: REFUND.metaTitle, description: REFUND.metaDescription, path: "/refund-policy" });

export default function Page() {
  return <DocPageView page={REFUND} />;
}
