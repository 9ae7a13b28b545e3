/**
 * The HTML allow-list for blog posts: post bodies are rendered from Markdown, which may contain
 * raw HTML, so everything outside this list is dropped before it reaches the database. No scripts, styles,
 * frames, forms, event handlers or inline styles; links only to http(s), mailto or site paths; images only
 * from site paths or https. External links open in a new tab with rel="noopener noreferrer".
 */
import sanitizeHtml from "sanitize-html";

const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "code",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "a",
  "img",
  "strong",
  "em",
  "del",
];

const ALIGN_CLASSES = ["align-left", "align-center", "align-right"];

/** The obsolete `align` of GFM table cells as a class (inline styles are not allowed). */
const cell = (tag: string, attribs: Record<string, string>): sanitizeHtml.Tag => ({
  tagName: tag,
  attribs: attribs.align ? { class: `align-${attribs.align.toLowerCase()}` } : {},
});

/** Images come from the site (a path starting with one "/") or over https; anything else is dropped. */
const isAllowedImageSource = (src: string) => /^\/(?![/\\])/.test(src) || /^https:\/\//i.test(src);

/** True for an absolute http(s) URL: it leaves the site, so it gets target/rel. */
function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["class"],
    td: ["class"],
    ol: ["start"],
    code: ["class"],
  },
  // Fenced code blocks carry their language; table cells their alignment. Any other class is removed.
  allowedClasses: { code: ["language-*"], th: ALIGN_CLASSES, td: ALIGN_CLASSES },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: "discard",
  // Contents of these are never shown as text either (a stray </style> or script body is not copy).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "title",
    "xmp",
    "noembed",
    "noframes",
    "svg",
    "math",
  ],
  transformTags: {
    // The page's <h1> is the post title; a body h1 becomes a section heading.
    h1: "h2",
    b: "strong",
    i: "em",
    // Rebuild links from href and title only, so no author-supplied rel/target/handler survives.
    a: (_tag, attribs) => {
      const href = attribs.href ?? "";
      const next: Record<string, string> = { href };
      if (attribs.title) next.title = attribs.title;
      if (isExternal(href)) Object.assign(next, { target: "_blank", rel: "noopener noreferrer" });
      return { tagName: "a", attribs: next };
    },
    th: cell,
    td: cell,
    img: (_tag, attribs) => {
      const src = attribs.src?.trim() ?? "";
      const next: Record<string, string> = {
        src: isAllowedImageSource(src) ? src : "",
        alt: attribs.alt ?? "",
        loading: "lazy",
      };
      for (const key of ["width", "height"] as const) {
        if (attribs[key] && /^\d{1,4}$/.test(attribs[key])) next[key] = attribs[key];
      }
      return { tagName: "img", attribs: next };
    },
  },
  // An image whose src was removed (data:, javascript:…) would only be a broken box; a link whose href
  // was removed is kept as its text.
  exclusiveFilter: (frame) => {
    if (frame.tag === "img" && !frame.attribs.src) return true;
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    return false;
  },
};

/** Returns `html` reduced to the blog allow-list. Pure; safe on any input. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
