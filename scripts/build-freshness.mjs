// Whether a build is older than the sources it was made from: the rule shared by `npm start`
// (scripts/start.mjs) and the tests that start built servers (tests/support/build-if-stale.mjs).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What a build is made from, relative to the repo root. */
const SOURCES = [
  "app",
  "server",
  "db",
  "drizzle",
  "public",
  "content",
  "scripts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/** Newest modification time (ms) under `p` (a folder's own time changes when a file is added or removed). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/**
 * `"missing"` when `buildDir` holds no complete build, `"stale"` when a source changed after it was built,
 * `"fresh"` otherwise. `root` is the repository root.
 */
export function buildState(root, buildDir) {
  const stamp = path.join(buildDir, ".stamp");
  if (
    !existsSync(stamp) ||
    !existsSync(path.join(buildDir, "start.js")) ||
    !existsSync(path.join(buildDir, "server", "start.js")) ||
    !existsSync(path.join(buildDir, "server", "index.js"))
  )
    return "missing";
  const builtAt = statSync(stamp).mtimeMs;
  return builtAt >= Math.max(...SOURCES.map((s) => newest(path.join(root, s)))) ? "fresh" : "stale";
}
