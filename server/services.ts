/**
 * The services one server instance works with, created once at start and handed to every handler and
 * to React Router loaders (through the load context). Nothing here keeps state that several instances
 * must share: that lives in the database, or in Redis when configured.
 */
import path from "node:path";
import { Redis } from "ioredis";
import { createCaptcha, type Captcha, type CaptchaOptions } from "./captcha";
import { loadCaptchaKey } from "./captcha-key";
import type { Config } from "./config";
import { ensurePrivateDir } from "./data-dir";
import { openDatabase, type Database, type DatabaseHandle } from "./db/client";
import { seedDatabase } from "./db/seed";
import { createSecurityLog, type Logger, type SecurityLog } from "./logger";
import { createMailer, fileTransport, smtpTransport, type Mailer, type MailTransport } from "./mail";
import { createMetrics, type Metrics } from "./metrics";
import { createRateLimits, type RateLimitPolicy, type RateLimits } from "./rate-limit";
import { createPaymentProvider, type PaymentProvider } from "./payments";
import type { SandboxEventSink } from "./payments/sandbox";
import { createSandboxEventSink } from "./payments/sandbox-events";
import { webhookSecretFrom } from "./payments/webhook";

/** Everything a handler may use. */
export interface Services {
  config: Config;
  db: Database;
  database: DatabaseHandle;
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

/** Test and tooling hooks for `createServices`. */
export interface ServiceOverrides {
  database?: DatabaseHandle;
  mailTransport?: MailTransport;
  /** Replaces the configured payment provider (tests). */
  paymentProvider?: PaymentProvider;
  ratePolicies?: Record<string, RateLimitPolicy>;
  rateLimitKeyPrefix?: string;
  /** Captcha difficulty (tests use a tiny cost so solving in Node takes milliseconds). */
  captcha?: Partial<CaptchaOptions>;
  /** Replaces the system clock (tests). */
  clock?: () => Date;
}

/** Opens the database (migrating and seeding it), Redis and the mailer. */
export async function createServices(config: Config, log: Logger, overrides: ServiceOverrides = {}): Promise<Services> {
  await ensurePrivateDir(config.dataDir);
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await seedDatabase(database.db);

  let redis: Redis | undefined;
  if (config.redisUrl) {
    // No offline queue: while Redis is away a command fails at once, and the rate limits answer from
    // their per-instance insurance limiters (rate-limit.ts) instead of waiting for a reconnect.
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true });
    // ioredis reports every failed reconnect attempt: one warning per outage, one line when it is back.
    let down = false;
    redis.on("error", (error) => {
      if (down) return;
      down = true;
      log.warn({ err: error }, "redis unreachable: rate limits fall back to per-instance memory until it returns");
    });
    redis.on("ready", () => {
      if (!down) return;
      down = false;
      log.info("redis reachable again: rate limits shared through it again");
    });
    await redis.connect();
  }

  const smtp = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  const transport = overrides.mailTransport ?? smtp ?? fileTransport(path.join(config.dataDir, "outbox"));
  const mailer = createMailer({ db: database.db, transport, from: config.mailFrom, log });
  const captchaKey = await loadCaptchaKey({ configuredKey: config.captchaHmacKey, dataDir: config.dataDir });
  const captcha = createCaptcha({ key: captchaKey, db: database.db, log, options: overrides.captcha });

  // Keyed with the captcha secret, which every instance shares (required in production).
  const securityLog = createSecurityLog(log, captcha.deriveSecret("security-log-ip"));
  const rateLimits = createRateLimits({
    factor: config.rateLimitFactor,
    redis,
    policies: overrides.ratePolicies,
    keyPrefix: overrides.rateLimitKeyPrefix ?? `${config.redisKeyPrefix}rl`,
    onReject: (policy, ip) => securityLog("rate_limited", ip, { policy }),
  });
  const metrics = createMetrics({ db: database.db, mailStats: mailer.stats, rateLimitRejections: () => rateLimits.rejections });

  const webhookSecret = webhookSecretFrom(config.stripe.webhookSecret, captchaKey);
  const clock = overrides.clock ?? (() => new Date());
  // Bound to the finished services below: the sandbox's events are handled like Stripe's.
  const sandboxEvents = config.paymentProvider === "sandbox" ? createSandboxEventSink(() => services) : undefined;
  const services: Services = {
    config,
    db: database.db,
    database,
    log,
    rateLimits,
    mailer,
    payments: overrides.paymentProvider ?? createPaymentProvider(config, database.db, { events: sandboxEvents, now: clock }),
    webhookSecret,
    sandboxEvents,
    captcha,
    securityLog,
    redis,
    metrics,
    clock,
    lifecycle: { shuttingDown: false },
    async close() {
      smtp?.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
      await database.close();
    },
  };
  return services;
}
