// `npm run build` (after the critical CSS, before the assets are precompressed): moves each prerendered
// page's React Router bootstrap module into a file under /assets. See server/fast-pages/bootstrap-file.ts
// and decision 0047.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { bootstrapFilesForPages } from "../server/fast-pages/bootstrap-file";
import { ROOT } from "../server/paths";

const clientDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client");
const files = (await readdir(clientDir, { recursive: true }))
  .filter((rel) => path.basename(rel) === "index.html" && !/^(assets|pagefind)\//.test(rel))
  .map((rel) => path.join(clientDir, rel));
const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, "utf8") })));
const result = await bootstrapFilesForPages(clientDir, pages);
console.log(`bootstrap modules: ${result.pages} pages, ${result.files} files`);
