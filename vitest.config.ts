import { defineConfig } from "vitest/config";
import { headScriptPlugin } from "./scripts/build/head-scripts";

/**
 * Unit and API integration tests (Node). Kept apart from vite.config.ts so the React Router plugin is not
 * loaded. Integration suites run on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
 * headScriptPlugin gives components their inline scripts' text, as in the build (decisions 0074, 0097).
 */
export default defineConfig({
  plugins: [headScriptPlugin()],
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    onConsoleLog: (log, type) => {
      // Anything a test writes to stderr (console.error, console.warn, a library's warning) is a failure:
      // a warning in a test is either a bug or an expectation the test should assert instead.
      if (type === "stderr") throw new Error(`console.error or console.warn during a test: ${log.slice(0, 300)}`);
      return undefined;
    },
  },
});
