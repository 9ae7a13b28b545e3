/**
 * The Express application: middleware order, health probes, the JSON API, static files, prerendered
 * pages and the React Router handler. `createApp` is pure wiring so tests can run it on any port.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { apiErrorHandler, createApiRouter } from "./api/http";
import { API_ROUTES } from "./api/routes";
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
  /** Vite dev middleware (development only). */
  devMiddleware?: RequestHandler;
}

const ONE_YEAR_S = 31_536_000;

/** Builds the Express app for the given services and page source. */
export function createApp(services: Services, pages: PageSource): express.Express {
  const { config, log } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", "strong");

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") === true || req.url === "/livez" },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(nonceMiddleware, securityHeaders(config));
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

  app.use("/api", createApiRouter(API_ROUTES, services));

  if (pages.devMiddleware) app.use(pages.devMiddleware);
  if (pages.clientDir) {
    app.use(
      "/assets",
      express.static(path.join(pages.clientDir, "assets"), { immutable: true, maxAge: ONE_YEAR_S * 1000, fallthrough: false, index: false }),
    );
  }
  app.use(express.static(PUBLIC_DIR, { index: false, redirect: false, maxAge: "1h" }));
  if (pages.prerendered) app.use(pages.prerendered);

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
