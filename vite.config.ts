import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { headScriptPlugin } from "./scripts/build/head-scripts";

/** The server build's two entries keep their own names: React Router's `index.js` and the Express entry's `start.js`. */
function serverEntryNames(): Plugin {
  return {
    name: "docsleeve:server-entry-names",
    apply: "build",
    outputOptions(options) {
      if (typeof options.entryFileNames !== "string" || options.entryFileNames !== "index.js") return;
      return { ...options, entryFileNames: (chunk) => (chunk.name === "start" ? "start.js" : "index.js") };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // headScriptPlugin: `virtual:head-script`, the head script compiled from app/head-scripts/ (decision 0074),
  // and `virtual:body-script/<name>`, the body scripts compiled from app/body-scripts/ (decision 0097).
  plugins: [tailwindcss(), headScriptPlugin(), reactRouter(), serverEntryNames()],
  // zod without its eval probe, which our CSP reports on every page (see app/lib/zod-csp.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./app/lib/zod-csp.ts", import.meta.url)) }] },
  // `minify: true` also minifies the server bundle (Vite leaves it readable by default; decision 0067).
  // The SSR build has a second entry, the Express server (server/index.ts → build/server/start.js), so the
  // server is one bundle whose modules the routes and the API share (server/fast-pages/README.md); its
  // source map keeps server stack traces readable.
  build: {
    assetsInlineLimit: 0,
    minify: true,
    ...(isSsrBuild
      ? {
          sourcemap: true,
          rollupOptions: {
            input: { index: "virtual:react-router/server-build", start: "server/index.ts" },
            output: { chunkFileNames: "[name]-[hash].js" },
          },
        }
      : {}),
  },
}));
