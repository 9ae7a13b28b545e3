/**
 * Server entry (`npm start` runs the bundled copy, build/start.js): parses the configuration, opens the
 * services, serves the app on HOST:PORT, runs the outbox retry worker, and shuts down gracefully on
 * SIGTERM/SIGINT (readiness turns 503 at once, in-flight requests finish, connections close, exit 0).
 */
import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, type PageSource } from "./app";
import { ConfigError, parseConfig, type Config } from "./config";
import { createLogger } from "./logger";
import { CLIENT_BUILD_DIR, SERVER_BUILD_FILE } from "./paths";
import { prerenderedPages } from "./prerendered";
import { createServices } from "./services";

/** How often each instance looks for mail due for a retry (ms). */
const OUTBOX_INTERVAL_MS = 15_000;
/** Hard limit for a graceful shutdown (ms); the spec asks for an exit within 10 s. */
const SHUTDOWN_DEADLINE_MS = 9_000;

async function pageSource(config: Config): Promise<PageSource> {
  if (config.env === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    return {
      devMiddleware: devServer.middlewares as never,
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  }
  const build = (await import(pathToFileURL(SERVER_BUILD_FILE).href)) as ServerBuild;
  const prerendered = await prerenderedPages(CLIENT_BUILD_DIR, { appUrl: config.appUrl, publicUrl: config.publicUrl });
  return { build, clientDir: CLIENT_BUILD_DIR, prerendered: prerendered.middleware };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const services = await createServices(config, log);
  const app = createApp(services, await pageSource(config));

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ url: `http://${config.host}:${port}`, database: services.database.kind }, "DocSleeve site listening");

  const outbox = setInterval(() => {
    services.mailer.deliverDue().catch((error: unknown) => log.error({ err: error }, "outbox worker failed"));
  }, OUTBOX_INTERVAL_MS);
  outbox.unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.lifecycle.shuttingDown = true;
    log.info({ signal }, "shutting down: draining in-flight requests");
    clearInterval(outbox);
    const deadline = setTimeout(() => {
      log.warn("shutdown deadline reached; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    server.close(() => {
      services
        .close()
        .catch((error: unknown) => log.error({ err: error }, "error while closing services"))
        .finally(() => {
          log.info("shutdown complete");
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
