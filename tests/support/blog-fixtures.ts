/** Markdown sources for blog tests: a valid post whose front matter fields can be changed or removed. */
import type { PostSource } from "../../server/blog/import";

/** Front matter of a valid post (values as YAML scalars or flow sequences). */
export const VALID_FRONT_MATTER: Record<string, string> = {
  title: '"Collecting Bank Statements Without the Chase"',
  display_name: '"Bank Statements"',
  author_name: '"Priya Raman"',
  created_at: '"2026-02-10T09:00:00Z"',
  image: '"/images/blog/tax-season-document-checklist.svg"',
  tags: '["Accounting", "Workflow"]',
  meta_title: '"Collecting Bank Statements Without the Chase"',
  meta_description: '"How accountants get twelve months of statements from clients on the first request."',
  meta_keywords: '"bank statements, accountants, document collection"',
  twitter_url: '"https://x.com/docsleeve/status/1"',
  facebook_url: '"https://www.facebook.com/docsleeve/posts/1"',
  published: "true",
};

/**
 * A post source. `fields` overrides front matter values (undefined removes the field); `body` replaces
 * the Markdown body.
 */
export function postSource(
  file: string,
  fields: Record<string, string | undefined> = {},
  body = "Ask for **all twelve months** at once.\n",
): PostSource {
  const merged = { ...VALID_FRONT_MATTER, ...fields };
  const yaml = Object.entries(merged)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return { file, text: `---\n${yaml}\n---\n\n${body}` };
}
