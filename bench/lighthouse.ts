/**
 * Lighthouse through its Node API against Debian's Chromium (CHROME_PATH), with Lighthouse's default
 * mobile emulation and simulated throttling (Moto G Power class device, slow 4G, 4x CPU slowdown).
 * One browser serves every run; before each navigation Lighthouse clears the HTTP cache and the origin's
 * storage, local storage included (`CLEAR_STORAGE_TYPES`), so every run is a first visit.
 */
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOOPBACK_CHROMIUM_ARGS } from "../tests/support/chromium";

/**
 * Audits to switch off because they cannot work offline. Running every audit here found none that fails
 * or reaches out (the bench also lists any request leaving the site, see `offsiteRequests`). Three pass
 * only because Lighthouse relaxes them for localhost, so they say nothing about production, where the
 * TLS-terminating proxy provides them (docs/deploy.md): `is-on-https`, `redirects-http` (not applicable)
 * and `uses-http2`. Add an id here if an audit ever needs the network.
 */
export const SKIPPED_AUDITS: readonly string[] = [];

/**
 * What Lighthouse clears before each run: its default list, plus local storage, which it leaves by default
 * (it warns that "stored data" may affect the figures): what a visitor's choices left there (the colour
 * scheme, the pop-up closed) is not a first visit's.
 */
export const CLEAR_STORAGE_TYPES = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
] as const;

/** Audits that pass on loopback only because Lighthouse exempts localhost (see SKIPPED_AUDITS). */
export const LOCALHOST_EXEMPT_AUDITS: readonly string[] = ["is-on-https", "redirects-http", "uses-http2"];

/** Chromium flags: headless, and every flag that keeps the browser on loopback. */
export const CHROME_FLAGS: readonly string[] = ["--headless=new", "--disable-dev-shm-usage", ...LOOPBACK_CHROMIUM_ARGS];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The figures of one Lighthouse run (scores 0–100, times in ms, bytes as transferred). */
export interface LighthouseRun {
  performance: number;
  /** Absent on performance-only runs. */
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Scripts as transferred (compressed), loaded before any interaction. */
  jsBytes: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; noisy when loaded). */
  benchmarkIndex: number;
  /** Audits that lowered a category score: `category/audit-id`. */
  failedAudits: string[];
  /** Requests to anything other than the site itself (must stay empty: the bench is offline). */
  offsiteRequests: string[];
  warnings: string[];
}

const score = (lhr: Result, id: string) =>
  lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : undefined;
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

/** Turns a Lighthouse result into the bench's figures. */
export function summarise(lhr: Result, origin: string): LighthouseRun {
  const items = (
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((i) => !i.url.startsWith("data:"));
  const failedAudits: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (
        audit.scoreDisplayMode === "notApplicable" ||
        audit.scoreDisplayMode === "manual" ||
        audit.scoreDisplayMode === "informative"
      )
        continue;
      failedAudits.push(`${category}/${ref.id}`);
    }
  }
  return {
    performance: score(lhr, "performance") ?? 0,
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    transferBytes: items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    jsBytes: items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    requests: items.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits,
    offsiteRequests: items.filter((i) => !i.url.startsWith(origin)).map((i) => i.url),
    warnings: [...lhr.runWarnings, ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])],
  };
}

/** A browser ready for Lighthouse runs. */
export interface LighthouseRunner {
  /**
   * One Lighthouse navigation of `url` with the given categories; the full report is written to `saveAs`
   * when given. @throws Error when Lighthouse fails or the trace gave no metrics.
   */
  run(url: string, categories: readonly Category[], saveAs?: string): Promise<LighthouseRun>;
  close(): Promise<void>;
}

/** Launches Chromium (own temporary profile) and returns a runner. */
export async function startLighthouse(chromePath: string): Promise<LighthouseRunner> {
  const profile = await mkdtemp(path.join(tmpdir(), "docsleeve-bench-chrome-"));
  const chrome: LaunchedChrome = await launch({
    chromePath,
    chromeFlags: [...CHROME_FLAGS],
    userDataDir: profile,
    logLevel: "silent",
  });
  return {
    async run(url, categories, saveAs) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        skipAudits: [...SKIPPED_AUDITS],
        clearStorageTypes: [...CLEAR_STORAGE_TYPES],
        // The full-page screenshot costs seconds per run and measures nothing.
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (saveAs) await writeFile(saveAs, JSON.stringify(result.lhr));
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const run = summarise(result.lhr, new URL(url).origin);
      // A broken trace (e.g. NO_NAVSTART under heavy load) gives null metrics: worth a retry, not a figure.
      if (!Number.isFinite(run.lcpMs) || !Number.isFinite(run.fcpMs))
        throw new Error(`Lighthouse: no metrics (${run.warnings.join("; ")})`);
      return run;
    },
    async close() {
      chrome.kill();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
