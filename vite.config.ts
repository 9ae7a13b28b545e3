import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { headScriptPlugin } from "./scripts/build/head-scripts";

export default defineConfig({
  // headScriptPlugin: `virtual:head-script`, the head script compiled from app/head-scripts/ (decision 0074).
  plugins: [tailwindcss(), headScriptPlugin(), reactRouter()],
  // zod without its eval probe, which our CSP reports on every page (see app/lib/zod-csp.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./app/lib/zod-csp.ts", import.meta.url)) }] },
  // `minify: true` also minifies the server bundle (Vite leaves it readable by default; decision 0067).
  build: { assetsInlineLimit: 0, minify: true },
});
