/**
 * Stand-ins written into prerendered pages at build time and replaced when the server starts (URLs) or
 * per request (the CSP nonce). Pages are prerendered before the runtime configuration is known, and a
 * nonce must differ on every response.
 */
export const PRERENDER_TOKENS = {
  nonce: "__PRERENDER_CSP_NONCE__",
  appUrl: "https://app-url.prerender.invalid",
  publicUrl: "https://public-url.prerender.invalid",
} as const;
