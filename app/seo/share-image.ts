/**
 * Where the generated share images live. `npm run build` renders one 1200×630 PNG per blog post, use
 * case and integration into public/images/share/ (scripts/build/share-images.ts); pages point their og:image
 * here, and every other page uses the default PNG. Shared by the generator and the pages' meta so the
 * two cannot disagree.
 */

/** Pages that get their own share image. */
export type ShareImageKind = "blog" | "use-cases" | "integrations";

/** Pixel size of every share image (Open Graph's recommended large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Site path of a page's generated share image, e.g. `/images/share/blog/tax-season.png`. */
export function shareImagePath(kind: ShareImageKind, slug: string): string {
  return `/images/share/${kind}/${slug}.png`;
}

/** The title drawn on a share image: a page title without its " | DocSleeve" suffix (the brand is drawn already). */
export function shareImageTitle(title: string): string {
  return title.replace(/\s*\|\s*DocSleeve$/, "");
}

/** The og:image:alt of a generated share image: what is on it (the page's title and the brand). */
export function shareImageAlt(title: string): string {
  return `${shareImageTitle(title)}: DocSleeve`;
}
