/**
 * POST /api/blog-list, /api/blog-detail and /api/file-download (CONTRACT.md, issue 4). Only published
 * posts are ever visible; an unknown or unpublished id is a 404.
 */
import path from "node:path";
import {
  BLOG_NOT_FOUND_MESSAGE,
  blogDetailSchema,
  blogListSchema,
  fileDownloadSchema,
} from "../../app/domain/blog";
import { resolvePublishedFile } from "../blog/public-files";
import { findPublishedPost, listPublishedPosts, toBlogDetail } from "../blog/queries";
import { PUBLIC_DIR } from "../paths";
import { defineRoute, HttpError } from "./http";

/** `{limit, page}` → `{data: [{blog_url, title, image, author_name, created_at}], count}`, newest first. */
export const blogListRoute = defineRoute({
  method: "POST",
  path: "/blog-list",
  summary: "One page of published posts, newest first, with the total in `count`",
  body: blogListSchema,
  async handler(paging, { services }) {
    const { data, count } = await listPublishedPosts(services.db, paging);
    return { body: { data, count } };
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
    const post = await findPublishedPost(services.db, id);
    if (!post) throw new HttpError(404, BLOG_NOT_FOUND_MESSAGE);
    return { body: { data: toBlogDetail(post) } };
  },
});

const FILES_DIR = path.join(PUBLIC_DIR, "files");

/** `{url}` → `{data: {url}}` (absolute, on PUBLIC_URL) for a file under public/files/; anything else 400. */
export const fileDownloadRoute = defineRoute({
  method: "POST",
  path: "/file-download",
  summary: "The download address of a file the site publishes under /files/",
  body: fileDownloadSchema,
  async handler({ url }, { services }) {
    const file = await resolvePublishedFile(url, { publicUrl: services.config.publicUrl, filesDir: FILES_DIR });
    if (!file.ok) throw new HttpError(400, file.message, { url: file.message });
    return { body: { data: { url: file.url } } };
  },
});
