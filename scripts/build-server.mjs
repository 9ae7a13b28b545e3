// Bundles the Express entry (server/index.ts and everything it imports) into build/start.js with esbuild.
// Packages stay external (node_modules is there at run time); our TypeScript is compiled in.
// Runs after `react-router build`, so it also precompresses the client assets (./precompress.mjs).
import { writeFileSync } from "node:fs";
import { build } from "esbuild";
import { precompressAssets } from "./precompress.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";

await build({
  entryPoints: ["server/index.ts"],
  outfile: `${buildDir}/start.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
precompressAssets(`${buildDir}/client/assets`);
writeFileSync(`${buildDir}/.stamp`, new Date().toISOString());
