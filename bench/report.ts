/**
 * The bench's output: Markdown tables on stdout (pasted as they are into the README's Performance
 * section) and the whole result as bench/results.json.
 */
import { writeFile } from "node:fs/promises";
import type { BUDGETS, RouteFigures } from "./budgets";
import type { LoadResult } from "./load";
import type { ColdStart } from "./site";

const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "–");
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
const num = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? "–" : String(value));

function table(headings: string[], rows: string[][]): string {
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(headings), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

/**
 * The per-route table: Lighthouse medians (worst performance run in brackets), the HTML's size (as is and
 * as served with brotli) and Nu errors; the goals of a static page are under it (`goalsLine`).
 */
export function routeTable(routes: RouteFigures[], runs: number): string {
  const rows = routes.map((r) => {
    const l = r.lighthouse;
    const m = l?.median;
    return [
      r.path + (r.prerendered ? "" : " (SSR)"),
      m ? `${m.performance} (${l!.worstPerformance})` : "–",
      num(m?.accessibility),
      num(m?.bestPractices),
      num(m?.seo),
      m ? ms(m.fcpMs) : "–",
      m ? ms(m.lcpMs) : "–",
      m ? ms(m.tbtMs) : "–",
      m ? m.cls.toFixed(3) : "–",
      m ? kb(m.transferBytes) : "–",
      m ? kb(m.jsBytes) : "–",
      m ? num(m.requests) : "–",
      r.html ? kb(r.html.htmlBytes) : "–",
      r.weight ? kb(r.weight.gzipBytes) : "–",
      r.weight ? kb(r.weight.brotliBytes) : "–",
      r.html ? String(r.html.errors) + (r.html.cssErrors ? ` (+${r.html.cssErrors} CSS)` : "") : "–",
    ];
  });
  return table(
    [
      "route",
      `perf (worst of ${runs})`,
      "a11y",
      "best pr.",
      "SEO",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "transfer KB",
      "JS KB gz",
      "requests",
      "HTML KB",
      "HTML KB gz",
      "HTML KB br",
      "Nu errors",
    ],
    rows,
  );
}

/** The static pages' goals the table is read against (BUDGETS), one line. */
export function goalsLine(budgets: typeof BUDGETS): string {
  return (
    `Static (prerendered) page goals: FCP ≤ ${budgets.staticPageFcpMs} ms, LCP ≤ ${budgets.staticPageLcpMs} ms, ` +
    `HTML ≤ ${budgets.staticPageHtmlBrotliBytes / 1024} KB br, JS before interaction ≤ ${budgets.staticPageJsBytes / 1024} KB gz, ` +
    `CLS ≤ ${budgets.cls}, performance ${budgets.performance}; every route: LCP ≤ ${budgets.lcpMs} ms, TBT ≤ ${budgets.tbtMs} ms.`
  );
}

/**
 * The load-test table: each target beside its own baseline (a plain node:http server sending the same
 * bytes, measured in turns with it), the ratio of their requests/s, and the CPU each spent per request
 * (the steadier figure on a shared machine).
 */
export function loadTable(results: LoadResult[], seconds: number, connections: number): string {
  return table(
    [
      `target (${seconds} s, ${connections} connections)`,
      "requests/s",
      "p50 ms",
      "p99 ms",
      "baseline req/s",
      "baseline p99 ms",
      "× same-bytes baseline",
      "CPU µs/request",
      "baseline CPU µs",
      "failed",
    ],
    results.map((r) => [
      `${r.target}: ${r.method} ${r.url}`,
      String(r.requestsPerSecond),
      String(r.p50Ms),
      String(r.p99Ms),
      num(r.baseline?.requestsPerSecond),
      num(r.baseline?.p99Ms),
      num(r.ratioToBaseline),
      num(r.cpuMicrosPerRequest),
      num(r.baseline?.cpuMicrosPerRequest),
      String(r.failures),
    ]),
  );
}

/** One line for the home page's HTML as served compressed (its goal: BUDGETS.homeHtmlGzipBytes). */
export function homeWeightLine(routes: RouteFigures[], budgets: typeof BUDGETS): string | undefined {
  const home = routes.find((r) => r.path === "/")?.weight;
  if (!home) return undefined;
  return (
    `Home page HTML as served: ${kb(home.gzipBytes)} KB gzip, ${kb(home.brotliBytes)} KB brotli ` +
    `(goal ≤ ${budgets.homeHtmlGzipBytes / 1024} KB gzip).`
  );
}

/** One line for the cold start. */
export function coldStartLine(cold: ColdStart): string {
  return `Cold start (node scripts/start.mjs → first 200 from /healthz): ${ms(cold.freshDataDirMs)} ms on an empty DATA_DIR, ${ms(cold.existingDataDirMs)} ms on an existing one.`;
}

/** Writes `results` as pretty JSON. */
export async function writeResults(file: string, results: unknown): Promise<void> {
  await writeFile(
    file,
    JSON.stringify(results, (_k, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? null : v), 2) + "\n",
  );
}

/**
 * Writes docs/performance.md: the latest throughput table as the bench printed it, with when, on what
 * machine and under what load it was taken, so the figures in the repository are never pasted by hand.
 */
export async function writePerformanceDoc(
  file: string,
  run: {
    at: Date;
    table: string;
    loadAverage: { start: number[]; end: number[] };
    cpus: number;
    misses: string[];
    skipped: string[];
  },
): Promise<void> {
  const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(" / ");
  const text = [
    "# Performance: latest throughput run",
    "",
    "Written by `npm run bench` (bench/report.ts) after its load phase: do not edit by hand. How it is",
    'measured and what the budgets are: README "Performance", docs/decisions/0009-performance.md and',
    "0014-load-and-faults.md. Budget: p99 ≤ 25 ms for every page and every endpoint a page calls, at 50",
    "connections on this 2-core machine, with the load generator on the same cores.",
    "",
    `Run at ${run.at.toISOString()} on ${run.cpus} CPUs; load average (1 / 5 / 15 min) ${load(run.loadAverage.start)} at the start,`,
    `${load(run.loadAverage.end)} at the end (other work on the machine moves requests/s and p99; CPU µs/request is the steady figure).`,
    "",
    run.table,
    "",
    run.misses.length
      ? `Budget misses:\n\n${run.misses.map((m) => `- ${m}`).join("\n")}`
      : "All throughput budgets met.",
    ...(run.skipped.length ? ["", `Skipped: ${run.skipped.join(", ")}.`] : []),
    "",
  ].join("\n");
  await writeFile(file, text);
}
