import { describe, expect, it } from "vitest";
import { budgetMisses } from "./budgets";
import type { LighthouseRun } from "./lighthouse";
import { median, summariseRuns } from "./summary";

const run = (over: Partial<LighthouseRun>): LighthouseRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
  transferBytes: 200_000,
  jsBytes: 80_000,
  requests: 20,
  benchmarkIndex: 2000,
  failedAudits: [],
  offsiteRequests: [],
  warnings: [],
  ...over,
});

describe("median", () => {
  it("takes the middle value, the mean of the middle two, and ignores missing ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([undefined, 5, Number.NaN])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe("summariseRuns", () => {
  it("reports medians, the worst performance run, and scores of categories run once", () => {
    const s = summariseRuns(
      [run({ performance: 99, lcpMs: 1400 }), run({ performance: 96, accessibility: undefined, lcpMs: 1000 })],
      1,
    );
    expect(s.median.performance).toBe(97);
    expect(s.worstPerformance).toBe(96);
    expect(s.median.accessibility).toBe(100);
    expect(s.median.lcpMs).toBe(1200);
    expect([s.runs, s.retries]).toEqual([2, 1]);
  });
});

describe("budgetMisses", () => {
  it("names each figure that misses, the JS budget on static pages only", () => {
    const slow = summariseRuns([run({ performance: 90, lcpMs: 2000, jsBytes: 150_000 })], 0);
    const misses = budgetMisses(
      [
        { path: "/a", prerendered: true, lighthouse: slow },
        {
          path: "/b",
          prerendered: false,
          lighthouse: slow,
          html: { errors: 1, cssErrors: 70, warnings: 0, htmlBytes: 1, messages: ["line 1: x"] },
        },
      ],
      [
        {
          target: "prerendered page",
          method: "GET",
          url: "/a",
          requestsPerSecond: 100,
          p50Ms: 1,
          p99Ms: 2,
          failures: 0,
          ratioToBaseline: 0.5,
        },
        {
          target: "API plan-list",
          method: "POST",
          url: "/api/plan-list",
          requestsPerSecond: 100,
          p50Ms: 1,
          p99Ms: 30,
          failures: 0,
        },
      ],
    );
    expect(misses).toEqual([
      "/a: performance 90 < 100 (median)",
      "/a: performance 90 < 95 on a single run",
      "/a: LCP 2000 ms > 1500 ms",
      "/a: JS 146.5 KB gzip > 90 KB on a static page",
      "/b: performance 90 < 100 (median)",
      "/b: performance 90 < 95 on a single run",
      "/b: LCP 2000 ms > 1500 ms",
      "/b: 1 Nu HTML errors (first: line 1: x)",
      "GET /a: throughput 0.5 × baseline < 0.8",
      "POST /api/plan-list: p99 30 ms > 25 ms",
    ]);
  });

  it("holds static pages to their paint and weight goals, and server-rendered pages to the general budgets only", () => {
    const paints = summariseRuns([run({ fcpMs: 950, lcpMs: 1300 })], 0);
    const weight = { brotliBytes: 16 * 1024, gzipBytes: 18 * 1024, encoding: "br" };
    const misses = budgetMisses(
      [
        { path: "/static", prerendered: true, lighthouse: paints, weight },
        { path: "/ssr", prerendered: false, lighthouse: paints, weight },
        {
          path: "/light",
          prerendered: true,
          lighthouse: summariseRuns([run({ fcpMs: 800, lcpMs: 1100 })], 0),
          weight: { brotliBytes: 14 * 1024, gzipBytes: 15 * 1024, encoding: "br" },
        },
      ],
      [],
    );
    expect(misses).toEqual([
      "/static: FCP 950 ms > 900 ms on a static page",
      "/static: LCP 1300 ms > 1200 ms on a static page",
      "/static: HTML 16.0 KB brotli > 15 KB on a static page",
    ]);
  });
});
