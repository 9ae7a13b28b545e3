/**
 * Robust figures from several Lighthouse runs of one route: the median of each figure (the machine is
 * shared and noisy), the worst performance score, and the union of failed audits and off-site requests.
 */
import path from "node:path";
import type { LighthouseRun, LighthouseRunner } from "./lighthouse";
import { CATEGORIES } from "./lighthouse";

/** Medians of the numeric figures of the runs (scores of categories run once come from that run; NaN if none). */
export type MedianRun = { [K in keyof Omit<LighthouseRun, "failedAudits" | "offsiteRequests" | "warnings">]-?: number };

/** Several runs of one route, summarised. */
export interface LighthouseSummary {
  median: MedianRun;
  worstPerformance: number;
  runs: number;
  /** Runs that failed and were retried. */
  retries: number;
  failedAudits: string[];
  offsiteRequests: string[];
  warnings: string[];
}

/** Median of the finite values (the mean of the middle two for an even count); NaN when none. */
export function median(values: readonly (number | undefined)[]): number {
  const sorted = values.filter((v): v is number => v !== undefined && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const NUMERIC_KEYS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "transferBytes",
  "jsBytes",
  "requests",
  "benchmarkIndex",
] as const;

/** Summarises finished runs. */
export function summariseRuns(runs: LighthouseRun[], retries: number): LighthouseSummary {
  const medianRun = {} as Record<(typeof NUMERIC_KEYS)[number], number>;
  for (const key of NUMERIC_KEYS) medianRun[key] = median(runs.map((r) => r[key]));
  // Scores are whole numbers in the report; an even number of runs must not invent 99.5.
  for (const key of ["performance", "accessibility", "bestPractices", "seo"] as const)
    medianRun[key] = Math.floor(medianRun[key]);
  return {
    median: medianRun,
    worstPerformance: Math.min(...runs.map((r) => r.performance)),
    runs: runs.length,
    retries,
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))].sort(),
    offsiteRequests: [...new Set(runs.flatMap((r) => r.offsiteRequests))],
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

/** Where and how to run the Lighthouse passes. */
export interface PassOptions {
  baseUrl: string;
  runs: number;
  /** `performance.now()` after which no further pass starts (the first pass always runs). */
  deadline: number;
  log: (line: string) => void;
  /** Folder for the full Lighthouse reports (one file per run), if wanted. */
  saveDir?: string;
}

const fileName = (route: string, pass: number) =>
  `${route === "/" ? "home" : route.slice(1).replace(/\//g, "__")}-${pass + 1}.json`;

/**
 * Runs Lighthouse on every route in passes: pass 1 with every category, the next passes with performance
 * only (the other categories do not depend on timing, and it saves the accessibility and SEO gathering).
 * Passes go round all routes, so a burst of load from other processes hits one run of several routes
 * rather than every run of one route. A pass that would end after `deadline` is not started; the table
 * then shows fewer runs. A failed run is retried (twice in pass 1, once later).
 */
export async function measureRoutes(
  runner: LighthouseRunner,
  routes: readonly string[],
  options: PassOptions,
): Promise<Map<string, LighthouseSummary>> {
  const runs = new Map<string, LighthouseRun[]>(routes.map((r) => [r, []]));
  const retries = new Map<string, number>(routes.map((r) => [r, 0]));
  for (let pass = 0; pass < options.runs; pass++) {
    const passStarted = performance.now();
    const categories = pass === 0 ? CATEGORIES : (["performance"] as const);
    for (const route of routes) {
      for (let attempt = 0; attempt <= (pass === 0 ? 2 : 1); attempt++) {
        try {
          const saveAs = options.saveDir ? path.join(options.saveDir, fileName(route, pass)) : undefined;
          runs.get(route)!.push(await runner.run(options.baseUrl + route, categories, saveAs));
          break;
        } catch (error) {
          retries.set(route, retries.get(route)! + 1);
          options.log(
            `  ${route}: run failed (${(error as Error).message.split("\n")[0]})${attempt < (pass === 0 ? 2 : 1) ? ", retrying" : ""}`,
          );
        }
      }
    }
    const passMs = performance.now() - passStarted;
    options.log(`Lighthouse pass ${pass + 1}/${options.runs} done in ${(passMs / 1000).toFixed(0)} s`);
    // A performance-only pass took 85–90 % of the first one here; stop before blowing the time budget.
    const nextPassMs = pass === 0 ? passMs * 0.9 : passMs;
    if (pass + 1 < options.runs && performance.now() + nextPassMs > options.deadline) {
      options.log(
        `time budget reached: ${pass + 1} run(s) per route instead of ${options.runs} (raise BENCH_MINUTES for more)`,
      );
      break;
    }
  }
  const summaries = new Map<string, LighthouseSummary>();
  for (const [route, done] of runs) if (done.length > 0) summaries.set(route, summariseRuns(done, retries.get(route)!));
  return summaries;
}
