/**
 * Per-client rate limits (rate-limiter-flexible): in process memory by default, in Redis when
 * `REDIS_URL` is set so that every instance shares them. Every POST passes the "default" policy;
 * endpoints add their own named policy on top. Limits are multiplied by `RATE_LIMIT_FACTOR`.
 * A client is its IPv4 address or its IPv6 /64 (./client-ip.ts), so a visitor holding a whole IPv6
 * network cannot dodge a limit by changing address.
 */
import type { RequestHandler } from "express";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { fail, FailureError, type Failure } from "./error-codes";
import { clientKey } from "./client-ip";

/** A policy: `points` requests per `durationSeconds` per key. */
export interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
  /** Shown in the 429 answer. */
  message?: string;
}

/** One message for both address limits of the e-mail code, so a caller cannot tell which one it hit. */
const TOO_MANY_CODES_FOR_ADDRESS = "Too many codes requested for this email address. Please try again later.";
/** One message for both address limits of the billing link, so a caller cannot tell which one it hit. */
const TOO_MANY_LINKS_FOR_ADDRESS = "Too many billing links requested for this email address. Please try again later.";
/** One message for the promotion code check's limits (all checks, and misses). */
const TOO_MANY_PROMOTION_CHECKS = "Too many promotion code checks. Please try again later.";

/** Every named policy. Endpoints refer to them by name (`rateLimit: "contact"`). */
export const RATE_LIMIT_POLICIES = {
  /** Every POST under /api. */
  default: { points: 60, durationSeconds: 60 },
  newsletter: { points: 10, durationSeconds: 600 },
  /** POST /api/contact, on top of the captcha: 5 messages per 10 minutes per IP. */
  contact: { points: 5, durationSeconds: 600 },
  /** GET /api/captcha: a visitor needs one challenge per message; more is a script collecting them. */
  captcha: { points: 30, durationSeconds: 60 },
  /** POST /api/resend-email-code per IP: each code is a mail we send. */
  emailCode: { points: 10, durationSeconds: 600, message: "Too many codes requested. Please try again later." },
  /**
   * POST /api/resend-email-code per address AND client: a stranger asking for codes for someone else's
   * address spends only their own quota, never the owner's. Spent only when a mail is sent.
   */
  emailCodeAddress: { points: 5, durationSeconds: 3600, message: TOO_MANY_CODES_FOR_ADDRESS },
  /**
   * POST /api/resend-email-code per address, whoever asks: caps the mail one inbox can be sent (10
   * clients must not mean 10 mails). The same 429 for every address, with or without an account.
   */
  emailCodeAddressTotal: { points: 5, durationSeconds: 3600, message: TOO_MANY_CODES_FOR_ADDRESS },
  /** POST /billing per client: each request is a mail we send. */
  billingLink: {
    points: 10,
    durationSeconds: 600,
    message: "Too many billing links requested. Please try again later.",
  },
  /** POST /billing per address AND client, like `emailCodeAddress`: a stranger spends only their own quota. */
  billingLinkAddress: { points: 5, durationSeconds: 3600, message: TOO_MANY_LINKS_FOR_ADDRESS },
  /** POST /billing per address, whoever asks: caps the billing mails one inbox can be sent. */
  billingLinkAddressTotal: { points: 5, durationSeconds: 3600, message: TOO_MANY_LINKS_FOR_ADDRESS },
  /** POST /api/verify-email-code per IP (each code also takes 5 wrong tries per client, 30 in all). */
  emailCodeVerify: { points: 30, durationSeconds: 600 },
  /** POST /api/register-plan per IP (20 identical retries of one order must still pass). */
  registerPlan: { points: 30, durationSeconds: 600 },
  /**
   * POST /api/promotion-code per IP: the order summary checks again on each change of the order, so
   * generous for a buyer; the misses (unknown codes) have their own, tight limit.
   */
  promotionCheck: { points: 60, durationSeconds: 600, message: TOO_MANY_PROMOTION_CHECKS },
  /** Unknown promotion codes per IP: 10 guesses in 10 minutes, so codes cannot be enumerated. */
  promotionMiss: { points: 10, durationSeconds: 600, message: TOO_MANY_PROMOTION_CHECKS },
  /** POST /api/sandbox/payment-methods per IP: limits card testing. */
  sandboxCard: { points: 20, durationSeconds: 600, message: "Too many card attempts. Please try again later." },
  /**
   * Pages rendered per request (the blog, pricing, the not-found page of any unknown path): each costs
   * milliseconds of CPU, unlike prerendered pages and files. Generous for a reader, a wall for a flood.
   */
  page: { points: 120, durationSeconds: 60 },
  /** POST /api/analytics/event (the Buy Now beacon): a buyer presses Buy Now a few times, not hundreds. */
  analyticsEvent: { points: 30, durationSeconds: 600 },
  /**
   * Page views counted per client and UTC day (`count` only: the page is served regardless); past it a
   * client's views are not counted, so a loop cannot inflate the figures.
   */
  pageViewsPerClient: { points: 300, durationSeconds: 86_400 },
  /** `pricing_viewed` funnel steps per visitor and UTC day (`count` only): one. */
  pricingViewedPerVisitor: { points: 1, durationSeconds: 86_400 },
  /** POST /api/csp-report: browsers send reports by themselves, so one bad page must not flood the log. */
  cspReport: { points: 20, durationSeconds: 60 },
  /**
   * Console sign-in attempts per account AND client (at most 10 failures in 15 minutes; a success gives
   * its point back): a stranger's wrong passwords use up their own quota, never the owner's.
   */
  operatorSignInAccountClient: { points: 10, durationSeconds: 900 },
  /** Console sign-in attempts per client, whichever accounts it tries. */
  operatorSignInClient: { points: 10, durationSeconds: 900 },
  /**
   * Console sign-in failures per account from every client: counted, never refused (`count`). Past it,
   * an alert (a security log line and a metric, once per window), not a lock.
   */
  operatorSignInAccount: { points: 100, durationSeconds: 900 },
  /** Throttled console sign-ins per client, counted so that only the first of a window is audited. */
  operatorSignInThrottled: { points: 1, durationSeconds: 900 },
} satisfies Record<string, RateLimitPolicy>;

const DEFAULT_MESSAGE = "Too many requests. Please try again later.";

/** The rate limiters of one server instance. */
export interface RateLimits {
  /** Express middleware consuming one point of `policy` for the client's IP; 429 when exhausted. */
  middleware(policy: string): RequestHandler;
  /**
   * Consumes one point of `policy` for `key` (e.g. an e-mail address). `ip`, the client's address, only
   * names the client in the security log line written when the limit is hit.
   * @throws FailureError `rate_limited` (with `retryAfterSeconds`) when the limit is exhausted
   */
  consume(policy: string, key: string, ip?: string): Promise<void>;
  /**
   * Consumes one point of `policy` for `key` like `consume`, but answers instead of throwing, for
   * services and route actions: the `rate_limited` failure (its message, `retryAfterSeconds`) when the
   * limit is exhausted.
   */
  take(
    policy: string,
    key: string,
    ip?: string,
  ): Promise<{ ok: true } | (Failure<"rate_limited"> & { retryAfterSeconds: number })>;
  /** `take` for the client at `ip` (its IPv4 address or IPv6 /64), the key the /api limits count by. */
  takeClient(
    policy: string,
    ip: string,
  ): Promise<{ ok: true } | (Failure<"rate_limited"> & { retryAfterSeconds: number })>;
  /** Consumes one point of `policy` for the client at `ip` (its IPv4 address or IPv6 /64). */
  consumeClient(policy: string, ip: string): Promise<void>;
  /**
   * Counts one event of `policy` for `key` without ever refusing (no 429, no rejection counted): how
   * many of the window's points are now used, and the policy's limit (after `RATE_LIMIT_FACTOR`), for
   * callers that alert or record once per window (`used === limit + 1`, `used === 1`).
   */
  count(policy: string, key: string): Promise<{ used: number; limit: number }>;
  /** Gives back one point of `policy` for `key` (a request that ended up not doing what was counted). */
  refund(policy: string, key: string): Promise<void>;
  /**
   * Whether `key` is already out of `policy`'s points, without taking one: the same `rate_limited`
   * answer as `take` when it is, for limits that count only some outcomes (take after the outcome
   * is known, so concurrent requests that turn out not to count never refuse one another).
   */
  check(
    policy: string,
    key: string,
    ip?: string,
  ): Promise<{ ok: true } | (Failure<"rate_limited"> & { retryAfterSeconds: number })>;
  /** Counts 429s, for metrics. */
  rejections: number;
}

/** Creates the limiters; `policies` may add or override entries (tests use tiny limits). */
export function createRateLimits(options: {
  factor: number;
  redis?: Redis;
  policies?: Record<string, RateLimitPolicy>;
  keyPrefix?: string;
  /** Called for every 429 (the security log): the policy, and the client's IP when known. */
  onReject?: (policy: string, ip: string | undefined) => void;
}): RateLimits {
  const policies: Record<string, RateLimitPolicy> = { ...RATE_LIMIT_POLICIES, ...options.policies };
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (name: string): RateLimiterAbstract => {
    const policy = policies[name];
    if (!policy) throw new Error(`Unknown rate-limit policy "${name}"`);
    let limiter = limiters.get(name);
    if (!limiter) {
      const common = {
        keyPrefix: `${options.keyPrefix ?? "rl"}:${name}`,
        points: Math.max(1, Math.round(policy.points * options.factor)),
        duration: policy.durationSeconds,
      };
      // While Redis cannot be reached, each instance counts in its own memory (the insurance limiter):
      // limits hold per instance instead of failing every POST, and Redis is asked again on each request.
      limiter = options.redis
        ? new RateLimiterRedis({
            ...common,
            storeClient: options.redis,
            useRedisPackage: false,
            insuranceLimiter: new RateLimiterMemory(common),
          })
        : new RateLimiterMemory(common);
      limiters.set(name, limiter);
    }
    return limiter;
  };

  const refuse = (name: string, ip: string | undefined, msBeforeNext: number) => {
    limits.rejections += 1;
    options.onReject?.(name, ip);
    const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return { ...fail("rate_limited", policies[name]?.message ?? DEFAULT_MESSAGE), retryAfterSeconds };
  };

  const limits: RateLimits = {
    rejections: 0,
    async take(name, key, ip) {
      try {
        await limiterFor(name).consume(key);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return refuse(name, ip, error.msBeforeNext);
      }
    },
    async check(name, key, ip) {
      const limiter = limiterFor(name);
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= limiter.points) return refuse(name, ip, state.msBeforeNext);
      return { ok: true };
    },
    async consume(name, key, ip) {
      const result = await limits.take(name, key, ip);
      if (!result.ok) throw new FailureError(result);
    },
    takeClient(name, ip) {
      return limits.take(name, clientKey(ip) || "unknown", ip);
    },
    consumeClient(name, ip) {
      return limits.consume(name, clientKey(ip) || "unknown", ip);
    },
    async count(name, key) {
      const limiter = limiterFor(name);
      const result = await limiter.penalty(key, 1);
      return { used: result.consumedPoints, limit: limiter.points };
    },
    async refund(name, key) {
      await limiterFor(name).reward(key, 1);
    },
    middleware(name) {
      limiterFor(name); // fail at start, not at the first request, on an unknown policy name
      return (req, _res, next) => {
        limits.consumeClient(name, req.ip ?? "").then(() => next(), next);
      };
    },
  };
  return limits;
}
