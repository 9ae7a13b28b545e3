// `npm start`: builds the site when the build is missing or older than any source file, then serves it.
// Runs in this process so SIGTERM/SIGINT reach the server's graceful shutdown directly.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildState } from "./build-freshness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const state = buildState(root, buildDir);
if (state !== "fresh") {
  console.log(state === "stale" ? "Sources changed since the last build: building…" : "No build found: building…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(buildDir, "start.js")).href);
