/**
 * /use-cases/:id: one industry's page. The six known ids are prerendered. An unknown
 * id shows the use-case grid by design, but answers 404 with robots "noindex" so that search
 * engines do not index an endless set of duplicate grids.
 */
import { data } from "react-router";
import { UseCaseDetail } from "../components/use-cases/use-case-detail";
import { UseCasesIndex } from "../components/use-cases/use-cases-index";
import { USE_CASE_PAGE, findUseCase } from "../content/use-cases";
import { pageMeta } from "../seo/meta";
import { shareImageAlt, shareImagePath } from "../seo/share-image";
import type { Route } from "./+types/use-case-detail";

/** `{ id }` of a known use case; `{ id: null }` with status 404 for anything else. */
export function loader({ params }: Route.LoaderArgs) {
  const useCase = findUseCase(params.id);
  return data({ id: useCase?.id ?? null }, { status: useCase ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const useCase = findUseCase(params.id ?? "");
  if (!useCase) {
    const index = {
      title: USE_CASE_PAGE.indexTitle,
      description: USE_CASE_PAGE.indexMetaDescription,
      path: "/use-cases",
    };
    return pageMeta(matches, { ...index, noindex: true });
  }
  return pageMeta(matches, {
    title: useCase.metaTitle,
    description: useCase.metaDescription,
    path: `/use-cases/${useCase.id}`,
    image: { path: shareImagePath("use-cases", useCase.id), alt: shareImageAlt(useCase.metaTitle) },
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const useCase = loaderData.id ? findUseCase(loaderData.id) : undefined;
  return useCase ? <UseCaseDetail useCase={useCase} /> : <UseCasesIndex unknownTopic />;
}
