// Precompresses the hashed client assets once at build time: next to each compressible file
// it writes `.br` (brotli, best quality) and `.gz` (gzip level 9), when they are smaller. The server
// (server/static-assets.ts) sends them as they are, so no asset is compressed per request, and at a
// quality no per-request compression could afford.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Extensions worth compressing (fonts and images other than SVG are compressed already). */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".html", ".xml", ".map"]);
/** Smaller files gain nothing worth a variant. */
const MIN_BYTES = 1024;

/** Writes the variants for every compressible file in `dir`; returns how many files got one. */
export function precompressAssets(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.has(path.extname(name)) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
