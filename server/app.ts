/**
 * The Express application: middleware order, health probes, the JSON API, static files, prerendered
 * pages and the React Router handler. `createApp` is pure wiring so tests can run it on any port.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { apiErrorHandler, createApiRouter } from "./api/http";
import { API_ROUTES } from "./api/routes";
import { redactUrl, runWithRequestId, safeErrorSerializer } from "./logger";
import { labelRoute, metricsEndpoint } from "./metrics";
import { PUBLIC_DIR } from "./paths";
import { nonceMiddleware, securityHeaders } from "./security";
import type { Services } from "./services";

declare module "react-router" {
  /** What the React Router loaders receive as `context` (absent while prerendering at build time). */
  interface AppLoadContext {
    cspNonce: string;
    publicEnv: { appUrl: string; publicUrl: string };
    services: Services;
  }
}

/** How pages are produced: a production build, or Vite's dev middleware. */
export interface PageSource {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production: hashed assets and prerendered pages. */
  clientDir?: string;
  /** Serves prerendered pages (see prerendered.ts). */
  prerendered?: RequestHandler;
  /** Serves clientDir/assets from memory with precompressed variants (see static-assets.ts). */
  assets?: RequestHandler;
  /** Vite dev middleware (development only). */
  devMiddleware?: RequestHandler;
}

const ONE_YEAR_S = 31_536_000;
/** A request id a trusted proxy may pass on (nginx's $request_id, a UUID…); anything else is replaced. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Probes and scrapes hit every few seconds; logging each would drown the real traffic. */
const QUIET_PATHS = new Set(["/livez", "/healthz", "/metrics"]);

/** Builds the Express app for the given services and page source. */
export function createApp(services: Services, pages: PageSource): express.Express {
  const { config, log } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", "strong");

  app.use(services.metrics.httpMiddleware);
  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        // Behind a trusted proxy, keep its id so one request can be followed through both logs.
        const forwarded = config.trustProxy ? req.headers["x-request-id"] : undefined;
        const id = typeof forwarded === "string" && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") === true || QUIET_PATHS.has(req.url ?? "") },
      // Request bodies and headers are never logged: they carry passwords, codes, tokens and cards.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // pino-http replaces the logger's serializers on req.log; keep the scrubbing one (logger.ts).
        err: safeErrorSerializer,
      },
    }),
  );
  // Every line logged while this request is handled, by any logger, carries its id (logger.ts).
  app.use((req, _res, next) => runWithRequestId(String(req.id), next));
  app.use(nonceMiddleware, securityHeaders(config));
  // Prerendered pages next: they are most of the page traffic, they gzip themselves (prerendered.ts),
  // and nothing below applies to them; express.static would first look for each on disk (issue 7).
  if (pages.prerendered) app.use(pages.prerendered);
  app.use(compression());

  app.get("/livez", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (services.lifecycle.shuttingDown) return void res.status(503).json({ status: "shutting down" });
    try {
      await withTimeout(Promise.all([services.database.ping(), services.redis?.ping()]), 2000);
      res.json({ status: "ok" });
    } catch (error) {
      log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.get("/metrics", metricsEndpoint(config.metricsToken, services.metrics));

  app.use("/api", createApiRouter(API_ROUTES, services));

  if (pages.devMiddleware) app.use(pages.devMiddleware);
  if (pages.clientDir) {
    app.use(
      "/assets",
      labelRoute("/assets"),
      pages.assets ??
        express.static(path.join(pages.clientDir, "assets"), { immutable: true, maxAge: ONE_YEAR_S * 1000, fallthrough: false, index: false }),
      // A missing asset (an old hashed name after a deploy) is a plain 404, not a logged 500.
      ((error, _req, res, next) => {
        if ((error as { status?: number }).status !== 404) return next(error);
        res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found.\n");
      }) satisfies ErrorRequestHandler,
    );
  }
  app.use(labelRoute("static"), express.static(PUBLIC_DIR, { index: false, redirect: false, maxAge: "1h" }));
  // Whatever is left is a page (rendered by React Router, the not-found page included).
  app.use(labelRoute("page"));

  app.use(
    createRequestHandler({
      build: pages.build,
      mode: config.env === "development" ? "development" : "production",
      getLoadContext: (_req, res): AppLoadContext => ({
        cspNonce: res.locals.cspNonce as string,
        publicEnv: { appUrl: config.appUrl, publicUrl: config.publicUrl },
        services,
      }),
    }),
  );
  app.use(apiErrorHandler(services));
  return app;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
