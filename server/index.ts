/**
 * Server entry (`npm start` runs its bundled copy, build/server/start.js, through build/start.js): parses the configuration, opens the
 * services, serves the app on HOST:PORT, runs the background workers (outbox retries, abandoned sign-up
 * recovery, deletion of old personal data), and shuts down gracefully on SIGTERM/SIGINT (readiness turns 503 at once, in-flight
 * requests finish, connections close, exit 0).
 */
import { AsyncResource } from "node:async_hooks";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ANALYTICS_FLUSH_MS } from "./analytics/recorder";
import { createApp, type PageSource } from "./app";
import { ConfigError, parseConfig, type Config } from "./config";
import { logStartup } from "./startup-summary";
import { HARD_EXIT_MS, SHUTDOWN_DEADLINE_MS, startWorkers, type Workers } from "./lifecycle";
import { createLogger } from "./logger";
import { CLIENT_BUILD_DIR, SERVER_BUILD_FILE } from "./paths";
import { prerenderedPages } from "./fast-pages/prerendered";
import { createSecurityHeaders } from "./security";
import { serveAssets } from "./static-assets";
import { createServices } from "./create-services";
import type { Services } from "./services";
import { RETENTION_INTERVAL_MS, runRetention } from "./retention";
import { recoverAbandonedSignups, RECOVERY_INTERVAL_MS } from "./signup/recovery";
import { purgeExpiredRequests } from "./newsletter/subscriptions";
import { ensureFirstOwnerInvitation } from "./operators/invitations";
import { purgeExpiredSessions } from "./operators/sessions";

/** How often each instance looks for mail due for a retry (ms). */
const OUTBOX_INTERVAL_MS = 15_000;

/**
 * Where pages come from: with NODE_ENV=development (`npm run dev`), Vite's dev server as middleware (the
 * routes loaded through `ssrLoadModule`, so an edit shows on the next request, and hot-reloads in the
 * browser over the site's own server and port); otherwise the production build.
 */
async function pageSource(config: Config, httpServer: Server): Promise<PageSource> {
  if (config.env === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: "custom",
    });
    return {
      devMiddleware: devServer.middlewares as never,
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  }
  const build = (await import(pathToFileURL(SERVER_BUILD_FILE).href)) as ServerBuild;
  const { policyWith } = createSecurityHeaders(config);
  const prerendered = await prerenderedPages(CLIENT_BUILD_DIR, {
    appUrl: config.appUrl,
    publicUrl: config.publicUrl,
    policyWith,
  });
  return {
    build,
    clientDir: CLIENT_BUILD_DIR,
    prerendered: prerendered.serve,
    assets: serveAssets(path.join(CLIENT_BUILD_DIR, "assets")),
  };
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
  // Everything the process creates (the embedded database's files included) is private to its user:
  // files 0600, folders 0700 (the data folder holds personal data and keys).
  process.umask(0o077);
  const log = createLogger(config.logLevel);
  const services = await createServices(config, log);
  const httpServer = createServer();
  const app = createApp(services, await pageSource(config, httpServer));

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)), httpServer);
  });
  // Longer than a proxy's upstream keep-alive (nginx 60 s, AWS ALB 60 s), so the proxy closes idle
  // connections first and never sends a request on a socket we are closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ url: `http://${config.host}:${port}`, database: services.dbConnection.kind }, "DocSleeve site listening");
  logStartup(log, config, process.env);
  if (config.paymentProvider === "sandbox") {
    log.warn(
      { paymentProvider: "sandbox" },
      "payments run on the offline sandbox: no money is taken; set PAYMENT_PROVIDER=stripe to sell (docs/stripe.md)",
    );
  }

  // The console's first owner (OPERATOR_EMAIL): an invitation through the outbox, unless one is waiting.
  const invitation = await ensureFirstOwnerInvitation(
    { db: services.db, mailer: services.mailer, publicUrl: config.publicUrl, clock: services.clock },
    config.operatorEmail,
  );
  if (invitation === "sent")
    log.info({ operatorEmail: config.operatorEmail }, "operator console: owner invitation mailed (valid 24 hours)");

  const workers = startWorkers(
    [
      { name: "outbox", intervalMs: OUTBOX_INTERVAL_MS, run: () => services.mailer.deliverDue() },
      // Page views and funnel steps counted in memory, written as additive upserts (close() writes the rest).
      { name: "analytics", intervalMs: ANALYTICS_FLUSH_MS, run: () => services.analytics.flush() },
      { name: "signup recovery", intervalMs: RECOVERY_INTERVAL_MS, run: () => recoverAbandonedSignups(services) },
      { name: "retention", intervalMs: RETENTION_INTERVAL_MS, run: () => runRetention(services) },
      // Unconfirmed newsletter requests are deleted once their 7 days are over.
      { name: "newsletter expiry", intervalMs: 60 * 60 * 1000, run: () => purgeExpiredRequests(services) },
      // Expired console sessions are refused anyway; this only keeps the table small.
      {
        name: "console sessions",
        intervalMs: 60 * 60 * 1000,
        run: () => purgeExpiredSessions(services.db, services.clock()),
      },
    ],
    log,
  );

  installShutdown({ server, services, workers });
}

/**
 * Graceful shutdown on SIGTERM/SIGINT (docs/deploy.md): readiness turns 503 at once; after
 * SHUTDOWN_DRAIN_MS (time for a load balancer to notice) the listener closes, so new connections are
 * refused while in-flight requests finish (a purchase in progress completes); then the background
 * workers' current runs are awaited, the database pool and Redis are closed and the process exits 0.
 * Connections still busy at 9 s are cut; if closing hangs, the process exits 1 before the 10 s a
 * container runtime allows.
 * A second signal skips the rest of the drain.
 */
function installShutdown(options: { server: Server; services: Services; workers: Workers }) {
  const { server, services } = options;
  const { log } = services;
  let stopping = false;
  let closing = false;
  let drain: NodeJS.Timeout | undefined;
  let workersStopped: Promise<void> = Promise.resolve();

  // Responses of a stopping instance close their connection, so clients and proxies reconnect elsewhere
  // and the keep-alive sockets of in-flight requests do not hold the process open until the deadline.
  const inFlight = new Set<ServerResponse>();
  const closeWhenDone = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  // Before the app's own listener: a response it answers synchronously (a prerendered page) is already
  // sent when a later listener runs.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) closeWhenDone(res);
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  const closeListener = () => {
    if (closing) return;
    closing = true;
    log.info({ inFlight: inFlight.size }, "listener closed: refusing new connections, finishing in-flight requests");
    // Bound to this (request-less) context: the callback fires from the last request's socket.
    server.close(
      AsyncResource.bind(() => {
        workersStopped
          .then(() => services.close())
          .catch((error: unknown) => log.error({ err: error }, "error while closing services"))
          .finally(() => {
            log.info("shutdown complete");
            process.exit(0);
          });
      }),
    );
    server.closeIdleConnections();
  };

  const shutdown = (signal: string) => {
    if (stopping) {
      log.warn({ signal }, "second signal: closing the listener now");
      clearTimeout(drain);
      closeListener();
      return;
    }
    stopping = true;
    services.lifecycle.shuttingDown = true;
    inFlight.forEach(closeWhenDone);
    log.info({ signal, drainMs: services.config.shutdownDrainMs }, "shutting down: readiness is now 503");
    workersStopped = options.workers.stop();
    setTimeout(() => {
      log.warn("shutdown deadline reached; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS).unref();
    setTimeout(() => {
      log.error("shutdown did not complete in time; exiting");
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    drain = setTimeout(closeListener, services.config.shutdownDrainMs);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // A crash is logged as one JSON line (with the request id when it happened in a request), then exits.
  const crash = (error: unknown) => {
    log.fatal({ err: error }, "uncaught error; exiting");
    process.exit(1);
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
