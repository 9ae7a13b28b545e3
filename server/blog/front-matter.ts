/**
 * The front matter of a blog post (content/blog/<slug>.md), validated with zod before anything is written.
 * Unknown keys are rejected so a typo ("publised") fails loudly instead of silently using a default.
 */
import { z } from "zod";

/** A slug: lower-case words joined by single hyphens; it becomes blog_url and the page URL. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "is required" when the key is missing, else a type message. */
const required = (expected: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : `must be ${expected}`),
});

const text = (max: number) => z.string(required("text")).trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/** YAML may give a Date (unquoted timestamp) or a string; both become a valid Date. */
const DATE_MESSAGE = "must be an ISO 8601 date-time, e.g. 2026-03-03T09:00:00Z";
const timestamp = z
  .union([z.date(), z.iso.datetime({ offset: true }), z.iso.date()], required(DATE_MESSAGE.slice("must be ".length)))
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

/** The front matter fields (issue 4). `image` is a site path under /images/; its file is checked on import. */
export const frontMatterSchema = z.strictObject(
  {
    title: text(200),
    display_name: text(120),
    author_name: text(120),
    created_at: timestamp,
    image: z
      .string()
      .trim()
      .regex(/^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.(?:svg|png|jpe?g|webp|avif)$/i, "must be a site path such as /images/blog/<slug>.svg"),
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

/** Validated front matter. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;
