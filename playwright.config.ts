import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, LOOPBACK_CHROMIUM_ARGS } from "./tests/support/chromium";

/**
 * End-to-end tests in Debian's Chromium against the production build, started on a loopback port with a
 * fresh data directory. Every browser stays on loopback: anything else fails visibly.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `./data/e2e-${PORT}`;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // Never retried: a flaky test must show, not pass on a second try.
  retries: 0,
  // Generous: axe-core on the long home page takes tens of seconds on 2 busy cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...LOOPBACK_CHROMIUM_ARGS] },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
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
