/**
 * The line the server logs once it listens: what it runs as, so an operator sees at a glance whether the
 * site can take real money and where its secrets come from. A plain `npm start` is production with the
 * offline sandbox and generated keys; this line says so. Key values are never part of it, only sources.
 */
import type { Config } from "./config";

/** Where a secret comes from. */
export type KeySource =
  | "env"
  | "generated in DATA_DIR"
  | "generated in database"
  | "derived from CAPTCHA_HMAC_KEY"
  | "derived from the key generated in DATA_DIR";

/** The fields of the start-up line. */
export interface StartupSummary {
  /** "production", or "production (NODE_ENV unset: the default)" when nobody asked for it. */
  environment: string;
  /** "sandbox (offline: takes no money)" or "stripe". */
  paymentProvider: string;
  keys: Record<"CAPTCHA_HMAC_KEY" | "SIGNUP_HMAC_KEY" | "NEWSLETTER_HMAC_KEY" | "STRIPE_WEBHOOK_SECRET", KeySource>;
  trustProxy: string;
}

/** The message of the warning logged when a production server would see every client as its proxy. */
export const NO_TRUST_PROXY_WARNING =
  "TRUST_PROXY is unset: behind a reverse proxy every client has the proxy's address and shares one rate limit and one card-testing cap; set TRUST_PROXY to the proxies' addresses (docs/deploy.md)";

/**
 * What the start-up line says for `config`; `env` is the environment as given (to tell a default from a
 * choice).
 */
export function startupSummary(config: Config, env: Record<string, string | undefined>): StartupSummary {
  const generatedCaptcha = !config.captchaHmacKey;
  return {
    environment: env.NODE_ENV ? config.env : `${config.env} (NODE_ENV unset: the default)`,
    paymentProvider: config.paymentProvider === "sandbox" ? "sandbox (offline: takes no money)" : "stripe",
    keys: {
      CAPTCHA_HMAC_KEY: generatedCaptcha ? "generated in DATA_DIR" : "env",
      SIGNUP_HMAC_KEY: config.signupHmacKey ? "env" : "generated in database",
      NEWSLETTER_HMAC_KEY: config.newsletterHmacKey ? "env" : "generated in database",
      STRIPE_WEBHOOK_SECRET: config.stripe.webhookSecret
        ? "env"
        : generatedCaptcha
          ? "derived from the key generated in DATA_DIR"
          : "derived from CAPTCHA_HMAC_KEY",
    },
    trustProxy: config.trustProxy === false ? "unset" : String(config.trustProxy),
  };
}

/** Logs the start-up line, and warns when production trusts no proxy (see NO_TRUST_PROXY_WARNING). */
export function logStartup(
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  config: Config,
  env: Record<string, string | undefined>,
): void {
  const summary = startupSummary(config, env);
  const keys = Object.entries(summary.keys)
    .map(([name, source]) => `${name} ${source}`)
    .join(", ");
  log.info(summary, `running as ${summary.environment}; payments: ${summary.paymentProvider}; keys: ${keys}`);
  if (config.env === "production" && config.trustProxy === false)
    log.warn({ trustProxy: "unset" }, NO_TRUST_PROXY_WARNING);
}
