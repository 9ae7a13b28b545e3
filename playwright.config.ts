import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, LOOPBACK_CHROMIUM_ARGS } from "./tests/support/chromium";

/**
 * End-to-end tests in Debian's Chromium against the production build, started on a loopback port with a
 * fresh data directory. Every browser stays on loopback: anything else fails visibly.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `./data/e2e-${PORT}`;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
const OUTPUT_DIR = `test-results/${PORT}`;
/**
 * The signed-in session of the console's first owner, saved by console-auth.spec.ts once it has taken the
 * start-up invitation (OPERATOR_EMAIL: one per server) through to a signed-in console; the other console
 * test files start from it (project "console", which depends on project "console-auth").
 */
export const CONSOLE_OWNER_STATE = `${OUTPUT_DIR}/console-owner.json`;
/** The console's own test files, and billing.spec.ts, which follows a customer's billing changes into the console. */
const CONSOLE_SPECS = /(console-(?!auth)[a-z-]+|billing)\.spec\.ts$/;
const CONSOLE_AUTH_SPEC = /console-auth\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: OUTPUT_DIR,
  fullyParallel: true,
  workers: 2,
  // Never retried: a flaky test must show, not pass on a second try.
  retries: 0,
  // Generous: axe-core on the long home page takes tens of seconds on 2 busy cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // DOM snapshots of every step, kept for a failed test. No screencast: filming the animated pages tripled
    // a test's time on two cores and pushed the slow ones past their timeout.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...LOOPBACK_CHROMIUM_ARGS] },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: [CONSOLE_AUTH_SPEC, CONSOLE_SPECS] },
    { name: "console-auth", use: { browserName: "chromium" }, testMatch: CONSOLE_AUTH_SPEC },
    {
      name: "console",
      use: { browserName: "chromium", storageState: CONSOLE_OWNER_STATE },
      testMatch: CONSOLE_SPECS,
      dependencies: ["console-auth"],
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      RATE_LIMIT_FACTOR: "1000",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // The operator console's first owner: the server mails its invitation at start (tests/e2e/console-auth.spec.ts).
      OPERATOR_EMAIL: "owner@console.e2e.test",
      LOG_LEVEL: "warn",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
});
