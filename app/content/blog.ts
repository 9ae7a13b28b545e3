/** Copy of the blog pages. The posts themselves live in content/blog/*.md. */

/** Intrinsic size of a post's cover image (px), as on the list's cards and the post page (ratio 40:21). */
export const BLOG_COVER_SIZE = { width: 1200, height: 630 } as const;

/** The /blog index: heading band, meta, list states. */
export const BLOG_PAGE = {
  eyebrow: "DocSleeve Blog",
  title: "Practical guides for collecting client documents",
  lead: "Checklists, workflows and compliance know-how for accountants, brokers, lawyers and compliance teams who gather documents and signatures from clients.",
  metaTitle: "Blog: Guides to Client Document Collection",
  metaDescription:
    "Practical guides for accountants, mortgage brokers, law firms and compliance teams on collecting client documents, e-signatures and information securely.",
  listLabel: "Blog posts",
  loading: "Loading posts…",
  feedTitle: "DocSleeve Blog",
  feedDescription: "Guides to collecting client documents, information and e-signatures, from the DocSleeve team.",
} as const;

/** A tag's page (`/blog/tag/{slug}`) and feed; `tag` is the tag as posts spell it. */
export const BLOG_TAG_PAGE = {
  eyebrow: "Blog topic",
  title: (tag: string) => `Posts about ${tag}`,
  lead: (tag: string) => `Guides and checklists from the DocSleeve blog on ${tag}, newest first.`,
  metaTitle: (tag: string) => `${tag}: Blog Posts and Guides`,
  metaDescription: (tag: string) =>
    `Every DocSleeve blog post on ${tag}: practical guides for collecting client documents, information and e-signatures.`,
  allPosts: "All posts",
  feedTitle: (tag: string) => `DocSleeve Blog: ${tag}`,
  feedDescription: (tag: string) => `DocSleeve blog posts on ${tag}.`,
  feedLink: "RSS feed of this topic",
} as const;

/** The pagination control. */
export const BLOG_PAGINATION = {
  label: "Blog pages",
  previous: "Previous",
  next: "Next",
  page: (n: number) => `Page ${n}`,
} as const;

/** A single post page. */
export const BLOG_POST = {
  breadcrumbLabel: "Breadcrumb",
  blog: "Blog",
  by: "By",
  postedOn: "Posted on",
  tagsLabel: "Tags",
  discuss: "Join the conversation",
  discussOn: (network: string) => `Discuss on ${network}`,
  back: "Back to all posts",
  downloadsHeading: "Download",
  downloadHint: "Free to use and adapt for your own clients.",
  download: "Download",
  downloading: "Preparing download…",
  /** Under the generic error message when a post does not exist. */
  notFoundLead: "We couldn't find that article. Taking you back to the blog…",
} as const;
