/**
 * "zod" as the page builds see it (vite.config.ts aliases the bare specifier here): zod with `jitless` set
 * before any schema exists. Without it, creating the first object schema probes `new Function("")`; our
 * CSP (no 'unsafe-eval') blocks the probe, and although zod catches the error, Chromium records a CSP
 * violation on every page that loads zod (Lighthouse best-practices: "Issues were logged"). Interpreted
 * parsing is plenty fast for forms. The API server and unit tests use zod directly.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z, default } from "zod/v4";
