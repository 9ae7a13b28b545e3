/**
 * Per-client-IP rate limits (rate-limiter-flexible): in process memory by default, in Redis when
 * `REDIS_URL` is set so that every instance shares them. Every POST passes the "default" policy;
 * endpoints add their own named policy on top. Limits are multiplied by `RATE_LIMIT_FACTOR`.
 */
import type { RequestHandler } from "express";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { HttpError } from "./api/http";

/** A policy: `points` requests per `durationSeconds` per key. */
export interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
  /** Shown in the 429 answer. */
  message?: string;
}

/** Every named policy. Endpoints refer to them by name (`rateLimit: "contact"`). */
export const RATE_LIMIT_POLICIES = {
  /** Every POST under /api. */
  default: { points: 60, durationSeconds: 60 },
  newsletter: { points: 10, durationSeconds: 600 },
  /** POST /api/contact, on top of the captcha (issue 5): 5 messages per 10 minutes per IP. */
  contact: { points: 5, durationSeconds: 600 },
  /** GET /api/captcha: each challenge costs the server one key derivation. */
  captcha: { points: 30, durationSeconds: 60 },
  /** POST /api/resend-email-code per IP (issue 6): each code is a mail we send. */
  emailCode: { points: 10, durationSeconds: 600, message: "Too many codes requested. Please try again later." },
  /** POST /api/resend-email-code per address: stops one inbox being flooded from many IPs. */
  emailCodeAddress: { points: 5, durationSeconds: 3600, message: "Too many codes requested for this email address. Please try again later." },
  /** POST /api/verify-email-code per IP (each code also dies after 5 wrong tries). */
  emailCodeVerify: { points: 30, durationSeconds: 600 },
  /** POST /api/register-plan per IP (20 identical retries of one order must still pass). */
  registerPlan: { points: 30, durationSeconds: 600 },
  /** POST /api/sandbox/payment-methods per IP: limits card testing. */
  sandboxCard: { points: 20, durationSeconds: 600, message: "Too many card attempts. Please try again later." },
} satisfies Record<string, RateLimitPolicy>;

const DEFAULT_MESSAGE = "Too many requests. Please try again later.";

/** The rate limiters of one server instance. */
export interface RateLimits {
  /** Express middleware consuming one point of `policy` for the client's IP; 429 when exhausted. */
  middleware(policy: string): RequestHandler;
  /**
   * Consumes one point of `policy` for `key` (e.g. an e-mail address).
   * @throws HttpError 429 with a Retry-After header when the limit is exhausted
   */
  consume(policy: string, key: string): Promise<void>;
  /** Counts 429s, for metrics. */
  rejections: number;
}

/** Creates the limiters; `policies` may add or override entries (tests use tiny limits). */
export function createRateLimits(options: {
  factor: number;
  redis?: Redis;
  policies?: Record<string, RateLimitPolicy>;
  keyPrefix?: string;
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
        ? new RateLimiterRedis({ ...common, storeClient: options.redis, useRedisPackage: false, insuranceLimiter: new RateLimiterMemory(common) })
        : new RateLimiterMemory(common);
      limiters.set(name, limiter);
    }
    return limiter;
  };

  const limits: RateLimits = {
    rejections: 0,
    async consume(name, key) {
      try {
        await limiterFor(name).consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        limits.rejections += 1;
        const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new HttpError(429, policies[name]?.message ?? DEFAULT_MESSAGE, undefined, {
          "Retry-After": String(retryAfter),
        });
      }
    },
    middleware(name) {
      limiterFor(name); // fail at start, not at the first request, on an unknown policy name
      return (req, _res, next) => {
        limits.consume(name, req.ip ?? "unknown").then(() => next(), next);
      };
    },
  };
  return limits;
}
