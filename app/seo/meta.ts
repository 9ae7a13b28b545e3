/**
 * Page metadata: title, description, canonical link, Open Graph and Twitter tags, all from `PUBLIC_URL`
 * (read from the root loader's data through `matches`).
 */
import type { MetaDescriptor } from "react-router";
import { SITE } from "../content/site-settings";
import type { PublicEnv } from "../lib/public-env";
import { SHARE_IMAGE_SIZE } from "./share-image";

/** What a page says about itself. */
export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/faq". */
  path: string;
  /** Absolute path of a 1200×630 PNG share image (defaults to the site's), with its alt text. */
  image?: { path: string; alt: string };
  type?: "website" | "article";
  /** Extra descriptors (keywords, article:* tags, JSON-LD). */
  extra?: MetaDescriptor[];
  /** Keep out of search indexes (e.g. a 404). */
  noindex?: boolean;
}

/** Default share image (1200×630). */
export const DEFAULT_SHARE_IMAGE = { path: "/images/brand/og-default.png", alt: `${SITE.name}: ${SITE.tagline}` };

type Matches = ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;

/** The public URL from the root route's loader data in `matches`. */
export function publicUrlFrom(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { publicEnv?: PublicEnv } | undefined;
  return data?.publicEnv?.publicUrl ?? "";
}

/** Builds the meta descriptors of a page. The title gets the site name appended. */
export function pageMeta(matches: Matches, seo: PageSeo): MetaDescriptor[] {
  const base = publicUrlFrom(matches);
  const url = `${base}${seo.path === "/" ? "/" : seo.path}`;
  const title = seo.title.includes(SITE.name) ? seo.title : `${seo.title} | ${SITE.name}`;
  const shareImage = seo.image ?? DEFAULT_SHARE_IMAGE;
  const image = `${base}${shareImage.path}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: SITE.name },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
    ...(seo.extra ?? []),
  ];
}
