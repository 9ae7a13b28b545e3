// Builds the site into $BUILD_DIR when that build is missing or older than any source file (the rule of
// scripts/start.mjs). Run under `flock` by tests/support/instances.ts, so parallel test runs that share a
// build folder build it once and never read a half-written one.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildState } from "../../scripts/build-freshness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
if (buildState(root, buildDir) === "fresh") process.exit(0);

const result = spawnSync("npm", ["run", "build"], {
  cwd: root,
  stdio: ["ignore", "pipe", "pipe"],
  encoding: "utf8",
  env: process.env,
});
if (result.status !== 0) {
  process.stderr.write(`${result.stdout}\n${result.stderr}`.slice(-4000));
  process.exit(result.status ?? 1);
}
