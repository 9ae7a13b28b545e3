import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("applies the embedded defaults when nothing is configured", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mailFrom).toBe("DocSleeve <no-reply@localhost>");
    expect(config.paymentProvider).toBe("sandbox");
    expect(config.appUrl).toBe("https://app.sleeve.example");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.rateLimitFactor).toBe(1);
    expect(config.supportEmail).toBe("support@localhost");
    expect(config.trustProxy).toBe(false);
  });

  it("derives PUBLIC_URL from PORT and strips trailing slashes from URLs", () => {
    expect(parseConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(parseConfig({ APP_URL: "https://app.example.com/" }).appUrl).toBe("https://app.example.com");
    expect(parseConfig({ PUBLIC_URL: "https://www.example.com/" }).publicUrl).toBe("https://www.example.com");
  });

  it("reads every variable", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://u@h:5432/d",
      SMTP_URL: "smtp://u:p@localhost:2525",
      REDIS_URL: "redis://127.0.0.1:6379",
      RATE_LIMIT_FACTOR: "1000",
      TRUST_PROXY: "1",
      SUPPORT_EMAIL: "help@example.com",
    });
    expect(config.databaseUrl).toBe("postgres://u@h:5432/d");
    expect(config.smtpUrl).toBe("smtp://u:p@localhost:2525");
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379");
    expect(config.rateLimitFactor).toBe(1000);
    expect(config.trustProxy).toBe(1);
    expect(config.supportEmail).toBe("help@example.com");
  });

  it("reads the operations variables (docs/deploy.md)", () => {
    const defaults = parseConfig({});
    expect(defaults.redisKeyPrefix).toBe("");
    expect(defaults.shutdownDrainMs).toBe(0);
    expect(defaults.metricsToken).toBeUndefined();
    const config = parseConfig({
      REDIS_KEY_PREFIX: "site:prod:",
      SHUTDOWN_DRAIN_MS: "3000",
      METRICS_TOKEN: "0123456789abcdef0123",
    });
    expect(config.redisKeyPrefix).toBe("site:prod:");
    expect(config.shutdownDrainMs).toBe(3000);
    expect(config.metricsToken).toBe("0123456789abcdef0123");
  });

  it("reads SIGNUP_HMAC_KEY (unset: a key generated into the database, see server/secrets/signup-keys.ts)", () => {
    expect(parseConfig({}).signupHmacKey).toBeUndefined();
    expect(parseConfig({ SIGNUP_HMAC_KEY: " 0123456789abcdef0123 " }).signupHmacKey).toBe("0123456789abcdef0123");
  });

  it("reads TAX_REGISTRATIONS: all four by default, a comma-separated subset in any case, none, and refuses others", () => {
    expect(parseConfig({}).taxRegistrations).toEqual(["SG", "EU", "GB", "AU"]);
    expect(parseConfig({ TAX_REGISTRATIONS: "" }).taxRegistrations).toEqual(["SG", "EU", "GB", "AU"]);
    expect(parseConfig({ TAX_REGISTRATIONS: "au, sg" }).taxRegistrations).toEqual(["SG", "AU"]);
    expect(parseConfig({ TAX_REGISTRATIONS: "none" }).taxRegistrations).toEqual([]);
    expect(() => parseConfig({ TAX_REGISTRATIONS: "SG,US" })).toThrow('Invalid TAX_REGISTRATIONS: "US" is not one of');
  });

  it("reads TRUST_PROXY as a hop count or as the proxies' addresses and CIDR ranges (Express's forms)", () => {
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.5" }).trustProxy).toEqual(["10.0.0.5"]);
    expect(parseConfig({ TRUST_PROXY: " 10.0.0.0/8, fd00::/8 ,loopback,2001:db8::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
      "2001:db8::1",
    ]);
    expect(parseConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
  });

  it("requires SIGNUP_HMAC_KEY and CAPTCHA_HMAC_KEY with NODE_ENV=production, in one line", () => {
    const keys = {
      SIGNUP_HMAC_KEY: "0123456789abcdef0123",
      CAPTCHA_HMAC_KEY: "fedcba9876543210fedc",
      NEWSLETTER_HMAC_KEY: "abcdef0123456789abcd",
    };
    // The sandbox is allowed here so that the keys are what is checked (the sandbox guard comes first).
    const production = { NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "1" };
    expect(() => parseConfig({ ...production, CAPTCHA_HMAC_KEY: keys.CAPTCHA_HMAC_KEY })).toThrow(
      new ConfigError(
        "Invalid SIGNUP_HMAC_KEY: required when NODE_ENV=production (16+ random characters, the same on every instance)",
      ),
    );
    expect(() => parseConfig({ ...production, SIGNUP_HMAC_KEY: keys.SIGNUP_HMAC_KEY })).toThrow(
      /^Invalid CAPTCHA_HMAC_KEY: required when NODE_ENV=production/,
    );
    expect(parseConfig({ ...production, ...keys }).env).toBe("production");
    // Left unset (a plain `npm start` on a laptop) or development/test: the generated keys stay allowed.
    expect(parseConfig({}).signupHmacKey).toBeUndefined();
    expect(parseConfig({ NODE_ENV: "test" }).captchaHmacKey).toBeUndefined();
  });

  it("reads the seller's Stripe tax IDs for Stripe's invoices (none unless set)", () => {
    expect(parseConfig({}).stripe.accountTaxIds).toEqual([]);
    expect(parseConfig({ STRIPE_ACCOUNT_TAX_IDS: " atxi_1QvXa1EU , txi_1QvXa2SG," }).stripe.accountTaxIds).toEqual([
      "atxi_1QvXa1EU",
      "txi_1QvXa2SG",
    ]);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid PORT: /],
    [{ PORT: "70000" }, /^Invalid PORT: /],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid DATABASE_URL: must start with postgres/],
    [{ SMTP_URL: "http://x" }, /^Invalid SMTP_URL: /],
    [{ PAYMENT_PROVIDER: "paypal" }, /^Invalid PAYMENT_PROVIDER: /],
    [{ PAYMENT_PROVIDER: "stripe" }, /^Invalid STRIPE_SECRET_KEY: required/],
    // Stripe mode never falls back to the sandbox's derived webhook secret.
    [
      { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" },
      /^Invalid STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe$/,
    ],
    [{ APP_URL: "not a url" }, /^Invalid APP_URL: /],
    [{ PUBLIC_URL: "ftp://x" }, /^Invalid PUBLIC_URL: /],
    [{ RATE_LIMIT_FACTOR: "0" }, /^Invalid RATE_LIMIT_FACTOR: must be a positive number/],
    [{ RATE_LIMIT_FACTOR: "-2" }, /^Invalid RATE_LIMIT_FACTOR: /],
    [{ SUPPORT_EMAIL: "nobody" }, /^Invalid SUPPORT_EMAIL: /],
    [{ TRUST_PROXY: "yes" }, /^Invalid TRUST_PROXY: "yes" is not a number of proxies, an IP address, a CIDR range/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^Invalid TRUST_PROXY: "10.0.0.0\/33"/],
    [{ TRUST_PROXY: "10.0.0.1, -1" }, /^Invalid TRUST_PROXY: "-1"/],
    [{ TRUST_PROXY: "10.0.0.1/8/8" }, /^Invalid TRUST_PROXY: /],
    [{ REDIS_URL: "localhost:6379" }, /^Invalid REDIS_URL: /],
    [{ REDIS_KEY_PREFIX: "a b" }, /^Invalid REDIS_KEY_PREFIX: /],
    [{ SHUTDOWN_DRAIN_MS: "9000" }, /^Invalid SHUTDOWN_DRAIN_MS: must be at most 8000/],
    [{ SHUTDOWN_DRAIN_MS: "-1" }, /^Invalid SHUTDOWN_DRAIN_MS: /],
    [{ METRICS_TOKEN: "short" }, /^Invalid METRICS_TOKEN: must be at least 16/],
    [{ SIGNUP_HMAC_KEY: "short" }, /^Invalid SIGNUP_HMAC_KEY: must be at least 16/],
    [{ STRIPE_ACCOUNT_TAX_IDS: "atxi_1,DE136695976" }, /^Invalid STRIPE_ACCOUNT_TAX_IDS.1: must be Stripe tax ID ids/],
  ])("rejects %j with one line naming the variable", (env, message) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });
});

describe("NEWSLETTER_HMAC_KEY", () => {
  it("is read (unset: a key generated into the database) and required with NODE_ENV=production, in one line", () => {
    expect(parseConfig({}).newsletterHmacKey).toBeUndefined();
    expect(parseConfig({ NEWSLETTER_HMAC_KEY: " 0123456789abcdef0123 " }).newsletterHmacKey).toBe(
      "0123456789abcdef0123",
    );
    expect(() => parseConfig({ NEWSLETTER_HMAC_KEY: "short" })).toThrow(
      /^Invalid NEWSLETTER_HMAC_KEY: must be at least 16/,
    );
    const production = {
      NODE_ENV: "production",
      ALLOW_SANDBOX_PAYMENTS: "1",
      SIGNUP_HMAC_KEY: "0123456789abcdef0123",
      CAPTCHA_HMAC_KEY: "fedcba9876543210fedc",
    };
    expect(() => parseConfig(production)).toThrow(
      new ConfigError(
        "Invalid NEWSLETTER_HMAC_KEY: required when NODE_ENV=production (16+ random characters, the same on every instance)",
      ),
    );
    expect(parseConfig({ ...production, NEWSLETTER_HMAC_KEY: "abcdef0123456789abcd" }).newsletterHmacKey).toBe(
      "abcdef0123456789abcd",
    );
  });
});
