/**
 * The bench's output: Markdown tables on stdout (pasted as they are into the README's Performance
 * section) and the whole result as bench/results.json.
 */
import { writeFile } from "node:fs/promises";
import type { RouteFigures } from "./budgets";
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

/** The per-route table: Lighthouse medians (worst performance run in brackets) and Nu errors. */
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
      "Nu errors",
    ],
    rows,
  );
}

/** The load-test table. */
export function loadTable(results: LoadResult[], seconds: number, connections: number): string {
  return table(
    [`target (${seconds} s, ${connections} connections)`, "requests/s", "p50 ms", "p99 ms", "× baseline", "CPU µs/request", "failed"],
    results.map((r) => [
      `${r.target}: ${r.method} ${r.url}`,
      String(r.requestsPerSecond),
      String(r.p50Ms),
      String(r.p99Ms),
      num(r.ratioToBaseline),
      num(r.cpuMicrosPerRequest),
      String(r.failures),
    ]),
  );
}

/** One line for the cold start. */
export function coldStartLine(cold: ColdStart): string {
  return `Cold start (node scripts/start.mjs → first 200 from /healthz): ${ms(cold.freshDataDirMs)} ms on an empty DATA_DIR, ${ms(cold.existingDataDirMs)} ms on an existing one.`;
}

/** Writes `results` as pretty JSON. */
export async function writeResults(file: string, results: unknown): Promise<void> {
  await writeFile(file, JSON.stringify(results, (_k, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? null : v), 2) + "\n");
}
