/**
 * The brand's design tokens as a PDF needs them (hex colours, the logo's shapes). The values are those
 * of the site's design tokens (app/styles/app.css `@theme`, light scheme) and logo
 * (public/images/brand/logo-mark.svg); brand.test.ts fails when either file no longer holds them.
 */
export const BRAND_COLOURS = {
  /** --color-brand-600: the primary colour. */
  brand600: "#2563eb",
  /** --color-brand-700: the accent text (light scheme). */
  brand700: "#1d4ed8",
  /** --color-brand-900: headings on light surfaces. */
  brand900: "#1e3a8a",
  /** --color-ink / --color-ink-muted (light). */
  ink: "#0f172a",
  inkMuted: "#475569",
  /** --color-line (light). */
  line: "#e2e8f0",
  /** --color-surface-brand (light): table heads and panels. */
  surfaceBrand: "#f1f6ff",
  /** --color-success and --color-success-soft (light): the "Paid" mark. */
  success: "#15803d",
  successSoft: "#f0fdf4",
} as const;

/** The logo mark's shapes on its 32 × 32 grid (SVG path data, y downwards). */
export const LOGO_MARK = {
  back: { d: "M7 10h18a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V13a3 3 0 0 1 3-3z", fill: "brand700" },
  sheet: { d: "M10 3.5h12a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2z", stroke: "brand600" },
  lines: ["M11.5 8h9", "M11.5 11.5h9", "M11.5 15h6"],
  front: { d: "M4 15l12 6.5L28 15v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z", fill: "brand600" },
} as const;
