/**
 * Stand-ins written into prerendered pages at build time and replaced when the server starts: pages are
 * prerendered before the runtime configuration is known.
 */
export const PRERENDER_TOKENS = {
  appUrl: "https://app-url.prerender.invalid",
  publicUrl: "https://public-url.prerender.invalid",
} as const;
