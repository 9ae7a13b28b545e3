import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // zod without its eval probe, which our CSP reports on every page (see app/lib/zod-csp.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./app/lib/zod-csp.ts", import.meta.url)) }] },
  build: { assetsInlineLimit: 0 },
});
