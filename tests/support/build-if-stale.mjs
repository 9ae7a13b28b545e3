// Builds the site into $BUILD_DIR when that build is missing or older than any source file (the rule of
// scripts/start.mjs). Run under `flock` by tests/support/instances.ts, so parallel test runs that share a
// build folder build it once and never read a half-written one.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const SOURCES = ["app", "server", "db", "drizzle", "public", "content", "scripts", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

/** Newest modification time (ms) under `p` (a folder's own time changes when a file is added or removed). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const stamp = path.join(buildDir, ".stamp");
const builtAt = existsSync(stamp) && existsSync(path.join(buildDir, "server", "index.js")) ? statSync(stamp).mtimeMs : 0;
if (builtAt >= Math.max(...SOURCES.map((s) => newest(path.join(root, s))))) process.exit(0);

const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", env: process.env });
if (result.status !== 0) {
  process.stderr.write(`${result.stdout}\n${result.stderr}`.slice(-4000));
  process.exit(result.status ?? 1);
}
