/**
 * Creates the services of one server instance (./services.ts): opens the database (migrating and
 * seeding it), Redis, the mailer, the captcha, the rate limits, the metrics and the payment provider.
 */
import path from "node:path";
import { Redis } from "ioredis";
import { createAnalytics } from "./analytics/recorder";
import { createForwarder } from "./analytics/forward";
import { createCaptcha, type CaptchaOptions } from "./captcha";
import { loadCaptchaKey } from "./secrets/captcha-key";
import type { Config } from "./config";
import { ensurePrivateDir } from "./data-dir";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { seedDatabase } from "./db/seed";
import { createSecurityLog, type Logger } from "./logger";
import { createMailer, fileTransport, smtpTransport, type MailTransport } from "./mail";
import { createMetrics } from "./metrics";
import { createRateLimits, type RateLimitPolicy } from "./rate-limit";
import { createPaymentProvider, type PaymentProvider } from "./payments";
import { createSandboxEventSink } from "./payments/sandbox-events";
import { webhookSecretFrom } from "./payments/webhook";
import type { Services } from "./services";

/** Test and tooling hooks for `createServices`. */
export interface ServiceOverrides {
  /** An open connection to use instead of opening the configured one (tests). */
  dbConnection?: DatabaseHandle;
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
  const dbConnection =
    overrides.dbConnection ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await seedDatabase(dbConnection.db);

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
  const mailer = createMailer({ db: dbConnection.db, transport, from: config.mailFrom, log });
  const captchaKey = await loadCaptchaKey({ configuredKey: config.captchaHmacKey, dataDir: config.dataDir });
  const captcha = createCaptcha({ key: captchaKey, db: dbConnection.db, log, options: overrides.captcha });

  // Keyed with the captcha secret, which every instance shares (required in production).
  const securityLog = createSecurityLog(log, captcha.deriveSecret("security-log-ip"));
  const rateLimits = createRateLimits({
    factor: config.rateLimitFactor,
    redis,
    policies: overrides.ratePolicies,
    keyPrefix: overrides.rateLimitKeyPrefix ?? `${config.redisKeyPrefix}rl`,
    onReject: (policy, ip) => securityLog("rate_limited", ip, { policy }),
  });
  const metrics = createMetrics({
    db: dbConnection.db,
    mailStats: mailer.stats,
    rateLimitRejections: () => rateLimits.rejections,
  });

  const webhookSecret = webhookSecretFrom(config.stripe.webhookSecret, captchaKey);
  const clock = overrides.clock ?? (() => new Date());
  const forwarder = config.analyticsForwardUrl
    ? createForwarder({ url: config.analyticsForwardUrl, siteUrl: config.publicUrl, log })
    : undefined;
  const analytics = createAnalytics({ db: dbConnection.db, clock, log, forwarder });
  // Bound to the finished services below: the sandbox's events are handled like Stripe's.
  const sandboxEvents = config.paymentProvider === "sandbox" ? createSandboxEventSink(() => services) : undefined;
  const services: Services = {
    config,
    db: dbConnection.db,
    dbConnection,
    log,
    rateLimits,
    mailer,
    payments:
      overrides.paymentProvider ??
      createPaymentProvider(config, dbConnection.db, { events: sandboxEvents, now: clock }),
    webhookSecret,
    sandboxEvents,
    captcha,
    securityLog,
    redis,
    metrics,
    analytics,
    clock,
    lifecycle: { shuttingDown: false },
    async close() {
      // What this instance counted since the last flush, before the database goes.
      await analytics.flush();
      smtp?.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
      await dbConnection.close();
    },
  };
  return services;
}
