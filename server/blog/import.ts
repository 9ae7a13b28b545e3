/**
 * Blog import: Markdown files with front matter → validated, rendered, sanitised rows upserted
 * by blog_url. Independent of the Express app: it needs only a Drizzle database, so the start-up seed and
 * `npm run blog:import` share it.
 *
 * All-or-nothing: every file is parsed and validated first; only when all are valid are they written, in
 * one transaction. A bad file stops the import with a `BlogImportError` naming the file and the field.
 * The import never deletes: to take a post down, set `published: false` and import it again.
 */
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getTableColumns, sql } from "drizzle-orm";
import { blogPosts } from "../../db/schema";
import type { Database, Seed } from "../../db/database";
import { PUBLIC_DIR, ROOT } from "../paths";
import { FrontMatterSyntaxError, frontMatterSchema, readFrontMatter, SLUG_PATTERN } from "./front-matter";
import { renderPostBody } from "./markdown";

/** Where the posts are authored. */
export const BLOG_CONTENT_DIR = path.join(ROOT, "content", "blog");

/** One Markdown source: `file` names it in errors and gives the slug (its base name without .md). */
export interface PostSource {
  file: string;
  text: string;
}

/** A row ready for the blog_posts table. */
export type BlogPostValues = typeof blogPosts.$inferInsert;

/** What an import did, by blog_url. */
export interface ImportSummary {
  inserted: string[];
  updated: string[];
  unchanged: string[];
}

/** A file that cannot be imported; `message` is one line: `<file>: <field> <problem>`. */
export class BlogImportError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field} ${problem}`);
    this.name = "BlogImportError";
  }
}

/**
 * Parses and validates one source into a row (no I/O besides checking that the cover image exists).
 * @param publicDir where site paths such as /images/blog/x.svg are looked up (default: public/)
 * @throws BlogImportError naming the file and the offending field
 */
export function parsePost(source: PostSource, publicDir = PUBLIC_DIR): BlogPostValues {
  const { file } = source;
  const base = path.basename(file);
  if (!base.endsWith(".md")) throw new BlogImportError(file, "file name", "must end in .md");
  const blogUrl = base.slice(0, -3);
  if (!SLUG_PATTERN.test(blogUrl)) {
    throw new BlogImportError(
      file,
      "blog_url",
      "(the file name) must be lower-case words joined by hyphens, e.g. my-first-post.md",
    );
  }

  let parsed: ReturnType<typeof readFrontMatter>;
  try {
    parsed = readFrontMatter(source.text);
  } catch (error) {
    if (error instanceof FrontMatterSyntaxError) throw new BlogImportError(file, "front matter", error.message);
    throw error;
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    // An unknown key first: a misspelt field ("publised") also shows up as a missing one.
    const issue = result.error.issues.find((i) => i.code === "unrecognized_keys") ?? result.error.issues[0]!;
    const key = issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path.join(".");
    throw new BlogImportError(file, `front matter field "${key ?? "?"}"`, issue.message);
  }
  const fm = result.data;
  const imageFile = path.join(publicDir, fm.image);
  if (!imageFile.startsWith(publicDir + path.sep) || !existsSync(imageFile) || !statSync(imageFile).isFile()) {
    throw new BlogImportError(
      file,
      'front matter field "image"',
      `names a file that does not exist: public${fm.image}`,
    );
  }
  if (parsed.body.trim() === "") throw new BlogImportError(file, "body", "is empty");

  const values = {
    blogUrl,
    title: fm.title,
    displayName: fm.display_name,
    image: fm.image,
    authorName: fm.author_name,
    createdAt: fm.created_at,
    description: renderPostBody(parsed.body),
    tags: fm.tags,
    twitterUrl: fm.twitter_url,
    facebookUrl: fm.facebook_url,
    metaTitle: fm.meta_title,
    metaDescription: fm.meta_description,
    metaKeywords: fm.meta_keywords,
    published: fm.published,
  };
  return { ...values, contentHash: createHash("sha256").update(JSON.stringify(values)).digest("hex") };
}

/** The Markdown files of `dir` (absolute paths, sorted). */
export async function listPostFiles(dir = BLOG_CONTENT_DIR): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".md"))
    .map((e) => path.join(dir, e.name))
    .sort();
}

/** Reads files into sources; `file` is shown relative to the repository root when inside it. */
export async function readPostSources(files: string[]): Promise<PostSource[]> {
  return Promise.all(
    files.map(async (f) => {
      const absolute = path.resolve(f);
      const shown = absolute.startsWith(ROOT + path.sep) ? path.relative(ROOT, absolute) : absolute;
      return { file: shown, text: await readFile(absolute, "utf8") };
    }),
  );
}

// Every imported column is overwritten from `excluded` on conflict (blog_url and id stay).
const UPDATABLE = Object.entries(getTableColumns(blogPosts)).filter(
  ([key]) => !["id", "blogUrl", "updatedAt"].includes(key),
);

/**
 * Validates every source, then upserts them all in one transaction. Rows whose content hash is unchanged
 * are left alone (their updated_at keeps its value).
 * @throws BlogImportError on the first invalid source, or on two sources with the same slug; nothing is written
 */
export async function importPosts(
  db: Database,
  sources: PostSource[],
  options: { publicDir?: string } = {},
): Promise<ImportSummary> {
  const rows = sources.map((s) => parsePost(s, options.publicDir));
  const seen = new Map<string, string>();
  rows.forEach((row, i) => {
    const other = seen.get(row.blogUrl);
    if (other) throw new BlogImportError(sources[i]!.file, "blog_url", `duplicates ${other}`);
    seen.set(row.blogUrl, sources[i]!.file);
  });

  const summary: ImportSummary = { inserted: [], updated: [], unchanged: [] };
  if (rows.length === 0) return summary;
  const set = Object.fromEntries(UPDATABLE.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const written = await tx
        .insert(blogPosts)
        .values(row)
        .onConflictDoUpdate({
          target: blogPosts.blogUrl,
          set: { ...set, updatedAt: sql`now()` },
          setWhere: sql`${blogPosts.contentHash} is distinct from excluded.content_hash`,
        })
        // xmax is 0 on a freshly inserted row version and non-zero on one written by ON CONFLICT UPDATE.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      const bucket =
        written.length === 0 ? summary.unchanged : written[0]!.inserted ? summary.inserted : summary.updated;
      bucket.push(row.blogUrl);
    }
  });
  return summary;
}

/** Imports the given files (or every file of `dir`). See `importPosts`. */
export async function importPostFiles(db: Database, files?: string[], dir = BLOG_CONTENT_DIR): Promise<ImportSummary> {
  return importPosts(db, await readPostSources(files ?? (await listPostFiles(dir))));
}

/** The start-up seed: imports content/blog (a missing folder imports nothing). */
export const seedBlogPosts: Seed = async (db) => {
  if (!existsSync(BLOG_CONTENT_DIR)) return;
  await importPostFiles(db);
};
