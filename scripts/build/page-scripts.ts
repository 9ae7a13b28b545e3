// `npm run build` (after the critical CSS, before the assets are precompressed): each prerendered page's
// React Router bootstrap moves into files under /assets (./bootstrap-file.ts) and its inline
// scripts are minified (server/fast-pages/inline-scripts.ts). Decision 0073.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { bootstrapFilesForPages } from "./bootstrap-file";
import { minifyInlineScripts } from "../../server/fast-pages/inline-scripts";
import { ROOT } from "../../server/paths";

const clientDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client");
const files = (await readdir(clientDir, { recursive: true }))
  .filter((rel) => path.basename(rel) === "index.html" && !/^(assets|pagefind)\//.test(rel))
  .map((rel) => path.join(clientDir, rel));
const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, "utf8") })));
const result = await bootstrapFilesForPages(clientDir, pages);
console.log(`bootstrap modules: ${result.pages} pages, ${result.files} files`);
for (const file of files) await writeFile(file, minifyInlineScripts(await readFile(file, "utf8")));
console.log(`inline scripts minified: ${files.length} pages`);
