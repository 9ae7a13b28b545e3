import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/seo/public-routes";

/**
 * React Router framework mode: every page is rendered on the server; the static marketing and legal pages
 * are also prerendered at build time and served as fixed bytes whose inline code the CSP allows by hash
 * (server/fast-pages/prerendered.ts).
 */
export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side (e.g. build-e2e-3300); the default is ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => [...PRERENDERED_PATHS],
} satisfies Config;
