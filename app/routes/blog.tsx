/**
 * /blog: published posts, newest first, 9 per page; the page is in the URL (`?page=N`) and
 * rendered on the server. `?page=` that is not a positive integer redirects to /blog; a page past the
 * last one is a 404. A database failure renders the page without a list (status 503) instead of an error
 * page (a list failure just stops loading, without an error).
 */
import { data, redirect, useNavigation } from "react-router";
import { BlogList } from "../components/blog/blog-list";
import { PageHero } from "../components/ui/page-hero";
import { BLOG_PAGE } from "../content/blog";
import { BLOG_PAGE_SIZE, pageCount, parsePageParam } from "../domain/blog";
import { rssAlternate } from "../seo/blog";
import { pageMeta, publicUrlFrom } from "../seo/meta";
import { listPostCards } from "../server/blog.server";
import type { Route } from "./+types/blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = parsePageParam(new URL(request.url).searchParams.get("page"));
  if ("invalid" in requested) throw redirect("/blog", 301);
  const { page } = requested;
  // Never prerendered (PUBLIC_ROUTES: prerender false), but keep the build from failing if it ever is.
  if (!context) return { posts: [], count: 0, page, pages: 1, failed: true };
  let result: NonNullable<Awaited<ReturnType<typeof listPostCards>>>;
  try {
    // One list read shared by the requests of a few seconds (server/blog/queries.ts); every page of
    // every posts version is defined (the whole list has no tag to miss).
    result = (await listPostCards(context.services.db, { limit: BLOG_PAGE_SIZE, page }))!;
  } catch (error) {
    context.services.log.error({ err: error }, "blog list failed");
    return data({ posts: [], count: 0, page, pages: 1, failed: true }, { status: 503 });
  }
  const pages = pageCount(result.count, BLOG_PAGE_SIZE);
  if (page > pages) throw data(null, { status: 404 });
  return { posts: result.data, count: result.count, page, pages, failed: false };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData?.page ?? 1;
  return pageMeta(matches, {
    title: page > 1 ? `${BLOG_PAGE.metaTitle} (Page ${page})` : BLOG_PAGE.metaTitle,
    description: BLOG_PAGE.metaDescription,
    path: page > 1 ? `/blog?page=${page}` : "/blog",
    extra: [rssAlternate(publicUrlFrom(matches), BLOG_PAGE.feedTitle)],
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Only a navigation to another blog page dims the list; leaving the blog does not.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return (
    <>
      <PageHero eyebrow={BLOG_PAGE.eyebrow} title={BLOG_PAGE.title} lead={BLOG_PAGE.lead} />
      <BlogList
        posts={loaderData.posts}
        page={loaderData.page}
        pages={loaderData.pages}
        loading={loading}
        failed={loaderData.failed}
      />
    </>
  );
}
