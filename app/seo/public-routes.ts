/**
 * The public routes of the site: what the sitemap lists and which paths are prerendered at build time.
 * A route appears here only once its page exists (routes that are not built yet must 404).
 */
import { INTEGRATIONS } from "../content/integrations";
import { USE_CASES } from "../content/use-cases";
export interface PublicRoute {
  path: string;
  /** Prerendered at build time (no per-request data). */
  prerender: boolean;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", prerender: true, changefreq: "weekly", priority: 1.0 },
  { path: "/features", prerender: true, changefreq: "monthly", priority: 0.8 },
  { path: "/product", prerender: true, changefreq: "monthly", priority: 0.8 },
  { path: "/how-it-works", prerender: true, changefreq: "monthly", priority: 0.8 },
  { path: "/use-cases", prerender: true, changefreq: "monthly", priority: 0.8 },
  ...USE_CASES.map((u): PublicRoute => ({
    path: `/use-cases/${u.id}`,
    prerender: true,
    changefreq: "monthly",
    priority: 0.7,
  })),
  { path: "/integrations", prerender: true, changefreq: "monthly", priority: 0.7 },
  ...INTEGRATIONS.map((i): PublicRoute => ({
    path: `/integrations/${i.route}`,
    prerender: true,
    changefreq: "monthly",
    priority: 0.6,
  })),
  { path: "/faq", prerender: true, changefreq: "monthly", priority: 0.7 },
  // Prices come from the database per request; the sign-up stages live in ?step= on the same URL.
  { path: "/pricing", prerender: false, changefreq: "weekly", priority: 0.9 },
  // Per-request data (posts from the database): rendered on the server, never prerendered.
  { path: "/blog", prerender: false, changefreq: "weekly", priority: 0.7 },
  // The captcha challenge is fetched in the browser, so the page itself is static.
  { path: "/contact", prerender: true, changefreq: "monthly", priority: 0.6 },
  { path: "/customer-support", prerender: true, changefreq: "monthly", priority: 0.5 },
  { path: "/security", prerender: true, changefreq: "monthly", priority: 0.6 },
  { path: "/terms-condition", prerender: true, changefreq: "yearly", priority: 0.3 },
  { path: "/privacy-policy", prerender: true, changefreq: "yearly", priority: 0.3 },
  { path: "/refund-policy", prerender: true, changefreq: "yearly", priority: 0.3 },
];

/** Paths React Router prerenders at build time. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_ROUTES.filter((r) => r.prerender).map((r) => r.path);
