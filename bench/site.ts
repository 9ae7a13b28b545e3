/**
 * The site under test: the production build in its own folder, the server started from it on a free
 * loopback port with a fresh temporary DATA_DIR, and the cold-start measurement of `npm start`.
 */
import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BenchOptions } from "./options";
import { freePort, runCommand, startChild, waitFor200, type Child } from "./processes";

/** A running bench server. */
export interface Site {
  url: string;
  port: number;
  /** The server's process id (its CPU time is read from /proc during the load test). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * `npm run build` into `options.buildDir`; returns its duration in ms. The working tree may be caught
 * half-edited by someone else, so a failed build is tried again twice, 20 s apart.
 * @throws Error with the build output's tail when the third attempt fails too
 */
export async function buildSite(options: BenchOptions, workDir: string, log: (line: string) => void): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { ms } = await runCommand(
        "npm",
        ["run", "build"],
        { BUILD_DIR: options.buildDir },
        options.root,
        path.join(workDir, `build-${attempt}.log`),
      );
      return ms;
    } catch (error) {
      if (attempt === 3) throw error;
      log(`build failed (attempt ${attempt}; see ${path.join(workDir, `build-${attempt}.log`)}); trying again in 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 20_000));
    }
  }
}

/** Environment of every server the bench starts (loopback, own data dir, quiet, no rate-limit skew). */
function serverEnv(options: BenchOptions, port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    // The bench runs on the offline sandbox, which production refuses unless allowed.
    ALLOW_SANDBOX_PAYMENTS: "1",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    BUILD_DIR: options.buildDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The load test sends thousands of POSTs from one address; the limiter would answer 429 after 60.
    RATE_LIMIT_FACTOR: "1000000",
    // Required with NODE_ENV=production.
    SIGNUP_HMAC_KEY: "bench-signup-key-0123456789abcdef",
    CAPTCHA_HMAC_KEY: "bench-captcha-key-0123456789abcdef",
    NEWSLETTER_HMAC_KEY: "bench-newsletter-key-0123456789abcdef",
    LOG_LEVEL: options.logLevel,
  };
}

/** Starts `node <buildDir>/start.js` with a fresh temporary DATA_DIR and waits for /healthz. */
export async function startSite(options: BenchOptions, workDir: string): Promise<Site> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "docsleeve-bench-data-"));
  const child = startChild(
    process.execPath,
    [path.join(options.buildDir, "start.js")],
    serverEnv(options, port, dataDir),
    options.root,
    path.join(workDir, "server.log"),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${url}/healthz`, performance.now(), child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    url,
    port,
    pid: child.proc.pid!,
    async stop() {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cold-start figures (ms from spawning `node scripts/start.mjs` to the first 200 from /healthz). */
export interface ColdStart {
  /** Empty DATA_DIR: the embedded database is created, migrated and seeded. */
  freshDataDirMs: number;
  /** Second start on the same DATA_DIR (the usual restart). */
  existingDataDirMs: number;
}

async function timeStart(options: BenchOptions, dataDir: string, logFile: string): Promise<number> {
  // `npm start` rebuilds when a source is newer than the build stamp. Other people may be editing the
  // tree while the bench runs; this measures the build we just made, so mark it as current.
  const now = new Date();
  await utimes(path.join(options.buildDir, ".stamp"), now, now);
  const port = await freePort();
  const started = performance.now();
  const child: Child = startChild(
    process.execPath,
    ["scripts/start.mjs"],
    serverEnv(options, port, dataDir),
    options.root,
    logFile,
  );
  try {
    return await waitFor200(`http://127.0.0.1:${port}/healthz`, started, child);
  } finally {
    await child.stop();
  }
}

/** Measures the cold start twice: on an empty data dir, then restarting on it. */
export async function measureColdStart(options: BenchOptions, workDir: string): Promise<ColdStart> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "docsleeve-bench-cold-"));
  try {
    const freshDataDirMs = await timeStart(options, dataDir, path.join(workDir, "cold-1.log"));
    const existingDataDirMs = await timeStart(options, dataDir, path.join(workDir, "cold-2.log"));
    return { freshDataDirMs, existingDataDirMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
