/**
 * Prometheus metrics (prom-client) for `GET /metrics`: HTTP requests by method, route pattern and status,
 * sign-ups, payments by outcome, mails sent and failed, outbox depth, rate-limit rejections, and the
 * process and event-loop metrics.
 *
 * Each app instance owns its own Registry (never prom-client's global one), so tests can run several apps
 * in one process. The default process metrics describe the process, not an app, so they live in one
 * registry per process and are appended to every app's output.
 * Counters are per instance; Prometheus sums them across instances (`sum by (route) (rate(…))`).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { mailOutbox } from "../db/schema";
import type { Database } from "../db/database";
import { localsOf } from "./response-locals";

/** How a payment attempt ended (label `outcome` of `docsleeve_payments_total`). */
export type PaymentOutcome = "succeeded" | "declined" | "failed" | "refunded";
const PAYMENT_OUTCOMES: PaymentOutcome[] = ["succeeded", "declined", "failed", "refunded"];

/** What the metrics read from the rest of the instance at scrape time. */
export interface MetricSources {
  db: Database;
  /** The mailer's running totals (services.mailer.stats). */
  mailStats: { sent: number; failed: number };
  /** The running count of 429 answers (services.rateLimits.rejections). */
  rateLimitRejections: () => number;
}

/** The metrics of one app instance. */
export interface Metrics {
  registry: Registry;
  /** Call once per completed paid sign-up (account created). */
  signups: { inc(): void };
  /**
   * Call once per sign-in failure beyond the per-account ceiling of the console (from any clients): an
   * account under a spread-out attack. An alert, not a lock (server/operators/sign-in.ts).
   */
  signInCeiling: { inc(): void };
  /** Call once per payment attempt: `payments.inc({ outcome: "succeeded" })`. */
  payments: { inc(labels: { outcome: PaymentOutcome }): void };
  /**
   * Records one response: by method, route label and status (499 when the client went away before it
   * finished). The request pipeline calls it once per request, when the response closes.
   */
  observeHttp(req: IncomingMessage, res: ServerResponse, seconds: number): void;
  /** The Prometheus text exposition: this instance's metrics plus the process metrics. */
  render(): Promise<string>;
  contentType: string;
}

/** Latency buckets (s): a page render is ~10–100 ms, a payment call up to a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** How long the outbox query may take before a scrape gives up on it (ms). */
const OUTBOX_QUERY_TIMEOUT_MS = 1000;

let processRegistry: Registry | undefined;
/** The process-wide registry of default metrics (created once: they hook into perf_hooks). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The `route` label of a response: the Express route pattern (`/api/newsletter`, never a raw URL with
 * ids or query strings), else the label a middleware set in `res.locals.metricsRoute` ("page", "static",
 * "/assets"), else "/api/*" for unknown API paths and "other" for anything else. A bounded set of
 * values keeps the number of time series small whatever URLs clients send.
 */
export function routeLabel(req: IncomingMessage, res: ServerResponse): string {
  // What Express leaves on the request it routed (nothing, for a response served in front of it).
  const routed = req as IncomingMessage & Partial<Pick<Request, "route" | "baseUrl" | "originalUrl">>;
  const route = routed.route as { path?: unknown } | undefined;
  if (route && typeof route.path === "string") return `${routed.baseUrl ?? ""}${route.path}`;
  const label = localsOf(res).metricsRoute;
  if (typeof label === "string") return label;
  if (routed.baseUrl === "/api" || (routed.originalUrl ?? req.url ?? "").startsWith("/api/")) return "/api/*";
  return "other";
}

/** Middleware setting the `route` label for requests that no Express route matches (see `routeLabel`). */
export function labelRoute(label: string): RequestHandler {
  return (_req, res, next) => {
    localsOf(res).metricsRoute = label;
    next();
  };
}

/** Creates the registry and every metric of one app instance. */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP responses by method, route pattern and status (499: the client went away first).",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its response, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const signups = new Counter({
    name: "docsleeve_signups_total",
    help: "Paid sign-ups completed (accounts created).",
    registers,
  });
  const payments = new Counter({
    name: "docsleeve_payments_total",
    help: "Payment attempts by outcome: succeeded, declined (by the card issuer), failed (provider or server error), refunded.",
    labelNames: ["outcome"] as const,
    registers,
  });
  for (const outcome of PAYMENT_OUTCOMES) payments.labels(outcome).inc(0);
  const signInCeiling = new Counter({
    name: "docsleeve_operator_sign_in_ceiling_total",
    help: "Console sign-in failures past an account's ceiling across clients (an alert: the account is not locked).",
    registers,
  });

  // The mailer and the rate limiter keep plain running totals; these counters catch up at each scrape.
  const seen = { sent: 0, failed: 0, rejections: 0 };
  const catchUp = (counter: Counter, key: keyof typeof seen, total: number) => {
    if (total > seen[key]) counter.inc(total - seen[key]);
    seen[key] = total;
  };
  new Counter({
    name: "docsleeve_mails_sent_total",
    help: "Mails handed to the transport (SMTP or the outbox folder) successfully.",
    registers,
    collect() {
      catchUp(this, "sent", sources.mailStats.sent);
    },
  });
  new Counter({
    name: "docsleeve_mails_failed_total",
    help: "Failed mail delivery attempts (each is retried from the outbox).",
    registers,
    collect() {
      catchUp(this, "failed", sources.mailStats.failed);
    },
  });
  new Counter({
    name: "docsleeve_rate_limit_rejections_total",
    help: "Requests answered 429 by a rate limit.",
    registers,
    collect() {
      catchUp(this, "rejections", sources.rateLimitRejections());
    },
  });
  new Gauge({
    name: "docsleeve_mail_outbox_depth",
    help: "Mails in the outbox (shared by every instance) waiting for delivery (pending) or given up (failed).",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      try {
        const rows = await withTimeout(outboxDepth(sources.db), OUTBOX_QUERY_TIMEOUT_MS);
        this.set({ status: "pending" }, rows.pending);
        this.set({ status: "failed" }, rows.failed);
      } catch {
        this.reset(); // no sample rather than a stale one; the readiness probe reports the database
      }
    },
  });

  const observeHttp = (req: IncomingMessage, res: ServerResponse, seconds: number) => {
    const method = req.method ?? "";
    const labels = {
      method: METHODS.has(method) ? method : "OTHER",
      route: routeLabel(req, res),
      status: String(res.writableFinished ? res.statusCode : 499),
    };
    requests.inc(labels);
    latency.observe(labels, seconds);
  };

  return {
    registry,
    signups,
    signInCeiling,
    payments,
    observeHttp,
    contentType: registry.contentType,
    async render() {
      return (await registry.metrics()) + "\n" + (await processMetrics().metrics());
    },
  };
}

/** Outbox rows by status, from the database every instance shares. */
async function outboxDepth(db: Database): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["pending", "failed"]))
    .groupBy(mailOutbox.status);
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: count("pending"), failed: count("failed") };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /metrics`: 404 when no token is configured (metrics are off), 401 without
 * `Authorization: Bearer <token>` (compared in constant time), else the exposition.
 */
export function metricsEndpoint(
  token: string | undefined,
  metrics: Pick<Metrics, "render" | "contentType">,
): RequestHandler {
  const expected = token ? digest(token) : undefined;
  return async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (!expected) return void res.status(404).type("text/plain").send("Not found.\n");
    const header = req.get("authorization") ?? "";
    const match = /^Bearer\s+(.+)$/i.exec(header);
    // Hashing both sides gives equal lengths, so timingSafeEqual never leaks the token's length either.
    if (!match || !timingSafeEqual(digest(match[1]!.trim()), expected)) {
      return void res
        .status(401)
        .set("WWW-Authenticate", 'Bearer realm="metrics"')
        .type("text/plain")
        .send("Unauthorized.\n");
    }
    try {
      const body = await metrics.render();
      res.type(metrics.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
