/**
 * Bench settings, from environment variables (all optional). The defaults keep a full run under about
 * ten minutes on two shared cores with ~20 routes.
 *
 * | variable | default | meaning |
 * | --- | --- | --- |
 * | BENCH_RUNS | 3 | Lighthouse runs per route (the median is reported, the worst performance score too) |
 * | BENCH_MINUTES | 10 | time budget: a further Lighthouse pass is not started if it would end later |
 * | BENCH_BUILD_DIR | build-bench | where the production build goes (its own folder: parallel builds do not clash) |
 * | BENCH_SKIP_BUILD | unset | `1`: reuse the existing build in BENCH_BUILD_DIR |
 * | BENCH_ROUTES | all | comma-separated paths to limit Lighthouse and the HTML check to |
 * | BENCH_PHASES | cold,html,weight,script,load,lighthouse | which measurements to run (weight: each page's HTML as served with brotli; script: /pricing's script before interaction, from the build's manifest; `BENCH_SKIP_BUILD=1 BENCH_PHASES=script` is the quick run) |
 * | BENCH_LOAD_SECONDS | 10 | autocannon seconds per target, and as many for its baseline (in turns, half each) |
 * | BENCH_CONNECTIONS | 50 | autocannon connections |
 * | BENCH_LOG_LEVEL | info | LOG_LEVEL of the measured server (info = production's request logging) |
 * | BENCH_SAVE_LHR | unset | `1`: keep every Lighthouse report (JSON) in the work folder |
 * | CHROME_PATH | /usr/bin/chromium | the browser Lighthouse drives |
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export type Phase = "cold" | "html" | "weight" | "script" | "load" | "lighthouse";
const ALL_PHASES: Phase[] = ["cold", "html", "weight", "script", "load", "lighthouse"];

/** The parsed settings. */
export interface BenchOptions {
  root: string;
  buildDir: string;
  skipBuild: boolean;
  runs: number;
  minutes: number;
  routes?: string[];
  logLevel: string;
  saveLhr: boolean;
  phases: Set<Phase>;
  loadSeconds: number;
  connections: number;
  chromePath: string;
  resultsFile: string;
  /** Where the latest throughput table is written (docs/performance.md). */
  performanceDoc: string;
}

const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
};

const list = (value: string | undefined): string[] | undefined =>
  value
    ? value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

/** Reads the settings from `env`. @throws Error naming the variable when a value is invalid. */
export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const phases = list(env.BENCH_PHASES) ?? ALL_PHASES;
  for (const p of phases) if (!ALL_PHASES.includes(p as Phase)) throw new Error(`BENCH_PHASES: unknown phase "${p}"`);
  return {
    root,
    buildDir: path.resolve(root, env.BENCH_BUILD_DIR ?? "build-bench"),
    skipBuild: env.BENCH_SKIP_BUILD === "1",
    runs: positiveInt(env.BENCH_RUNS, 3, "BENCH_RUNS"),
    minutes: positiveInt(env.BENCH_MINUTES, 10, "BENCH_MINUTES"),
    routes: list(env.BENCH_ROUTES),
    logLevel: env.BENCH_LOG_LEVEL ?? "info",
    saveLhr: env.BENCH_SAVE_LHR === "1",
    phases: new Set(phases as Phase[]),
    loadSeconds: positiveInt(env.BENCH_LOAD_SECONDS, 10, "BENCH_LOAD_SECONDS"),
    connections: positiveInt(env.BENCH_CONNECTIONS, 50, "BENCH_CONNECTIONS"),
    chromePath: env.CHROME_PATH ?? "/usr/bin/chromium",
    resultsFile: path.join(root, "bench", "results.json"),
    performanceDoc: path.join(root, "docs", "performance.md"),
  };
}
