/**
 * What every request gets, whoever answers it, in one place (docs/decisions/0008 and
 * 0053): a request id (`X-Request-Id`, a trusted proxy's kept), a fresh CSP nonce and the security
 * headers, the request's log scope, one "request completed" log line and one metrics sample when the
 * response closes. Then the request goes to the first handler that takes it: the prerendered and cached
 * pages (which replace the nonce policy with their fixed, hash-based one: docs/decisions/0023),
 * answered here without Express (most of the page traffic, at a fifth of the CPU they cost through
 * Express), else the Express app. Nothing downstream repeats any of this.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Config } from "../config";
import { redactUrl, runWithRequestId, type Logger } from "../logger";
import type { Metrics } from "../metrics";
import type { ResponseLocals } from "../response-locals";
import { newNonce, type SecurityHeaders } from "../security";

declare module "http" {
  interface IncomingMessage {
    /** The request id (also `X-Request-Id` and `reqId` on its log lines), set by the request pipeline. */
    id: string;
    /** A logger for this request: its lines carry the request's id, method and URL (Express requests). */
    log?: Logger;
  }
}

/** A request id a trusted proxy may pass on (nginx's $request_id, a UUID…); anything else is replaced. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Probes and scrapes hit every few seconds; logging each would drown the real traffic. */
const QUIET_PATHS = new Set(["/livez", "/healthz", "/metrics"]);

/**
 * A handler tried before Express (the prerendered pages, the rendered-page cache): answers and returns
 * true, or returns false having touched nothing.
 */
export type FastHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Options of `createRequestPipeline`. */
export interface PipelineOptions {
  config: Pick<Config, "trustProxy">;
  log: Logger;
  metrics: Pick<Metrics, "observeHttp">;
  securityHeaders: SecurityHeaders;
  /** Tried in order, in front of `fallback`. */
  handlers: FastHandler[];
  /** Everything else (the Express app). */
  fallback: RequestListener;
  /**
   * Told of every response once it has closed (the page-view counter, server/analytics/page-views.ts):
   * must be cheap and synchronous, it runs on the request path.
   */
  observe?: (req: IncomingMessage, res: ServerResponse, url: string) => void;
}

/** Returns the node:http request listener that runs the pipeline. */
export function createRequestPipeline(options: PipelineOptions): RequestListener {
  const { log, metrics, securityHeaders, handlers, fallback, observe } = options;
  const trustProxy = Boolean(options.config.trustProxy);
  // The request line's fields are fixed and its URL goes through redactUrl, so it skips the redaction
  // pass (~60 secret paths looked up in every line); every other line, the errored request's included,
  // keeps it.
  const requestLog = log.child({}, { redact: { paths: [] } });

  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    for (const handler of handlers) if (handler(req, res)) return;
    fallback(req, res);
  };

  return (req, res) => {
    const started = process.hrtime.bigint();
    // Captured now: Express rewrites req.url while it routes through mounted routers.
    const url = req.url ?? "";
    const id = requestIdOf(req, trustProxy);
    req.id = id;
    res.setHeader("X-Request-Id", id);
    const nonce = newNonce();
    (res as ServerResponse & { locals: ResponseLocals }).locals = { cspNonce: nonce };
    securityHeaders.set(res, nonce);

    const quiet = url.startsWith("/assets/") || QUIET_PATHS.has(url);
    let failure: unknown;
    const onError = (error: unknown) => {
      failure = error;
    };
    res.once("error", onError);
    res.once("close", () => {
      res.removeListener("error", onError);
      const elapsed = process.hrtime.bigint() - started;
      metrics.observeHttp(req, res, Number(elapsed) / 1e9);
      observe?.(req, res, url);
      if (quiet && failure === undefined) return;
      const line = {
        req: { id, method: req.method, url: redactUrl(url) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(Number(elapsed) / 1e6),
        reqId: id,
      };
      if (failure !== undefined || res.statusCode >= 500) {
        log.info(
          { ...line, err: failure ?? new Error(`failed with status code ${res.statusCode}`) },
          "request errored",
        );
      } else {
        requestLog.info(line, res.writableFinished ? "request completed" : "request aborted");
      }
    });
    // Every line logged while this request is handled, by any logger, carries its id (logger.ts).
    runWithRequestId(id, () => dispatch(req, res));
  };
}

/** The request's id: a trusted proxy's `X-Request-Id` when it looks like one, else a new UUID. */
function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  // Behind a trusted proxy, keep its id so one request can be followed through both logs.
  const forwarded = trustProxy ? req.headers["x-request-id"] : undefined;
  return typeof forwarded === "string" && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * Gives the requests of an Express app a `req.log`: a child of `log` bound to the request's id, method
 * and (redacted) URL, created on first use since most requests never log anything themselves.
 */
export function defineRequestLog(requestPrototype: object, log: Logger): void {
  Object.defineProperty(requestPrototype, "log", {
    configurable: true,
    get(this: IncomingMessage & { originalUrl?: string }) {
      const child = log.child({
        req: { id: this.id, method: this.method, url: redactUrl(this.originalUrl ?? this.url ?? "") },
      });
      Object.defineProperty(this, "log", { value: child, configurable: true, writable: true });
      return child;
    },
  });
}
