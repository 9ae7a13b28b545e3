/** Search and social metadata of blog posts: Open Graph article tags and schema.org BlogPosting. */
import type { MetaDescriptor } from "react-router";
import { SITE } from "../content/site-settings";
import { SHARE_IMAGE_SIZE, shareImagePath } from "./share-image";

/** What the metadata needs to know about a post. */
export interface PostSeo {
  blog_url: string;
  title: string;
  meta_description: string;
  meta_keywords: string;
  author_name: string;
  image: string;
  tags: string[];
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601. */
  updated_at: string;
}

/** Site path of a post. */
export const postPath = (blogUrl: string) => `/blog/${blogUrl}`;

/** Keywords and the Open Graph article:* tags (published/modified time, author, one article:tag per tag). */
export function articleMeta(post: PostSeo): MetaDescriptor[] {
  return [
    { name: "keywords", content: post.meta_keywords },
    { name: "author", content: post.author_name },
    { property: "article:published_time", content: post.created_at },
    { property: "article:modified_time", content: post.updated_at },
    { property: "article:author", content: post.author_name },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

/**
 * schema.org BlogPosting with absolute URLs on `publicUrl`. Its image is the post's generated PNG share
 * image (the og:image), not the SVG cover: search engines and link previews take raster images.
 */
export function blogPostingJsonLd(post: PostSeo, publicUrl: string) {
  const url = `${publicUrl}${postPath(post.blog_url)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.meta_description,
    image: { "@type": "ImageObject", url: `${publicUrl}${shareImagePath("blog", post.blog_url)}`, ...SHARE_IMAGE_SIZE },
    datePublished: post.created_at,
    dateModified: post.updated_at,
    author: { "@type": "Person", name: post.author_name },
    publisher: {
      "@type": "Organization",
      name: SITE.name,
      logo: { "@type": "ImageObject", url: `${publicUrl}/images/brand/logo-mark.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    keywords: post.tags.join(", "),
  };
}

/** The `<link rel="alternate">` announcing an RSS feed (the blog's unless `feedPath` names another), for the blog pages' meta. */
export function rssAlternate(publicUrl: string, title: string, feedPath = "/blog/rss.xml"): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: `${publicUrl}${feedPath}` };
}
