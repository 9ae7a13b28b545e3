/**
 * The front matter of a blog post (content/blog/<slug>.md): split from the Markdown body, parsed as YAML
 * data (never code) and validated with zod before anything is written. Unknown keys are rejected so a
 * typo ("publised") fails loudly instead of silently using a default.
 */
import { parse, YAMLParseError } from "yaml";
import { z } from "zod";

/** A post split into its front matter (YAML text) and its Markdown body. */
export interface FrontMatterParts {
  /** The YAML between the two `---` lines (line endings as in the file). */
  yaml: string;
  /** Everything after the closing `---` line. */
  body: string;
}

// `---` line, YAML (possibly empty), `---` line, body. CRLF and a leading byte order mark are tolerated;
// the closing line may also end the file. Lazy, so the first closing `---` line ends the front matter.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a post into front matter and body. The file must start with a line `---`; the front matter ends
 * at the next line that is exactly `---` (trailing spaces allowed).
 * @returns the parts, or null when the file does not start with a front matter block
 */
export function splitFrontMatter(text: string): FrontMatterParts | null {
  const match = FRONT_MATTER.exec(text);
  if (!match) return null;
  return { yaml: match[1] ?? "", body: text.slice(match[0].length) };
}

/** Why front matter could not be read: one line, with the file's line number when known. */
export class FrontMatterSyntaxError extends Error {}

/**
 * Splits a post and parses its front matter as YAML 1.2 data (core schema: no custom types, no code;
 * unquoted dates stay strings so that they are validated exactly like quoted ones). An empty block
 * gives `{}`.
 * @returns the parsed YAML mapping (validate it with `frontMatterSchema`) and the Markdown body
 * @throws FrontMatterSyntaxError when the block is missing, is not valid YAML or is not a mapping
 */
export function readFrontMatter(text: string): { data: object; body: string } {
  const parts = splitFrontMatter(text);
  if (!parts)
    throw new FrontMatterSyntaxError('is missing: the file must start with a line "---", then YAML, then a line "---"');
  let data: unknown;
  try {
    data = parse(parts.yaml, { schema: "core", logLevel: "error" });
  } catch (error) {
    // Syntax errors read "<reason> at line L, column C:" then an excerpt; the YAML starts on the file's
    // line 2. Others (e.g. too many aliases) are one sentence without a position.
    const reason = String(error instanceof Error ? error.message : error)
      .split("\n")[0]!
      .replace(/ at line \d+, column \d+:?$/, "");
    const line = error instanceof YAMLParseError && error.linePos ? ` (line ${error.linePos[0].line + 1})` : "";
    throw new FrontMatterSyntaxError(`is not valid YAML: ${reason}${line}`);
  }
  if (data === null) return { data: {}, body: parts.body };
  if (typeof data !== "object" || Array.isArray(data))
    throw new FrontMatterSyntaxError('must be "key: value" lines, not a single value or a list');
  return { data, body: parts.body };
}

/** A slug: lower-case words joined by single hyphens; it becomes blog_url and the page URL. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "is required" when the key is missing, else a type message. */
const required = (expected: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : `must be ${expected}`),
});

const text = (max: number) =>
  z.string(required("text")).trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/** An ISO 8601 date-time with an offset, or a date (midnight UTC), quoted or not; becomes a valid Date. */
const DATE_MESSAGE = "must be an ISO 8601 date-time, e.g. 2026-03-03T09:00:00Z";
const timestamp = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], required(DATE_MESSAGE.slice("must be ".length)))
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), DATE_MESSAGE);

/** An https link to a post on one of the given hosts (or their subdomains); absent or empty → null. */
const socialUrl = (hosts: readonly string[]) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine(
      (value) => {
        if (value === null) return true;
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return url.protocol === "https:" && hosts.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`));
      },
      { message: `must be an https URL on ${hosts.join(" or ")}` },
    );

/** The front matter fields. `image` is a site path under /images/; its file is checked on import. */
export const frontMatterSchema = z.strictObject(
  {
    title: text(200),
    display_name: text(120),
    author_name: text(120),
    created_at: timestamp,
    image: z
      .string()
      .trim()
      .regex(
        /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.(?:svg|png|jpe?g|webp|avif)$/i,
        "must be a site path such as /images/blog/<slug>.svg",
      ),
    tags: z.array(text(40), { error: "must be a list of tags" }).max(12, "must have at most 12 tags").default([]),
    meta_title: text(120),
    meta_description: text(320),
    meta_keywords: text(400),
    twitter_url: socialUrl(["x.com", "twitter.com"]),
    facebook_url: socialUrl(["facebook.com"]),
    published: z.boolean(required("true or false")),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "is not a known field" : undefined) },
);
