// `npm run build` (after the client build): leaves in each prerendered page only the CSS it uses and
// loads the whole stylesheet without blocking. See ./critical-css-rules.ts and decision 0035.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { criticalCssForPages } from "./critical-css-rules";
import { ROOT } from "../../server/paths";

const clientDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client");
const pages = (await readdir(clientDir, { recursive: true }))
  .filter((rel) => path.basename(rel) === "index.html" && !/^(assets|pagefind)\//.test(rel))
  .map((rel) => path.join(clientDir, rel));
const started = performance.now();
const lines = await criticalCssForPages(clientDir, pages);
console.log(`critical CSS: ${lines.length} pages in ${Math.round(performance.now() - started)} ms`);
for (const line of lines) console.log(`  ${line}`);
