// The last build step, after `react-router build` (whose server build holds the Express entry too:
// $BUILD_DIR/server/start.js beside React Router's index.js, one bundle, see vite.config.ts): writes
// $BUILD_DIR/start.js, which starts that entry (`npm start`, the Dockerfile and the test servers run it),
// precompresses the client assets (./precompress.mjs) and stamps the build as complete.
import { writeFileSync } from "node:fs";
import { precompressAssets } from "./precompress.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";

writeFileSync(
  `${buildDir}/start.js`,
  "// The server: the Express entry of the server bundle (written by the build). Source maps first, so the\n" +
    "// minified bundle's stack traces name the source files and lines.\n" +
    "process.setSourceMapsEnabled(true);\n" +
    'await import("./server/start.js");\n',
);
precompressAssets(`${buildDir}/client/assets`);
writeFileSync(`${buildDir}/.stamp`, new Date().toISOString());
