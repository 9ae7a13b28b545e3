/**
 * Reading published blog posts, shaped as the API answers them. Shared by the API handlers
 * and the page loaders (through app/routes/blog/posts.server.ts), so pages and API always agree: the
 * server is one bundle (React Router's server build with the Express entry), so this module and its
 * caches exist once per process.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import { blogPosts } from "../../db/schema";
import { pageOffset, tagSlug, type BlogCardItem, type BlogDetail, type BlogListItem } from "../../app/domain/blog";
import type { Database } from "../../db/database";

/** Which posts the site shows: the published ones. */
const isPublished = eq(blogPosts.published, true);
/** Newest first; id breaks ties between posts with the same timestamp, so pages never overlap or skip. */
const newestFirst = [desc(blogPosts.createdAt), desc(blogPosts.id)] as const;

/** A page of published posts, newest first, and the number of published posts. */
export async function listPublishedPosts(
  db: Database,
  paging: { limit: number; page: number },
): Promise<{ data: BlogListItem[]; count: number }> {
  const [rows, total] = await Promise.all([
    publishedPostsNewestFirst(db).limit(paging.limit).offset(pageOffset(paging.page, paging.limit)),
    db.select({ n: count() }).from(blogPosts).where(isPublished),
  ]);
  return { data: rows.map(listItem), count: total[0]?.n ?? 0 };
}

/** The list fields of the published posts, newest first (a query to narrow or run). */
function publishedPostsNewestFirst(db: Database) {
  return db
    .select({
      blog_url: blogPosts.blogUrl,
      title: blogPosts.title,
      image: blogPosts.image,
      author_name: blogPosts.authorName,
      created_at: blogPosts.createdAt,
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst)
    .$dynamic();
}

const listItem = (row: Omit<BlogListItem, "created_at"> & { created_at: Date }): BlogListItem => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

/** A published post with the fields only the page needs (cover, dates for meta). */
export interface PublishedPost extends BlogDetail {
  blog_url: string;
  image: string;
  updated_at: string;
}

/**
 * Every published post as of one version of the blog_posts table: what the API and the /blog pages are
 * answered from. The site publishes tens of posts, so the whole set is smaller than one rendered page.
 */
export interface PostsSnapshot {
  /** Changes whenever a post is inserted, updated, (un)published or deleted (`postsVersion`). */
  version: string;
  /** List fields, newest first (id breaks ties, as in `listPublishedPosts`). */
  list: BlogListItem[];
  byUrl: Map<string, PublishedPost>;
}

/**
 * How often an instance asks the database whether the posts changed (ms). Posts change only through
 * `npm run blog:import` (or SQL), on any instance or none, so every instance polls one cheap aggregate
 * instead of being told: a change shows everywhere within this long (plus one read).
 * docs/decisions/0014-load-and-faults.md.
 */
export const POSTS_CHECK_MS = 1_000;

/**
 * The version of the blog_posts table: a hash of every row's id, updated_at and published flag (the
 * import bumps updated_at on every change it writes). One index-free aggregate over tens of rows.
 */
export async function postsVersion(db: Database): Promise<string> {
  const result = await db.execute<{ v: string | null }>(
    sql`select md5(string_agg(${blogPosts.id}::text || ':' || ${blogPosts.published}::text || ':' || (extract(epoch from ${blogPosts.updatedAt}))::text, ',' order by ${blogPosts.id})) as v from ${blogPosts}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ v: string | null }> }).rows) as Array<{
    v: string | null;
  }>;
  return rows[0]?.v ?? "empty";
}

async function readSnapshot(db: Database, version: string): Promise<PostsSnapshot> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst);
  const byUrl = new Map<string, PublishedPost>();
  const list: BlogListItem[] = [];
  for (const row of rows) {
    list.push(
      listItem({
        blog_url: row.blogUrl,
        title: row.title,
        image: row.image,
        author_name: row.authorName,
        created_at: row.createdAt,
      }),
    );
    byUrl.set(row.blogUrl, {
      blog_url: row.blogUrl,
      title: row.title,
      display_name: row.displayName,
      author_name: row.authorName,
      created_at: row.createdAt.toISOString(),
      description: row.description,
      tags: row.tags,
      twitter_url: row.twitterUrl,
      facebook_url: row.facebookUrl,
      meta_title: row.metaTitle,
      meta_description: row.metaDescription,
      meta_keywords: row.metaKeywords,
      image: row.image,
      updated_at: row.updatedAt.toISOString(),
    });
  }
  return { version, list, byUrl };
}

/** The snapshot kept for one database handle. */
interface PostsCache {
  checkMs: number;
  current?: PostsSnapshot;
  /** performance.now() of the last version check that answered (or failed). */
  checkedAt: number;
  /** The check (and read) in flight, shared by every caller meanwhile. */
  checking?: Promise<PostsSnapshot>;
}

/** One snapshot per database handle, shared by the pages and the API. */
const caches = new WeakMap<Database, PostsCache>();

function cacheOf(db: Database): PostsCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { checkMs: POSTS_CHECK_MS, checkedAt: Number.NEGATIVE_INFINITY }));
  return cache;
}

/** Sets how often `db`'s posts version is checked (ms; 0: on every call, for tests that write posts). */
export function setPostsCheckInterval(db: Database, ms: number): void {
  cacheOf(db).checkMs = ms;
}

function check(db: Database, cache: PostsCache): Promise<PostsSnapshot> {
  cache.checking ??= (async () => {
    try {
      const version = await postsVersion(db);
      if (cache.current?.version !== version) cache.current = await readSnapshot(db, version);
      return cache.current;
    } catch (error) {
      // The last snapshot stays served while the database is away (posts cannot change meanwhile);
      // without one, the caller reports the outage.
      if (cache.current) return cache.current;
      throw error;
    } finally {
      cache.checkedAt = performance.now();
      cache.checking = undefined;
    }
  })();
  return cache.checking;
}

/**
 * The published posts, read once per posts version: at most one version check per POSTS_CHECK_MS,
 * shared by concurrent callers.
 * @throws the database's error when no snapshot was ever read and the database does not answer
 */
export function publishedPosts(db: Database): Promise<PostsSnapshot> {
  const cache = cacheOf(db);
  if (cache.current && performance.now() - cache.checkedAt < cache.checkMs) return Promise.resolve(cache.current);
  return check(db, cache);
}

/**
 * The snapshot at hand without waiting (undefined before the first read); starts a version check when
 * one is due, so a later call sees a change. For answers that must not wait (cached blog pages).
 */
export function currentPublishedPosts(db: Database): PostsSnapshot | undefined {
  const cache = cacheOf(db);
  if (performance.now() - cache.checkedAt >= cache.checkMs) check(db, cache).catch(() => {});
  return cache.current;
}

/** A page of `snapshot`'s list, cut as `listPublishedPosts` reads it. */
export function pageOfPosts(
  snapshot: PostsSnapshot,
  paging: { limit: number; page: number },
): { data: BlogListItem[]; count: number } {
  const offset = pageOffset(paging.page, paging.limit);
  return { data: snapshot.list.slice(offset, offset + paging.limit), count: snapshot.list.length };
}

/** The same answer as `listPublishedPosts`, from the current snapshot (`publishedPosts`). */
export async function listPublishedPostsShared(
  db: Database,
  paging: { limit: number; page: number },
): Promise<{ data: BlogListItem[]; count: number }> {
  return pageOfPosts(await publishedPosts(db), paging);
}

/** The published posts carrying one tag (newest first), under the tag's slug (app/domain/blog.ts, `tagSlug`). */
export interface TaggedPosts {
  /** The tag as the newest post carrying it spells it. */
  tag: string;
  slug: string;
  list: BlogListItem[];
}

// Grouped once per snapshot (snapshots are replaced, never changed, when the posts change).
const topicsBySnapshot = new WeakMap<PostsSnapshot, Map<string, TaggedPosts>>();

/** Every tag in use on `snapshot`'s posts, by slug, each with its posts newest first; sorted by tag. */
export function topicsOf(snapshot: PostsSnapshot): Map<string, TaggedPosts> {
  let topics = topicsBySnapshot.get(snapshot);
  if (topics) return topics;
  const found = new Map<string, TaggedPosts>();
  for (const item of snapshot.list) {
    for (const tag of snapshot.byUrl.get(item.blog_url)?.tags ?? []) {
      const slug = tagSlug(tag);
      if (!slug) continue;
      const entry = found.get(slug) ?? { tag, slug, list: [] };
      // A post naming one tag twice (or two spellings of one slug) is listed once.
      if (entry.list.at(-1) !== item) entry.list.push(item);
      found.set(slug, entry);
    }
  }
  topics = new Map([...found.entries()].sort(([, a], [, b]) => a.tag.localeCompare(b.tag, "en")));
  topicsBySnapshot.set(snapshot, topics);
  return topics;
}

/** The posts tagged with the tag whose slug is `slug`, or undefined when no published post carries it. */
export function postsTagged(snapshot: PostsSnapshot, slug: string): TaggedPosts | undefined {
  return topicsOf(snapshot).get(slug);
}

/** List items with their posts' tags, for the cards of /blog and the tag pages. */
export function withTags(snapshot: PostsSnapshot, items: BlogListItem[]): BlogCardItem[] {
  return items.map((item) => ({ ...item, tags: snapshot.byUrl.get(item.blog_url)?.tags ?? [] }));
}

/**
 * A page of cards (newest first) from the current snapshot: of every published post, or of those tagged
 * with `slug`. `tag` is undefined when `slug` names no tag in use.
 * @throws the database's error when no snapshot was ever read and the database does not answer
 */
export async function listPostCards(
  db: Database,
  paging: { limit: number; page: number },
  slug?: string,
): Promise<{ data: BlogCardItem[]; count: number; tag?: string } | undefined> {
  const snapshot = await publishedPosts(db);
  const tagged = slug === undefined ? undefined : postsTagged(snapshot, slug);
  if (slug !== undefined && !tagged) return undefined;
  const list = tagged?.list ?? snapshot.list;
  const offset = pageOffset(paging.page, paging.limit);
  return { data: withTags(snapshot, list.slice(offset, offset + paging.limit)), count: list.length, tag: tagged?.tag };
}

/** The published post with this blog_url, or undefined, from the current snapshot. */
export async function findPublishedPost(db: Database, blogUrl: string): Promise<PublishedPost | undefined> {
  return (await publishedPosts(db)).byUrl.get(blogUrl);
}

/** The API's view of a post (/api/blog-detail): exactly the documented fields (server/api/openapi.ts). */
export function toBlogDetail(post: PublishedPost): BlogDetail {
  const { blog_url: _url, image: _image, updated_at: _updated, ...detail } = post;
  return detail;
}

/** A feed or sitemap entry. */
export interface FeedEntry {
  blog_url: string;
  title: string;
  author_name: string;
  meta_description: string;
  tags: string[];
  created_at: Date;
  updated_at: Date;
}

/** The newest `limit` published posts for RSS and the sitemap. */
export async function feedEntries(db: Database, limit = 1000): Promise<FeedEntry[]> {
  return db
    .select({
      blog_url: blogPosts.blogUrl,
      title: blogPosts.title,
      author_name: blogPosts.authorName,
      meta_description: blogPosts.metaDescription,
      tags: blogPosts.tags,
      created_at: blogPosts.createdAt,
      updated_at: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(limit);
}
