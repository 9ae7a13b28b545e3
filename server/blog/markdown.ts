/** Markdown → sanitised HTML for blog posts (GitHub-flavoured Markdown via marked, then the allow-list). */
import { Marked } from "marked";
import { sanitizePostHtml } from "./sanitize";

// A private instance: options never leak to (or from) other users of marked in the process.
const marked = new Marked({ gfm: true, breaks: false });

/** Renders a post body to HTML safe to insert into the page (see sanitize.ts). */
export function renderPostBody(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizePostHtml(html).trim();
}
