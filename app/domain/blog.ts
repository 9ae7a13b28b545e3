/**
 * The blog's requests and answers (/api/blog-list, /api/blog-detail, /api/file-download) and
 * the paging maths shared by the API and the /blog page. One schema per request, used by both sides.
 */
import { z } from "zod";

/** Posts per page on /blog. */
export const BLOG_PAGE_SIZE = 9;
/** Largest `limit` the list API accepts (1–50). */
export const BLOG_LIST_MAX_LIMIT = 50;
/** How many numbered page links the pagination shows at once. */
export const BLOG_PAGE_WINDOW = 5;

const positiveInt = (field: string, max?: number) => {
  const message = max ? `${field} must be an integer from 1 to ${max}.` : `${field} must be an integer of 1 or more.`;
  const base = z.number({ error: message }).int(message).min(1, message);
  return max ? base.max(max, message) : base.max(Number.MAX_SAFE_INTEGER, message);
};

/** POST /api/blog-list `{limit, page}`: JSON integers, page from 1, limit 1–50. */
export const blogListSchema = z.object({
  limit: positiveInt("limit", BLOG_LIST_MAX_LIMIT),
  page: positiveInt("page"),
});

/** POST /api/blog-detail `{id}`: the post's blog_url. Any string that names no published post is a 404. */
export const blogDetailSchema = z.object({
  id: z.string({ error: "id is required." }).trim().min(1, "id is required.").max(200, "id is too long."),
});

/** POST /api/file-download `{url}`: "/files/x.pdf" or an absolute URL on the site's own origin. */
export const fileDownloadSchema = z.object({
  url: z.string({ error: "url is required." }).trim().min(1, "url is required.").max(2048, "url is too long."),
});

/** A card in the list (`data[]` of /api/blog-list). `created_at` is an ISO 8601 timestamp. */
export interface BlogListItem {
  blog_url: string;
  title: string;
  image: string;
  author_name: string;
  created_at: string;
}

/** One post (`data` of /api/blog-detail). `description` is sanitised HTML; absent social links are null. */
export interface BlogDetail {
  title: string;
  display_name: string;
  author_name: string;
  created_at: string;
  description: string;
  tags: string[];
  twitter_url: string | null;
  facebook_url: string | null;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

/** Answer of /api/file-download: the absolute URL of the published file. */
export interface FileDownloadResult {
  url: string;
}

/** Message when /api/blog-detail knows no published post with that id. */
export const BLOG_NOT_FOUND_MESSAGE = "Blog post not found.";
/** Shown when a download fails. */
export const FILE_NOT_FOUND_MESSAGE = "Oops...something went wrong. File not found.";
/** Shown on /blog when there is no published post. */
export const BLOG_EMPTY_MESSAGE = "No Blog Available.";

/** Number of pages for `count` items, `size` per page; 0 items still make one (empty) page. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** SQL offset of `page` (from 1). */
export function pageOffset(page: number, size: number): number {
  return (page - 1) * size;
}

/**
 * The numbered page links to show: up to `width` consecutive pages around `current`, shifted so the
 * window never runs past the first or last page (e.g. current 1 of 9 → 1–5; 9 of 9 → 5–9; 5 → 3–7).
 */
export function pageWindow(current: number, total: number, width = BLOG_PAGE_WINDOW): number[] {
  const size = Math.min(width, total);
  const start = Math.min(Math.max(1, current - Math.floor(width / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * The page requested by `?page=` on /blog: `{page}` for a canonical positive integer (absent → 1), or
 * `{invalid: true}` for anything else ("0", "-1", "2.5", "abc", "02").
 */
export function parsePageParam(value: string | null): { page: number } | { invalid: true } {
  if (value === null) return { page: 1 };
  if (!/^[1-9]\d{0,8}$/.test(value)) return { invalid: true };
  return { page: Number(value) };
}

/** A card in the /blog grid and on tag pages: the list fields plus the post's tags (pages only, not the API). */
export interface BlogCardItem extends BlogListItem {
  tags: string[];
}

/**
 * The URL slug of a tag, the one mapping between tags and `/blog/tag/{slug}`: lower-case, every run of
 * characters other than a–z and 0–9 becomes one hyphen, no hyphen at either end ("Mortgage Brokers" →
 * "mortgage-brokers", "E-Signatures" → "e-signatures", "KYC" → "kyc"). The way back (slug → tag) is a
 * lookup among the published posts' tags (server/blog/queries.ts, `postsTagged`), so only tags in use resolve.
 */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Site path of a tag's page `n` (page 1 is the plain path, the canonical address). */
export function tagPath(tag: string, page = 1): string {
  const path = `/blog/tag/${tagSlug(tag)}`;
  return page <= 1 ? path : `${path}?page=${page}`;
}

/** Site path of a tag's RSS feed. */
export const tagFeedPath = (tag: string) => `/blog/tag/${tagSlug(tag)}/rss.xml`;
