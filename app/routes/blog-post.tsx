/**
 * /blog/:blogUrl: one published post with its SEO in the server-rendered HTML (title, meta
 * description and keywords from the post, Open Graph article tags, JSON-LD BlogPosting). An unknown or
 * unpublished post answers 404 and shows the error message, then sends the visitor to /blog (also
 * before the page has hydrated: components/blog/unknown-post.tsx).
 */
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { PostArticle } from "../components/blog/post-article";
import { UnknownPost } from "../components/blog/unknown-post";
import { JsonLd } from "../components/ui/json-ld";
import { BLOG_PAGE } from "../content/blog";
import { errorMessageOf, GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { usePublicEnv } from "../lib/public-env";
import { articleMeta, blogPostingJsonLd, postPath, rssAlternate } from "../seo/blog";
import { pageMeta, publicUrlFrom } from "../seo/meta";
import { shareImageAlt, shareImagePath } from "../seo/share-image";
import { attachmentsOf, findPublishedPost } from "../server/blog.server";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = context ? await findPublishedPost(context.services.db, params.blogUrl) : undefined;
  if (!post) throw data({ message: GENERIC_ERROR_MESSAGE }, { status: 404 });
  return { post, attachments: attachmentsOf(post.description) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // Without data the ErrorBoundary renders and sets its own title and robots tags.
  if (!loaderData) return [];
  const { post } = loaderData;
  return pageMeta(matches, {
    title: post.meta_title,
    description: post.meta_description,
    path: postPath(post.blog_url),
    image: { path: shareImagePath("blog", post.blog_url), alt: shareImageAlt(post.title) },
    type: "article",
    extra: [...articleMeta(post), rssAlternate(publicUrlFrom(matches), BLOG_PAGE.feedTitle)],
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { publicUrl } = usePublicEnv();
  return (
    <>
      <PostArticle post={loaderData.post} attachments={loaderData.attachments} />
      <JsonLd data={blogPostingJsonLd(loaderData.post, publicUrl)} />
    </>
  );
}

/** An unknown post (404) or a failed read: the server's message when it gave one, else the generic one. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <UnknownPost message={isRouteErrorResponse(error) ? errorMessageOf(error.data) : GENERIC_ERROR_MESSAGE} />;
}
