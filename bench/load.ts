/**
 * Server throughput with autocannon (loopback only, bounded: `seconds` per target plus a short warm-up).
 * Targets: every page (prerendered and server-rendered, a blog post included), every endpoint a page
 * calls (country-list, geo, plan-list, blog-list, blog-detail, captcha) and the API description. Each is
 * measured in turns with its own baseline: a plain node:http server in a child process answering the same
 * request with the same bytes (what the site sent it once), so its ratio compares the servers, not the
 * bodies, under the same machine load. The baseline sends the site's content-type, ETag, Cache-Control and
 * Vary with them, and its brotli or gzip bytes to a client that asks (bench/static-server.mjs); the load
 * itself sends no Accept-Encoding, so both send the same uncompressed bytes.
 */
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { request } from "node:http";
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
  /** The baseline's figures for the same bytes, measured in turns with the target's. */
  baseline?: { requestsPerSecond: number; p99Ms: number; cpuMicrosPerRequest?: number };
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

/** One autocannon run's raw figures. */
interface Round {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  cpuMicros?: number;
}

/** Runs autocannon once against `target` for `seconds` at `connections` (`warmUp`: 1 s first, not counted). */
async function round(target: Target, seconds: number, connections: number, warmUp: boolean): Promise<Round> {
  const common = {
    url: target.url,
    method: target.method,
    connections,
    headers: target.body ? { "content-type": "application/json" } : {},
    body: target.body,
  };
  if (warmUp) await autocannon({ ...common, duration: 1 });
  const cpuBefore = cpuMicros(target.pid);
  const result = await autocannon({ ...common, duration: seconds });
  const cpuAfter = cpuMicros(target.pid);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMicros: cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined,
  };
}

/** The figures of `rounds` of one target: requests/s and CPU over all of them, the worst p50 and p99. */
function combine(target: Target, rounds: Round[]): LoadResult {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  const cpu = rounds.every((r) => r.cpuMicros !== undefined) ? rounds.reduce((n, r) => n + r.cpuMicros!, 0) : undefined;
  return {
    target: target.name,
    method: target.method,
    url: new URL(target.url).pathname + new URL(target.url).search,
    requestsPerSecond: seconds > 0 ? Math.round(requests / seconds) : 0,
    p50Ms: Math.max(...rounds.map((r) => r.p50Ms)),
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    failures: rounds.reduce((n, r) => n + r.failures, 0),
    cpuMicrosPerRequest: cpu !== undefined && requests > 0 ? Math.round(cpu / requests) : undefined,
  };
}

/**
 * Measures `target` and its `baseline` in turns (baseline, target, baseline, target: half of `seconds`
 * each), so that what else the shared machine does weighs on both alike; the ratio is of the totals.
 */
async function hammerPair(target: Target, baseline: Target, seconds: number, connections: number): Promise<LoadResult> {
  const half = Math.max(1, Math.round(seconds / 2));
  const baseRounds: Round[] = [];
  const siteRounds: Round[] = [];
  for (const turn of [0, 1]) {
    baseRounds.push(await round(baseline, half, connections, turn === 0));
    siteRounds.push(await round(target, half, connections, turn === 0));
  }
  const base = combine(baseline, baseRounds);
  const result = combine(target, siteRounds);
  result.baseline = {
    requestsPerSecond: base.requestsPerSecond,
    p99Ms: base.p99Ms,
    cpuMicrosPerRequest: base.cpuMicrosPerRequest,
  };
  result.ratioToBaseline =
    base.requestsPerSecond > 0
      ? Math.round((result.requestsPerSecond / base.requestsPerSecond) * 100) / 100
      : undefined;
  return result;
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

/** Headers of the site's answer that the baseline sends too (the rest, security headers and request id, are the site's own cost). */
const KEPT_HEADERS = ["content-type", "etag", "cache-control", "vary"] as const;

/** One raw answer of the site (its bytes as they crossed the wire, not decoded) and the headers kept. */
function rawAnswer(
  target: Target,
  acceptEncoding: string,
): Promise<{ body: Buffer; encoding?: string; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      target.url,
      {
        method: target.method,
        headers: { ...(target.body ? { "content-type": "application/json" } : {}), "accept-encoding": acceptEncoding },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = res.headers[name];
            if (typeof value === "string") headers[name] = value;
          }
          const encoding = res.headers["content-encoding"];
          resolve({
            body: Buffer.concat(chunks),
            encoding: typeof encoding === "string" ? encoding : undefined,
            headers,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out: ${target.url}`)));
    req.on("error", reject);
    req.end(target.body);
  });
}

/**
 * What the site answers `target`, to be sent by the baseline: the uncompressed bytes and, where the site
 * compresses them, its brotli and gzip bytes, each with the site's content-type, ETag, Cache-Control and
 * Vary. Captured once; the baseline picks the variant from the request's Accept-Encoding as the site does.
 */
async function bytesOf(target: Target): Promise<{
  headers: Record<string, string>;
  variants: Partial<Record<"identity" | "br" | "gzip", Buffer>>;
}> {
  const plain = await rawAnswer(target, "identity");
  const variants: Partial<Record<"identity" | "br" | "gzip", Buffer>> = { identity: plain.body };
  for (const encoding of ["br", "gzip"] as const) {
    const answer = await rawAnswer(target, encoding);
    if (answer.encoding === encoding) variants[encoding] = answer.body;
  }
  return { headers: plain.headers, variants };
}

/**
 * Measures the site at `baseUrl`, each target against the baseline sending its bytes; `prerenderedPath`
 * is the page measured first (the README's reference page). Targets that do not exist yet (no /blog, no
 * /api/plan-list) are skipped and named in `skipped`.
 */
export async function measureLoad(options: {
  root: string;
  workDir: string;
  baseUrl: string;
  /** The site's server process. */
  sitePid: number;
  prerenderedPath: string;
  /** Every page to load besides `prerenderedPath` (the bench's discovered routes). */
  pages?: Array<{ path: string; prerendered: boolean }>;
  seconds: number;
  connections: number;
}): Promise<{ results: LoadResult[]; skipped: string[] }> {
  const { baseUrl, seconds, connections } = options;
  const skipped: string[] = [];
  const targets: Target[] = [
    { name: "prerendered page", url: baseUrl + options.prerenderedPath, method: "GET", pid: options.sitePid },
  ];
  // Every other page, the server-rendered ones included (each costs twice `seconds` more).
  for (const page of options.pages ?? []) {
    if (page.path === options.prerenderedPath) continue;
    targets.push({
      name: page.prerendered ? "page" : "SSR page",
      url: baseUrl + page.path,
      method: "GET",
      pid: options.sitePid,
    });
  }
  const post = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const firstPost = (
    await fetch(`${baseUrl}/api/blog-list`, post({ limit: 1, page: 1 }))
      .then((r) => r.json() as Promise<{ data?: Array<{ blog_url: string }> }>)
      .catch(() => undefined)
  )?.data?.[0]?.blog_url;
  const blogNotListed = !(options.pages ?? []).some((p) => p.path.startsWith("/blog"));
  // What the pages call: the pricing page's lists, the contact page's captcha, the blog's API.
  const candidates: Array<{ name: string; path: string; method: "GET" | "POST"; body?: unknown }> = [
    ...(blogNotListed ? [{ name: "SSR page", path: "/blog", method: "GET" as const }] : []),
    ...(blogNotListed && firstPost ? [{ name: "SSR page", path: `/blog/${firstPost}`, method: "GET" as const }] : []),
    { name: "API", path: "/api/country-list", method: "GET" },
    { name: "API", path: "/api/geo", method: "GET" },
    { name: "API", path: "/api/plan-list", method: "POST", body: {} },
    { name: "API", path: "/api/blog-list", method: "POST", body: { limit: 9, page: 1 } },
    ...(firstPost ? [{ name: "API", path: "/api/blog-detail", method: "POST" as const, body: { id: firstPost } }] : []),
    { name: "API", path: "/api/captcha", method: "GET" },
    { name: "API", path: "/api/openapi.json", method: "GET" },
  ];
  for (const c of candidates) {
    const body = c.body === undefined ? undefined : JSON.stringify(c.body);
    if (await answers(baseUrl + c.path, c.method === "POST" ? post(c.body) : undefined))
      targets.push({ name: c.name, url: baseUrl + c.path, method: c.method, body, pid: options.sitePid });
    else skipped.push(`${c.method} ${c.path} (not answering 200)`);
  }

  // The baseline's answers: each target's bytes under the target's own method and path.
  const manifest = [];
  for (const [i, target] of targets.entries()) {
    const { headers, variants } = await bytesOf(target);
    const files: Record<string, string> = {};
    for (const [encoding, body] of Object.entries(variants)) {
      files[encoding] = path.join(options.workDir, `baseline-${i}.${encoding}`);
      await writeFile(files[encoding]!, body);
    }
    const url = new URL(target.url);
    manifest.push({ method: target.method, path: url.pathname + url.search, files, headers });
  }
  const manifestFile = path.join(options.workDir, "baseline.json");
  await writeFile(manifestFile, JSON.stringify(manifest));
  const port = await freePort();
  const baseline = startChild(
    process.execPath,
    [path.join(options.root, "bench", "static-server.mjs"), manifestFile, String(port)],
    {},
    options.root,
    path.join(options.workDir, "baseline.log"),
  );
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, performance.now(), baseline, 15_000);
    const results: LoadResult[] = [];
    for (const target of targets) {
      const url = new URL(target.url);
      const baselineTarget: Target = {
        ...target,
        name: "same-bytes baseline",
        url: `http://127.0.0.1:${port}${url.pathname}${url.search}`,
        pid: baseline.proc.pid!,
      };
      results.push(await hammerPair(target, baselineTarget, seconds, connections));
    }
    return { results, skipped };
  } finally {
    await baseline.stop();
  }
}
