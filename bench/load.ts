/**
 * Server throughput with autocannon (loopback only, bounded: `seconds` per target plus a short warm-up).
 * Targets: a prerendered page, the server-rendered /blog page, POST /api/plan-list, and the baseline — the
 * same prerendered HTML bytes served by a plain node:http server in a child process. No Accept-Encoding is
 * sent, so the site and the baseline send the same uncompressed bytes and the ratio compares the servers.
 */
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort, startChild, waitFor200 } from "./processes";

/** One autocannon result. Latencies in ms. */
export interface LoadResult {
  target: string;
  method: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts (anything but 0 makes the figure suspect). */
  failures: number;
  /**
   * CPU time the serving process spent per request (µs, from /proc; absent elsewhere). Unlike requests/s
   * it hardly depends on what else the machine is doing, so it is the figure to compare between runs.
   */
  cpuMicrosPerRequest?: number;
  /** requestsPerSecond divided by the baseline's (absent for the baseline itself). */
  ratioToBaseline?: number;
}

interface Target {
  name: string;
  url: string;
  method: "GET" | "POST";
  body?: string;
  /** The process serving it. */
  pid: number;
}

/** User + system CPU time of process `pid` in µs (Linux /proc; clock ticks are 1/100 s there). */
function cpuMicros(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/** Runs autocannon once against `target`: 1 s warm-up, then `seconds` at `connections`. */
async function hammer(target: Target, seconds: number, connections: number): Promise<LoadResult> {
  const common = {
    url: target.url,
    method: target.method,
    connections,
    headers: target.body ? { "content-type": "application/json" } : {},
    body: target.body,
  };
  await autocannon({ ...common, duration: 1 });
  const cpuBefore = cpuMicros(target.pid);
  const result = await autocannon({ ...common, duration: seconds });
  const cpuAfter = cpuMicros(target.pid);
  return {
    target: target.name,
    method: target.method,
    url: new URL(target.url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMicrosPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0 ? Math.round((cpuAfter - cpuBefore) / result.requests.total) : undefined,
  };
}

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Measures the site at `baseUrl`; `prerenderedPath` is the page compared with the baseline. Targets that
 * do not exist yet (no /blog, no /api/plan-list) are skipped and named in `skipped`.
 */
export async function measureLoad(options: {
  root: string;
  workDir: string;
  baseUrl: string;
  /** The site's server process. */
  sitePid: number;
  prerenderedPath: string;
  seconds: number;
  connections: number;
}): Promise<{ results: LoadResult[]; skipped: string[] }> {
  const { baseUrl, seconds, connections } = options;
  const skipped: string[] = [];
  const page = await (await fetch(baseUrl + options.prerenderedPath)).arrayBuffer();
  const file = path.join(options.workDir, "baseline.html");
  await writeFile(file, Buffer.from(page));
  const port = await freePort();
  const baseline = startChild(process.execPath, [path.join(options.root, "bench", "static-server.mjs"), file, String(port)], {}, options.root, path.join(options.workDir, "baseline.log"));
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, performance.now(), baseline, 15_000);
    const targets: Target[] = [
      { name: "static baseline", url: `http://127.0.0.1:${port}${options.prerenderedPath}`, method: "GET", pid: baseline.proc.pid! },
      { name: "prerendered page", url: baseUrl + options.prerenderedPath, method: "GET", pid: options.sitePid },
    ];
    if (await answers(`${baseUrl}/blog`)) targets.push({ name: "SSR blog page", url: `${baseUrl}/blog`, method: "GET", pid: options.sitePid });
    else skipped.push("GET /blog (not built yet)");
    const apiInit = { method: "POST", headers: { "content-type": "application/json" }, body: "{}" };
    if (await answers(`${baseUrl}/api/plan-list`, apiInit)) targets.push({ name: "API plan-list", url: `${baseUrl}/api/plan-list`, method: "POST", body: "{}", pid: options.sitePid });
    else skipped.push("POST /api/plan-list (not built yet)");

    const results: LoadResult[] = [];
    for (const target of targets) results.push(await hammer(target, seconds, connections));
    const base = results[0]!.requestsPerSecond;
    for (const r of results.slice(1)) r.ratioToBaseline = base > 0 ? Math.round((r.requestsPerSecond / base) * 100) / 100 : undefined;
    return { results, skipped };
  } finally {
    await baseline.stop();
  }
}
