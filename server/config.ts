/**
 * Runtime configuration: parsed and validated once at start with zod.
 * No other module reads `process.env`; everything else receives a `Config`.
 */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { sellerEnv, sellerOf } from "./seller-config";
import { TAX_REGIONS, type TaxRegion } from "../app/domain/tax-rates";

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(p)), {
      message: `must start with ${protocols.join(" or ")}`,
    })
    .refine((value) => value === undefined || URL.canParse(value), { message: "must be a valid URL" });

/** An origin such as `https://app.example.com` (no trailing slash, no path, query or fragment). */
const origin = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: "must be an http(s) URL",
    })
    .transform((value) => value.replace(/\/+$/, ""));

/** Express's named address ranges, usable in `TRUST_PROXY` lists. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** An IPv4/IPv6 address, `address/prefix` (CIDR) or one of Express's range names. */
function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.includes(item)) return true;
  const [address = "", prefix, extra] = item.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: which proxies' `X-Forwarded-For` is believed, as Express's "trust proxy" takes it.
 * A number is a hop count (`1`: the last proxy; `true` is read as 1, never as "trust everyone"); a
 * comma-separated list of addresses, CIDR ranges or range names (`loopback`, `10.0.0.0/8, fd00::/8`)
 * trusts exactly those proxies, which a client cannot fake by sending its own X-Forwarded-For.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): number | string[] | false => {
    if (value === undefined || value === "") return false;
    if (value === "true") return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const items = value.split(",").map((item) => item.trim());
    const bad = items.find((item) => !isProxyAddress(item));
    if (bad === undefined) return items;
    ctx.addIssue({
      code: "custom",
      message: `"${bad}" is not a number of proxies, an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
    });
    return z.NEVER;
  });

/**
 * `TAX_REGISTRATIONS`: where the seller collects tax (decision 0040): a
 * comma-separated list of SG, EU, GB, AU (any case, each once at most), `none` for no registration;
 * unset or empty: all four.
 */
const taxRegistrations = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TaxRegion[] => {
    if (value === undefined || value === "") return [...TAX_REGIONS];
    if (value.toLowerCase() === "none") return [];
    const items = value.split(",").map((item) => item.trim().toUpperCase());
    const bad = items.find((item) => !(TAX_REGIONS as readonly string[]).includes(item));
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `"${bad}" is not one of SG, EU, GB, AU (or none)` });
      return z.NEVER;
    }
    return TAX_REGIONS.filter((region) => items.includes(region));
  });

// Payments lifecycle: the webhook secret, and the guard that keeps the sandbox (which takes no money
// and accepts raw card numbers) out of an explicit production deployment unless it is wanted.
const paymentEnv = {
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w{16,}$/, "must be a webhook signing secret (whsec_…)")
    .optional(),
  ALLOW_SANDBOX_PAYMENTS: z.enum(["0", "1"]).optional(),
  /** The seller's tax IDs in Stripe (comma-separated `atxi_…`/`txi_…`), put on Stripe's invoices; unset: none. */
  STRIPE_ACCOUNT_TAX_IDS: z
    .string()
    .trim()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^a?txi_\w+$/, "must be Stripe tax ID ids (atxi_… or txi_…), comma-separated"))),
};
/** The one-line refusal for an explicit NODE_ENV=production on the sandbox. */
export const SANDBOX_IN_PRODUCTION =
  "Refusing to start: NODE_ENV=production with the sandbox payment provider (which takes no money); set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_PAYMENTS=1 for a demo";
function paymentGuard(
  env: Record<string, string | undefined>,
  e: { PAYMENT_PROVIDER: string; ALLOW_SANDBOX_PAYMENTS?: string },
): void {
  if (env.NODE_ENV === "production" && e.PAYMENT_PROVIDER === "sandbox" && e.ALLOW_SANDBOX_PAYMENTS !== "1")
    throw new ConfigError(SANDBOX_IN_PRODUCTION);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
  MAIL_FROM: z.string().trim().min(3).default("DocSleeve <no-reply@localhost>"),
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  /** The customer portal configuration `/billing/<token>` opens (`bpc_…`, from `npm run stripe:portal`). */
  STRIPE_PORTAL_CONFIGURATION: z.string().trim().optional(),
  CAPTCHA_HMAC_KEY: z.string().trim().min(16, "must be at least 16 characters").optional(),
  /** Signs sign-up email tokens and hashes verification codes; unset: generated once into the database. */
  SIGNUP_HMAC_KEY: z.string().trim().min(16, "must be at least 16 characters").optional(),
  /** Signs newsletter confirmation and unsubscribe links; unset: generated once into the database. */
  NEWSLETTER_HMAC_KEY: z.string().trim().min(16, "must be at least 16 characters").optional(),
  APP_URL: origin("https://app.sleeve.example"),
  PUBLIC_URL: z.string().trim().optional(),
  REDIS_URL: optionalUrl(["redis://", "rediss://"]),
  /** Prepended to every Redis key, so several sites or environments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]*$/, "may contain letters, digits, _ . : - only")
    .default(""),
  RATE_LIMIT_FACTOR: z.coerce.number().positive("must be a positive number").default(1),
  SUPPORT_EMAIL: z.string().trim().email("must be an e-mail address").default("support@localhost"),
  TRUST_PROXY: trustProxy,
  TAX_REGISTRATIONS: taxRegistrations,
  METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
  /** How long readiness answers 503 before the listener closes on SIGTERM/SIGINT (ms; see docs/deploy.md). */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(8000, "must be at most 8000 (the process exits within 10 s)")
    .default(0),
  /** A Plausible- or Umami-compatible events endpoint that also receives the measured events (server/analytics/forward.ts). */
  ANALYTICS_FORWARD_URL: optionalUrl(["http://", "https://"]),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The first owner of the operator console: mailed an invitation at start while no active operator has it. */
  OPERATOR_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .refine((value) => value === undefined || z.email().safeParse(value).success, {
      message: "must be an e-mail address",
    }),
  ...paymentEnv,
  ...sellerEnv,
});

/** The validated configuration, with derived paths and URLs. */
export type Config = ReturnType<typeof parseConfig>;

/** Raised when an environment variable is invalid; `message` is one line naming the variable. */
export class ConfigError extends Error {}

/**
 * Parses the environment into a `Config`.
 * @throws ConfigError with a one-line message such as `Invalid PORT: expected number`.
 */
export function parseConfig(env: Record<string, string | undefined>) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Invalid ${issue.path.join(".")}: ${issue.message}`);
  }
  const e = result.data;
  paymentGuard(env, e);
  if (e.PAYMENT_PROVIDER === "stripe") {
    // Without its own webhook secret, Stripe mode would check Stripe's events against the sandbox's
    // derived secret and refuse every one of them: cancellations and failed renewals would be lost.
    const missing = (["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const).find(
      (name) => !e[name],
    );
    if (missing) throw new ConfigError(`Invalid ${missing}: required when PAYMENT_PROVIDER=stripe`);
  }
  // Production is given its keys: a generated captcha key is per data folder (challenges then fail across
  // instances), and generated keys are secrets nobody put in the secret store or can rotate.
  if (env.NODE_ENV === "production") {
    const missing = (["SIGNUP_HMAC_KEY", "CAPTCHA_HMAC_KEY", "NEWSLETTER_HMAC_KEY"] as const).find((name) => !e[name]);
    if (missing)
      throw new ConfigError(
        `Invalid ${missing}: required when NODE_ENV=production (16+ random characters, the same on every instance)`,
      );
  }
  const publicUrl = origin(`http://localhost:${e.PORT}`).safeParse(e.PUBLIC_URL ?? undefined);
  if (!publicUrl.success) throw new ConfigError(`Invalid PUBLIC_URL: ${publicUrl.error.issues[0]!.message}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentProvider: e.PAYMENT_PROVIDER,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      accountTaxIds: e.STRIPE_ACCOUNT_TAX_IDS,
      portalConfiguration: e.STRIPE_PORTAL_CONFIGURATION,
    },
    captchaHmacKey: e.CAPTCHA_HMAC_KEY,
    signupHmacKey: e.SIGNUP_HMAC_KEY,
    newsletterHmacKey: e.NEWSLETTER_HMAC_KEY,
    appUrl: e.APP_URL,
    publicUrl: publicUrl.data,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    taxRegistrations: e.TAX_REGISTRATIONS,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logLevel: e.LOG_LEVEL,
    operatorEmail: e.OPERATOR_EMAIL,
    analyticsForwardUrl: e.ANALYTICS_FORWARD_URL,
    seller: sellerOf(e),
  } as const;
}
