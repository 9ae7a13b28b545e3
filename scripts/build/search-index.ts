// `npm run build` (after the client build): writes the site search's static index (Pagefind) into
// $BUILD_DIR/client/pagefind/. See server/search/build-index.ts and decision 0066.
import path from "node:path";
import { listPostFiles, readPostSources } from "../../server/blog/import";
import { ROOT } from "../../server/paths";
import { buildSearchIndex } from "../../server/search/build-index";

const clientDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client");
const summary = await buildSearchIndex(clientDir, await readPostSources(await listPostFiles()));
console.log(
  `search index: ${summary.posts} posts and ${summary.pages} help pages in ${path.relative(ROOT, summary.outputPath)}`,
);
