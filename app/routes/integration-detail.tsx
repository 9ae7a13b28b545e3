/**
 * /integrations/:route: one integration's detail view, with its own shareable, indexable URL.
 * The five known routes are prerendered. An unknown name shows the Google Drive text by
 * design; its canonical link points at /integrations/google-drive so that search engines
 * index the text once.
 */
import { IntegrationDetail } from "../components/integrations/integration-detail";
import { INTEGRATIONS_PAGE, findIntegration } from "../content/integrations";
import { pageMeta } from "../seo/meta";
import { shareImageAlt, shareImagePath } from "../seo/share-image";
import type { Route } from "./+types/integration-detail";

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const integration = findIntegration(params.route);
  return pageMeta(matches, {
    title: `${integration.name} ${INTEGRATIONS_PAGE.detailTitleSuffix}`,
    description: integration.description,
    path: `/integrations/${integration.route}`,
    image: {
      path: shareImagePath("integrations", integration.route),
      alt: shareImageAlt(`${integration.name} integration`),
    },
  });
};

export default function Page({ params }: Route.ComponentProps) {
  return <IntegrationDetail integration={findIntegration(params.route)} />;
}
