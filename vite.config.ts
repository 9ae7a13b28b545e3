import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // zod without its eval probe, which our CSP reports on every page (see app/lib/zod-csp.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./app/lib/zod-csp.ts", import.meta.url)) }] },
  // `minify: true` also minifies the server bundle (Vite leaves it readable by default): the head scripts
  // the pages inline are serialised from their functions there (app/lib/theme.ts, app/lib/hydrate-on-intent.ts),
  // so every page sends them minified (decision 0067).
  build: { assetsInlineLimit: 0, minify: true },
});
