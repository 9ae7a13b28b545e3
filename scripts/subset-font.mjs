// `npm run font:subset`: writes app/styles/fonts/inter-subset.woff2, the site's Inter (self-hosted
// and subset). From @fontsource-variable/inter's Latin file (48 KB) it keeps only the characters of
// INTER_SUBSET_RANGES (app/styles/font-subset.ts, which is also the @font-face's unicode-range and what
// app/styles/font-subset.test.ts checks the site's copy against) and the weights 400–800 the design uses:
// about 29 KB. Run it again after changing either; the output is committed.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const rangesModule = await readFile(path.join(root, "app/styles/font-subset.ts"), "utf8");
// The ranges are plain data in the module: read them without a TypeScript loader.
const ranges = [...rangesModule.matchAll(/\[0x([0-9a-f]+), 0x([0-9a-f]+)\]/gi)].map(([, from, to]) => [
  parseInt(from, 16),
  parseInt(to, 16),
]);
if (ranges.length === 0) throw new Error("no ranges found in app/styles/font-subset.ts");
let text = "";
for (const [from, to] of ranges) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);

const font = await subsetFont(await readFile(source), text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 800 } },
});
const out = path.join(root, "app/styles/fonts/inter-subset.woff2");
await writeFile(out, font);
console.log(`${path.relative(root, out)}: ${font.length} bytes (${text.length} characters, weights 400–800)`);
