/**
 * The performance budgets and the check that lists what falls short. Figures are printed, never asserted:
 * the bench exits 0 either way.
 */
import type { HtmlCheck } from "./html-check";
import type { LighthouseSummary } from "./summary";
import type { LoadResult } from "./load";
import type { PageWeight } from "./weight";

/** The performance budgets. Times in ms, sizes in bytes (1 KB = 1024 bytes, as Lighthouse counts). */
export const BUDGETS = {
  /** Median score of the runs (a displayed 100). */
  performance: 100,
  /** No single run below this. */
  performanceWorstRun: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  /** First and largest contentful paint (median) of a static (prerendered) page (decision 0035). */
  staticPageFcpMs: 900,
  staticPageLcpMs: 1200,
  /** HTML of a static (prerendered) page as served with brotli (decision 0035). */
  staticPageHtmlBrotliBytes: 15 * 1024,
  /** Script bytes as transferred (gzip) before any interaction, on a static (prerendered) page. */
  staticPageJsBytes: 90 * 1024,
  nuErrors: 0,
  /** The home page's HTML as served with gzip */
  homeHtmlGzipBytes: 15 * 1024,
  /** A prerendered page's requests/s divided by its baseline's (a node:http server sending the same bytes). */
  prerenderedThroughputRatio: 0.8,
  /** A GET endpoint's requests/s divided by its baseline's. */
  apiGetThroughputRatio: 0.6,
  /** p99 latency of every page and every endpoint a page calls, at the bench's 50 connections. */
  p99Ms: 25,
} as const;

/** A route's measurements, as the budget check needs them. */
export interface RouteFigures {
  path: string;
  prerendered: boolean;
  lighthouse?: LighthouseSummary;
  html?: HtmlCheck;
  weight?: PageWeight;
}

/** Lists every figure that misses its budget, one readable line each. */
export function budgetMisses(routes: RouteFigures[], load: LoadResult[]): string[] {
  const misses: string[] = [];
  const b = BUDGETS;
  for (const r of routes) {
    const m = r.lighthouse?.median;
    const at = (what: string) => `${r.path}: ${what}`;
    if (r.lighthouse && m) {
      if (m.performance < b.performance) misses.push(at(`performance ${m.performance} < ${b.performance} (median)`));
      if (r.lighthouse.worstPerformance < b.performanceWorstRun)
        misses.push(at(`performance ${r.lighthouse.worstPerformance} < ${b.performanceWorstRun} on a single run`));
      if (m.accessibility < b.accessibility) misses.push(at(`accessibility ${m.accessibility} < ${b.accessibility}`));
      if (m.bestPractices < b.bestPractices) misses.push(at(`best-practices ${m.bestPractices} < ${b.bestPractices}`));
      if (m.seo < b.seo) misses.push(at(`SEO ${m.seo} < ${b.seo}`));
      if (m.lcpMs > b.lcpMs) misses.push(at(`LCP ${Math.round(m.lcpMs)} ms > ${b.lcpMs} ms`));
      if (r.prerendered && m.fcpMs > b.staticPageFcpMs)
        misses.push(at(`FCP ${Math.round(m.fcpMs)} ms > ${b.staticPageFcpMs} ms on a static page`));
      // Above the every-route budget, that line says it already.
      if (r.prerendered && m.lcpMs > b.staticPageLcpMs && m.lcpMs <= b.lcpMs)
        misses.push(at(`LCP ${Math.round(m.lcpMs)} ms > ${b.staticPageLcpMs} ms on a static page`));
      if (m.tbtMs > b.tbtMs) misses.push(at(`TBT ${Math.round(m.tbtMs)} ms > ${b.tbtMs} ms`));
      if (m.cls > b.cls) misses.push(at(`CLS ${m.cls.toFixed(3)} > ${b.cls}`));
      if (r.prerendered && m.jsBytes > b.staticPageJsBytes)
        misses.push(
          at(`JS ${(m.jsBytes / 1024).toFixed(1)} KB gzip > ${b.staticPageJsBytes / 1024} KB on a static page`),
        );
      if (r.lighthouse.offsiteRequests.length > 0)
        misses.push(at(`requests leave the site: ${r.lighthouse.offsiteRequests.join(", ")}`));
    }
    if (r.prerendered && r.weight && r.weight.brotliBytes > b.staticPageHtmlBrotliBytes)
      misses.push(
        at(
          `HTML ${(r.weight.brotliBytes / 1024).toFixed(1)} KB brotli > ${b.staticPageHtmlBrotliBytes / 1024} KB on a static page`,
        ),
      );
    if (r.html && r.html.errors > b.nuErrors)
      misses.push(at(`${r.html.errors} Nu HTML errors (first: ${r.html.messages[0] ?? "?"})`));
  }
  const home = routes.find((r) => r.path === "/")?.weight;
  if (home && home.gzipBytes > b.homeHtmlGzipBytes)
    misses.push(`/: HTML ${(home.gzipBytes / 1024).toFixed(1)} KB gzip > ${b.homeHtmlGzipBytes / 1024} KB`);
  for (const l of load) {
    const goal =
      l.target === "prerendered page" || l.target === "page"
        ? b.prerenderedThroughputRatio
        : l.target === "API" && l.method === "GET"
          ? b.apiGetThroughputRatio
          : undefined;
    if (goal !== undefined && l.ratioToBaseline !== undefined && l.ratioToBaseline < goal)
      misses.push(`${l.method} ${l.url}: throughput ${l.ratioToBaseline} × baseline < ${goal}`);
    if (l.target !== "same-bytes baseline" && l.p99Ms > b.p99Ms)
      misses.push(`${l.method} ${l.url}: p99 ${l.p99Ms} ms > ${b.p99Ms} ms`);
    if (l.failures > 0) misses.push(`${l.method} ${l.url}: ${l.failures} failed requests under load`);
  }
  return misses;
}
