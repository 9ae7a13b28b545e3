/**
 * The services one server instance works with, created once at start (./create-services.ts) and
 * handed to every handler and to React Router loaders (through the load context). Nothing here keeps
 * state that several instances must share: that lives in the database, or in Redis when configured.
 * Only types live here, so that every feature can name `Services` without importing the factory
 * (which imports the features).
 */
import type { Redis } from "ioredis";
import type { Analytics } from "./analytics/types";
import type { Captcha } from "./captcha";
import type { Config } from "./config";
import type { Database } from "../db/database";
import type { DatabaseHandle } from "./db/client";
import type { Logger, SecurityLog } from "./logger";
import type { Mailer } from "./mail";
import type { Metrics } from "./metrics";
import type { RateLimits } from "./rate-limit";
import type { PaymentProvider } from "./payments";
import type { SandboxEventSink } from "./payments/sandbox";

/** Everything a handler may use. */
export interface Services {
  config: Config;
  /** The Drizzle handle every query goes through (PGlite or PostgreSQL behind it). */
  db: Database;
  /** The connection under `db`: which driver (`kind`), readiness (`ping`), and `close` at shutdown. */
  dbConnection: DatabaseHandle;
  log: Logger;
  rateLimits: RateLimits;
  mailer: Mailer;
  /** The payment provider of PAYMENT_PROVIDER: sandbox or Stripe. */
  payments: PaymentProvider;
  /**
   * The secret provider events are signed with (STRIPE_WEBHOOK_SECRET, or for the sandbox one derived
   * from the key generated into $DATA_DIR): checked by POST /api/stripe/webhook.
   */
  webhookSecret: string;
  /** Where the sandbox's events go (the webhook's handler, in-process); absent on Stripe. */
  sandboxEvents?: SandboxEventSink;
  /** The contact page's proof-of-work captcha. */
  captcha: Captcha;
  redis?: Redis;
  /**
   * Logs a security event (wrong code, captcha refusal, rate-limit hit, bad webhook signature, CSP
   * report) with a keyed hash of the client's IP: `services.securityLog("code_wrong", ip)`.
   */
  securityLog: SecurityLog;
  /**
   * First-party, cookieless measurement (server/analytics): `analytics.funnel("paid", { plan, period })`
   * counts in memory; the "analytics" worker and `close()` write the batch.
   */
  analytics: Analytics;
  /** Prometheus metrics of this instance; features count events, e.g. `metrics.signups.inc()`. */
  metrics: Metrics;
  /**
   * The current time for time-based business rules (sign-up leases and their recovery); the system
   * clock, replaceable in tests to move time forward without waiting.
   */
  clock: () => Date;
  /** Flips to true when shutdown starts, so readiness turns 503 while in-flight requests finish. */
  lifecycle: { shuttingDown: boolean };
  /** Releases connections (database, Redis, SMTP). */
  close(): Promise<void>;
}
