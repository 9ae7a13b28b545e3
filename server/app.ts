/**
 * The application: the request pipeline every request passes (id, security headers, log line, metrics:
 * ./fast-pages/request-pipeline.ts), the prerendered pages served in front of Express, and the Express app for the
 * rest: health probes, the JSON API, static files and the React Router handler. `createApp` is pure
 * wiring so tests can run it on any port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import proxyAddr from "proxy-addr";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { pageViewCounter } from "./analytics/page-views";
import { consoleHeaders } from "./operators/console-headers";
import { cspReportEndpoint } from "./api/csp-report";
import { apiErrorHandler, createApiRouter } from "./api/http";
import { fastApiAnswers } from "./api/fast-answers";
import { isFailure } from "./error-codes";
import { renderedPageCache } from "./fast-pages/rendered-page-cache";
import { API_ROUTES } from "./api/routes";
import { STRIPE_WEBHOOK_PREFIX, stripeWebhookRouter } from "./api/stripe-webhook";
import { labelRoute, metricsEndpoint } from "./metrics";
import { DOCUMENT_ROUTES, documentPdfEndpoint } from "./invoices/serve";
import { PUBLIC_DIR } from "./paths";
import { createRequestPipeline, defineRequestLog, type FastHandler } from "./fast-pages/request-pipeline";
import { localsOf } from "./response-locals";
import { searchFiles, SEARCH_FILES_PREFIX } from "./search/static-files";
import { createSecurityHeaders, CSP_REPORT_PATH } from "./security";
import type { Services } from "./services";

declare module "react-router" {
  /** What the React Router loaders receive as `context` (absent while prerendering at build time). */
  interface AppLoadContext {
    cspNonce: string;
    /** The client's address (X-Forwarded-For is honoured only with TRUST_PROXY): pages render for its country, actions rate-limit and record consent by it. */
    clientIp: string;
    publicEnv: { appUrl: string; publicUrl: string };
    services: Services;
  }
}

/** How pages are produced: a production build, or Vite's dev middleware. */
export interface PageSource {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production: hashed assets and prerendered pages. */
  clientDir?: string;
  /** Serves prerendered pages, in front of Express (see fast-pages/prerendered.ts). */
  prerendered?: FastHandler;
  /** Serves clientDir/assets with their precompressed variants (see static-assets.ts). */
  assets?: RequestHandler;
  /** Vite dev middleware (development only). */
  devMiddleware?: RequestHandler;
}

const ONE_YEAR_S = 31_536_000;

/** The site: a node:http request listener, and `listen` like Express's. */
export interface SiteApp {
  (req: IncomingMessage, res: ServerResponse): void;
  /**
   * Serves the site on `port` and `host` (on `server` when given: the one Vite's dev server shares);
   * `callback` gets the listen error, if any (as Express 5's).
   */
  listen(port: number, host: string, callback?: (error?: Error) => void, server?: Server): Server;
}

/** A static file that is not there (fallthrough: false): a plain 404, not a logged 500. */
const plainNotFound: ErrorRequestHandler = (error, _req, res, next) => {
  if ((error as { status?: number }).status !== 404) return next(error);
  res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found.\n");
};

/** Builds the site for the given services and page source. */
export function createApp(services: Services, pages: PageSource): SiteApp {
  const { config, log } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", "strong");
  // Request bodies and headers are never logged: they carry passwords, codes, tokens and cards.
  defineRequestLog(app.request, log);

  app.get("/livez", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (services.lifecycle.shuttingDown) return void res.status(503).json({ status: "shutting down" });
    // Ready means the database answers. Redis is not required: while it is away the rate limits count
    // per instance (rate-limit.ts), so taking every instance out of the balancer would turn a degraded
    // feature into an outage; its state is reported in the body.
    const redis = services.redis
      ? await withTimeout(services.redis.ping(), 1000).then(
          () => "ok",
          () => "unavailable",
        )
      : undefined;
    try {
      await withTimeout(services.dbConnection.ping(), 2000);
      res.json({ status: "ok", ...(redis && { redis }) });
    } catch (error) {
      log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable", ...(redis && { redis }) });
    }
  });

  app.post(CSP_REPORT_PATH, labelRoute(CSP_REPORT_PATH), ...cspReportEndpoint(services));
  // Raw body (signed bytes), so before the JSON API; mounted under its own prefix so that no other
  // request passes through its router.
  app.use(STRIPE_WEBHOOK_PREFIX, stripeWebhookRouter(services));
  // Before the compression middleware: the API's answers are small JSON, except the shared answers
  // (SerializedBody, server/api/http.ts), which keep their compressed variants and send those instead of
  // compressing on every request; the middleware's per-request wrapping would be wasted on all of them.
  app.use("/api", createApiRouter(API_ROUTES, services));
  app.use(compression());

  app.get("/metrics", metricsEndpoint(config.metricsToken, services.metrics));

  if (pages.devMiddleware) app.use(pages.devMiddleware);
  if (pages.clientDir) {
    app.use(
      "/assets",
      labelRoute("/assets"),
      pages.assets ??
        express.static(path.join(pages.clientDir, "assets"), {
          immutable: true,
          maxAge: ONE_YEAR_S * 1000,
          fallthrough: false,
          index: false,
        }),
      // A missing asset (an old hashed name after a deploy) is a plain 404, not a logged 500.
      plainNotFound,
    );
  }
  if (pages.clientDir) {
    // The site search's static index (server/search/static-files.ts): no work per query.
    app.use(SEARCH_FILES_PREFIX, labelRoute(SEARCH_FILES_PREFIX), searchFiles(pages.clientDir), plainNotFound);
  }
  // Invoice and credit note PDFs (signed links): files, not pages, so before the page handler.
  app.get(DOCUMENT_ROUTES, labelRoute("/invoices"), pageRateLimit(services), documentPdfEndpoint(services));
  app.use(labelRoute("static"), express.static(PUBLIC_DIR, { index: false, redirect: false, maxAge: "1h" }));
  // Whatever is left is a page (rendered by React Router, the not-found page included): rendering costs
  // CPU, so it is rate-limited per client; a 429 is a short text, not a rendered page.
  app.use(labelRoute("page"), pageRateLimit(services));
  // The pricing page's action (its sign-up forms and Pay Now) under a label of its own, so that paying
  // can be watched beside POST /api/register-plan (docs/deploy.md).
  app.use((req, res, next) => {
    if (req.method === "POST" && PRICING_ACTION_PATHS.has(req.path)) localsOf(res).metricsRoute = "pricing-action";
    next();
  });
  app.use(consoleHeaders(config.publicUrl));

  app.use(
    createRequestHandler({
      build: pages.build,
      mode: config.env === "development" ? "development" : "production",
      getLoadContext: (req, res): AppLoadContext => ({
        cspNonce: localsOf(res).cspNonce,
        clientIp: req.ip ?? "",
        publicEnv: { appUrl: config.appUrl, publicUrl: config.publicUrl },
        services,
      }),
    }),
  );
  app.use(apiErrorHandler(services));

  const securityHeaders = createSecurityHeaders(config);
  // The same address Express gives `req.ip` (its compiled "trust proxy" rule), before Express runs.
  const trustProxyFn = app.get("trust proxy fn") as (addr: string, i: number) => boolean;
  const clientIp = (req: IncomingMessage) => proxyAddr(req, trustProxyFn);
  // The blog pages and /pricing, rendered once per data version and served like the prerendered ones
  // (production builds only: in development Vite rebuilds the routes under them).
  const renderedPages =
    typeof pages.build === "function" || !pages.clientDir
      ? undefined
      : renderedPageCache({
          build: pages.build,
          services,
          publicEnv: { appUrl: config.appUrl, publicUrl: config.publicUrl },
          clientIp,
          policyWith: (hashes) => securityHeaders.policyWith(hashes),
        });

  // In front of Express: what every response gets, then the prerendered and cached pages (most of the
  // page traffic; they are compressed already, and nothing in the Express app applies to them).
  const pipeline = createRequestPipeline({
    config,
    log,
    metrics: services.metrics,
    securityHeaders,
    // The API's answers at hand first: one map lookup, and a page request never matches them.
    handlers: [fastApiAnswers(API_ROUTES, services, clientIp), pages.prerendered, renderedPages?.serve].filter(
      (handler) => handler !== undefined,
    ),
    fallback: app,
    observe: pageViewCounter({
      analytics: services.analytics,
      publicUrl: config.publicUrl,
      clientIp,
      rateLimits: services.rateLimits,
      clock: services.clock,
      log,
    }),
  });
  const site: SiteApp = Object.assign(pipeline, {
    listen(port: number, host: string, callback?: (error?: Error) => void, server: Server = createServer()): Server {
      server.on("request", site);
      if (!callback) return server.listen(port, host);
      let called = false;
      const done = (error?: Error) => {
        if (called) return;
        called = true;
        callback(error);
      };
      server.once("error", done);
      return server.listen(port, host, () => done());
    },
  });
  return site;
}

/** Where the pricing page's action is posted: a plain form post, and a fetcher's (React Router's `.data`). */
const PRICING_ACTION_PATHS = new Set(["/pricing", "/pricing.data"]);

function pageRateLimit(services: Services): RequestHandler {
  const limit = services.rateLimits.middleware("page");
  return (req, res, next) => {
    limit(req, res, (error?: unknown) => {
      if (!isFailure(error, "rate_limited")) return next(error);
      res
        .status(429)
        .set("Retry-After", String(error.failure.retryAfterSeconds ?? 1))
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(`${error.message}\n`);
    });
  };
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
