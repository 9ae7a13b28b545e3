/**
 * /blog/tag/:tag: the published posts carrying one tag, newest first, paged like /blog (9 per page,
 * `?page=N`, the same pagination). The tag is its slug (app/domain/blog.ts, `tagSlug`); a slug no
 * published post carries, or a page past the last, is the site's 404 (noindex). `?page=` that is not a
 * positive integer redirects to the tag's first page. Served from the page cache per posts version like
 * /blog (server/fast-pages/rendered-page-cache.ts).
 */
import { ArrowLeft, Rss } from "../components/ui/icon";
import { data, Link, redirect, useNavigation } from "react-router";
import { BlogList } from "../components/blog/blog-list";
import { PageHero } from "../components/ui/page-hero";
import { BLOG_TAG_PAGE } from "../content/blog";
import { BLOG_PAGE_SIZE, pageCount, parsePageParam, tagFeedPath, tagPath } from "../domain/blog";
import { rssAlternate } from "../seo/blog";
import { pageMeta, publicUrlFrom } from "../seo/meta";
import { listPostCards } from "../server/blog.server";
import type { Route } from "./+types/blog-tag";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const requested = parsePageParam(new URL(request.url).searchParams.get("page"));
  if ("invalid" in requested) throw redirect(`/blog/tag/${encodeURIComponent(params.tag)}`, 301);
  const { page } = requested;
  if (!context) throw data(null, { status: 404 });
  let result: Awaited<ReturnType<typeof listPostCards>>;
  try {
    result = await listPostCards(context.services.db, { limit: BLOG_PAGE_SIZE, page }, params.tag);
  } catch (error) {
    context.services.log.error({ err: error }, "blog tag list failed");
    throw data(null, { status: 503 });
  }
  if (!result?.tag) throw data(null, { status: 404 });
  const pages = pageCount(result.count, BLOG_PAGE_SIZE);
  if (page > pages) throw data(null, { status: 404 });
  return { tag: result.tag, posts: result.data, count: result.count, page, pages };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // Without data the root ErrorBoundary renders the 404 page with its own title and noindex.
  if (!loaderData) return [];
  const { tag, page } = loaderData;
  return pageMeta(matches, {
    title: page > 1 ? `${BLOG_TAG_PAGE.metaTitle(tag)} (Page ${page})` : BLOG_TAG_PAGE.metaTitle(tag),
    description: BLOG_TAG_PAGE.metaDescription(tag),
    path: tagPath(tag, page),
    extra: [rssAlternate(publicUrlFrom(matches), BLOG_TAG_PAGE.feedTitle(tag), tagFeedPath(tag))],
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { tag, posts, page, pages } = loaderData;
  const base = tagPath(tag);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === base;
  return (
    <>
      <PageHero
        eyebrow={BLOG_TAG_PAGE.eyebrow}
        title={BLOG_TAG_PAGE.title(tag)}
        lead={BLOG_TAG_PAGE.lead(tag)}
        before={
          <Link
            to="/blog"
            className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {BLOG_TAG_PAGE.allPosts}
          </Link>
        }
      >
        <a
          href={tagFeedPath(tag)}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        >
          <Rss aria-hidden className="size-4" />
          {BLOG_TAG_PAGE.feedLink}
        </a>
      </PageHero>
      <BlogList posts={posts} base={base} page={page} pages={pages} loading={loading} />
    </>
  );
}
