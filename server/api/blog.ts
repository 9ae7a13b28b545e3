/**
 * POST /api/blog-list, /api/blog-detail and /api/file-download. Only published
 * posts are ever visible; an unknown or unpublished id is a 404. Answered from the posts snapshot
 * (server/blog/queries.ts `publishedPosts`: read once per posts version), serialised once per answer.
 */
import path from "node:path";
import { BLOG_NOT_FOUND_MESSAGE, blogDetailSchema, blogListSchema, fileDownloadSchema } from "../../app/domain/blog";
import { resolvePublishedFile } from "../blog/public-files";
import { pageOfPosts, publishedPosts, toBlogDetail, type PostsSnapshot } from "../blog/queries";
import { PUBLIC_DIR } from "../paths";
import { defineRoute, SerializedBody } from "./http";
import { httpErrorOf } from "./http-error";
import { fail } from "../error-codes";

/**
 * The answers of one posts snapshot, serialised on first use and kept until the posts change (a new
 * snapshot). List answers are keyed by `limit:page`; both maps are bounded by the posts and the schema's
 * limits (limit ≤ 50, pages past the end all give the same empty answer but are keyed apart, so cap it).
 */
interface SnapshotBodies {
  lists: Map<string, SerializedBody>;
  details: Map<string, SerializedBody>;
}
const bodiesBySnapshot = new WeakMap<PostsSnapshot, SnapshotBodies>();
const MAX_LIST_BODIES = 2_000;

function bodiesOf(snapshot: PostsSnapshot): SnapshotBodies {
  let bodies = bodiesBySnapshot.get(snapshot);
  if (!bodies) bodiesBySnapshot.set(snapshot, (bodies = { lists: new Map(), details: new Map() }));
  return bodies;
}

/** `{limit, page}` → `{data: [{blog_url, title, image, author_name, created_at}], count}`, newest first. */
export const blogListRoute = defineRoute({
  method: "POST",
  path: "/blog-list",
  summary: "One page of published posts, newest first, with the total in `count`",
  body: blogListSchema,
  async handler(paging, { services }) {
    const snapshot = await publishedPosts(services.db);
    const { lists } = bodiesOf(snapshot);
    const key = `${paging.limit}:${paging.page}`;
    let body = lists.get(key);
    if (!body) {
      body = new SerializedBody(pageOfPosts(snapshot, paging));
      if (lists.size < MAX_LIST_BODIES) lists.set(key, body);
    }
    return { body };
  },
});

/** `{id}` (the blog_url) → `{data: {title, display_name, …, description (sanitised HTML), tags, …}}`. */
export const blogDetailRoute = defineRoute({
  method: "POST",
  path: "/blog-detail",
  summary: "One published post by its blog_url; `description` is sanitised HTML",
  failures: { 404: "No published post has this blog_url." },
  body: blogDetailSchema,
  async handler({ id }, { services }) {
    const snapshot = await publishedPosts(services.db);
    const { details } = bodiesOf(snapshot);
    let body = details.get(id);
    if (!body) {
      const post = snapshot.byUrl.get(id);
      if (!post) throw httpErrorOf(fail("not_found", BLOG_NOT_FOUND_MESSAGE));
      details.set(id, (body = new SerializedBody({ data: toBlogDetail(post) })));
    }
    return { body };
  },
});

const FILES_DIR = path.join(PUBLIC_DIR, "files");

/** `{url}` → `{data: {url}}` (absolute, on PUBLIC_URL) for a file under public/files/; anything else 400. */
export const fileDownloadRoute = defineRoute({
  method: "POST",
  path: "/file-download",
  codes: ["file_not_published"],
  summary: "The download address of a file the site publishes under /files/",
  body: fileDownloadSchema,
  async handler({ url }, { services }) {
    const file = await resolvePublishedFile(url, { publicUrl: services.config.publicUrl, filesDir: FILES_DIR });
    if (!file.ok) throw httpErrorOf(fail("file_not_published", file.message, { url: file.message }));
    return { body: { data: { url: file.url } } };
  },
});
