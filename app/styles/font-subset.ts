/**
 * The characters the site's Inter subset carries (scripts/subset-font.mjs), as inclusive code point
 * ranges. They are also the @font-face's unicode-range in app.css, so a character outside them is drawn
 * in the fallback face without downloading anything; font-subset.test.ts keeps the site's copy inside.
 */
export const INTER_SUBSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: accented letters, £ © · × and the like
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

/** The ranges as a CSS unicode-range value ("U+20-7E, U+A0-FF, …"). */
export function unicodeRange(ranges = INTER_SUBSET_RANGES): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}
