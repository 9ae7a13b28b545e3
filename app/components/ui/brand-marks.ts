/**
 * The social networks' marks: simple monochrome glyphs drawn for this site on lucide's 24×24 grid (lucide
 * no longer ships brand icons), filled in the text colour. scripts/build/icon-sprite.ts writes each as a
 * `<symbol id="brand-…">` of the icon sprite beside lucide's icons; ./brand-mark.tsx draws them.
 */
export const BRAND_MARKS = {
  LinkedIn:
    '<rect x="3" y="9" width="4" height="12" rx="0.5"/><circle cx="5" cy="5" r="2.2"/>' +
    '<path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.4 0 4.2 2.2 4.2 5.2V21h-4v-6.3c0-1.5-.3-2.8-1.9-2.8-1.7 0-2.1 1.2-2.1 2.8V21h-4z"/>',
  X: '<path d="M4 3h4.6l4.2 5.9L17.9 3H20.5l-6.5 7.6L21 21h-4.6l-4.5-6.4L6.4 21H3.8l6.9-8z"/>',
  Facebook:
    '<path d="M14 8.5V6.8c0-.9.6-1.3 1.3-1.3H17V2.2L14.7 2C11.8 2 10.5 3.7 10.5 6.4v2.1H8V12h2.5v10H14V12h2.7l.4-3.5z"/>',
  YouTube:
    '<path d="M22 8.2c-.2-1.7-1-2.9-2.9-3.1C16.5 4.8 12 4.8 12 4.8s-4.5 0-7.1.3C3 5.3 2.2 6.5 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.7 1 2.9 2.9 3.1 2.6.3 7.1.3 7.1.3s4.5 0 7.1-.3c1.9-.2 2.7-1.4 2.9-3.1.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15.3V8.7l5.7 3.3z"/>',
} as const;

/** A network with a mark. */
export type BrandMarkName = keyof typeof BRAND_MARKS;

/** The mark's symbol id in the sprite (`brand-x`): apart from lucide's ids (lucide has an `x`). */
export function brandMarkId(name: BrandMarkName): string {
  return `brand-${name.toLowerCase()}`;
}
