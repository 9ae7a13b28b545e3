/**
 * `npm run bench`: builds the production site into its own folder, measures its cold start,
 * serves it on a free loopback port with a fresh DATA_DIR, and measures every public route with the Nu
 * HTML checker and Lighthouse, plus server throughput with autocannon. Prints Markdown tables and the
 * budget misses, writes bench/results.json and the latest throughput table to docs/performance.md, and exits 0 whatever the figures (they are not assertions).
 * Settings: see bench/options.ts. Logs of the build and servers: the work folder printed at start.
 */
import { mkdir, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BUDGETS, budgetMisses, type RouteFigures } from "./budgets";
import { checkHtml } from "./html-check";
import { LOCALHOST_EXEMPT_AUDITS, SKIPPED_AUDITS, startLighthouse } from "./lighthouse";
import { measureLoad, type LoadResult } from "./load";
import { readOptions } from "./options";
import {
  coldStartLine,
  goalsLine,
  homeWeightLine,
  loadTable,
  routeTable,
  writePerformanceDoc,
  writeResults,
} from "./report";
import { discoverRoutes } from "./routes";
import { buildSite, measureColdStart, startSite, type ColdStart, type Site } from "./site";
import { measureRoutes } from "./summary";
import { measureWeights } from "./weight";
import { measureScriptWeight, pageHtml, scriptWeightLines } from "./script-weight";

const log = (line: string) => console.log(`[bench] ${line}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function main(): Promise<void> {
  const options = readOptions();
  const started = performance.now();
  const workDir = await mkdtemp(path.join(os.tmpdir(), "docsleeve-bench-"));
  const loadAverageAtStart = os.loadavg();
  log(
    `work folder (logs): ${workDir}; ${os.cpus().length} CPUs, load average ${loadAverageAtStart.map((l) => l.toFixed(1)).join(" ")}`,
  );

  if (!options.skipBuild) {
    log(`building into ${path.relative(options.root, options.buildDir)}…`);
    log(`built in ${((await buildSite(options, workDir, log)) / 1000).toFixed(1)} s`);
  }

  let coldStart: ColdStart | undefined;
  if (options.phases.has("cold")) {
    coldStart = await measureColdStart(options, workDir);
    log(coldStartLine(coldStart));
  }

  let site: Site | undefined;
  const routes: RouteFigures[] = [];
  let skippedRoutes: string[] = [];
  let load: LoadResult[] = [];
  let skippedLoad: string[] = [];
  let scriptLines: string[] = [];
  try {
    site = await startSite(options, workDir);
    log(`site on ${site.url}`);
    const discovered = await discoverRoutes(site.url, path.join(options.buildDir, "client"));
    skippedRoutes = discovered.skipped;
    for (const r of discovered.routes)
      if (!options.routes || options.routes.includes(r.path)) routes.push({ path: r.path, prerendered: r.prerendered });
    log(`routes: ${routes.map((r) => r.path).join(" ")}`);
    if (skippedRoutes.length) log(`not answering 200 (not built yet?): ${skippedRoutes.join(", ")}`);

    if (options.phases.has("html")) {
      const html = await checkHtml(
        options.root,
        site.url,
        routes.map((r) => r.path),
      );
      for (const r of routes) r.html = html.get(r.path);
      log(`Nu HTML checker: ${[...html.values()].reduce((n, h) => n + h.errors, 0)} errors in total`);
    }

    if (options.phases.has("weight")) {
      const weights = await measureWeights(
        site.url,
        routes.map((r) => r.path),
      );
      for (const r of routes) r.weight = weights.get(r.path);
    }

    if (options.phases.has("script")) {
      const weight = await measureScriptWeight(path.join(options.buildDir, "client"), ["root", "routes/pricing/route"]);
      scriptLines = scriptWeightLines("/pricing", weight, await pageHtml(`${site.url}/pricing`));
      for (const line of scriptLines) log(line);
    }

    if (options.phases.has("load")) {
      const prerenderedPath =
        routes.find((r) => r.path === "/security")?.path ?? routes.find((r) => r.prerendered)?.path ?? "/";
      ({ results: load, skipped: skippedLoad } = await measureLoad({
        root: options.root,
        workDir,
        baseUrl: site.url,
        sitePid: site.pid,
        prerenderedPath,
        // Every page, unless BENCH_ROUTES narrowed the run to a few.
        pages: discovered.routes.filter((r) => !options.routes || options.routes.includes(r.path)),
        seconds: options.loadSeconds,
        connections: options.connections,
      }));
      log(`load test done (${seconds(started)})`);
    }

    if (options.phases.has("lighthouse")) {
      const saveDir = options.saveLhr ? path.join(workDir, "lighthouse") : undefined;
      if (saveDir) await mkdir(saveDir);
      const runner = await startLighthouse(options.chromePath);
      try {
        const summaries = await measureRoutes(
          runner,
          routes.map((r) => r.path),
          { baseUrl: site.url, runs: options.runs, deadline: started + options.minutes * 60_000, log, saveDir },
        );
        for (const r of routes) r.lighthouse = summaries.get(r.path);
      } finally {
        await runner.close();
      }
    }
  } finally {
    await site?.stop();
  }

  const misses = budgetMisses(routes, load);
  const runsDone = Math.max(0, ...routes.map((r) => r.lighthouse?.runs ?? 0));
  console.log(`\n## Routes (Lighthouse mobile, simulated throttling; median of ${runsDone} runs)\n`);
  console.log(routeTable(routes, runsDone));
  console.log(`\n${goalsLine(BUDGETS)}`);
  if (scriptLines.length) console.log(`\n${scriptLines.join("\n")}`);
  const homeWeight = homeWeightLine(routes, BUDGETS);
  if (homeWeight) console.log(`\n${homeWeight}`);
  if (load.length) console.log(`\n## Throughput\n\n${loadTable(load, options.loadSeconds, options.connections)}`);
  if (skippedLoad.length) console.log(`\nLoad targets skipped: ${skippedLoad.join(", ")}`);
  if (coldStart) console.log(`\n${coldStartLine(coldStart)}`);
  console.log(
    `\nAudits disabled (cannot work offline): ${SKIPPED_AUDITS.join(", ") || "none"}; passing only because Lighthouse exempts localhost: ${LOCALHOST_EXEMPT_AUDITS.join(", ")}`,
  );
  for (const r of routes)
    if (r.lighthouse?.failedAudits.length)
      console.log(`  ${r.path} failed audits: ${r.lighthouse.failedAudits.join(", ")}`);
  console.log(
    misses.length
      ? `\n## Budget misses (${misses.length})\n\n${misses.map((m) => `- ${m}`).join("\n")}`
      : "\nAll budgets met.",
  );

  await writeResults(options.resultsFile, {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((performance.now() - started) / 1000),
    machine: { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg(), node: process.version },
    settings: {
      runs: options.runs,
      minutes: options.minutes,
      loadSeconds: options.loadSeconds,
      connections: options.connections,
      chromePath: options.chromePath,
    },
    budgets: BUDGETS,
    skippedAudits: SKIPPED_AUDITS,
    routes,
    skippedRoutes,
    load,
    skippedLoad,
    coldStart,
    misses,
  });
  if (load.length) {
    await writePerformanceDoc(options.performanceDoc, {
      at: new Date(),
      table: loadTable(load, options.loadSeconds, options.connections),
      loadAverage: { start: loadAverageAtStart, end: os.loadavg() },
      cpus: os.cpus().length,
      misses: misses.filter((m) => !m.startsWith("/")),
      skipped: skippedLoad,
    });
    log(`load table written to ${path.relative(options.root, options.performanceDoc)}`);
  }
  log(`results in ${path.relative(options.root, options.resultsFile)}; took ${seconds(started)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
