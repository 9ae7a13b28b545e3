/**
 * The sandbox takes no money and accepts raw card numbers, so an explicit NODE_ENV=production refuses to
 * start on it unless ALLOW_SANDBOX_PAYMENTS=1, with one line naming both variables; with nothing set the
 * server still starts on the sandbox (a fresh clone's `npm start`).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, SANDBOX_IN_PRODUCTION } from "../../server/config";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("production guard", () => {
  it("refuses NODE_ENV=production on the sandbox unless ALLOW_SANDBOX_PAYMENTS=1", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(SANDBOX_IN_PRODUCTION);
    expect(SANDBOX_IN_PRODUCTION).toContain("PAYMENT_PROVIDER");
    expect(SANDBOX_IN_PRODUCTION).toContain("ALLOW_SANDBOX_PAYMENTS=1");
    // Production also needs its keys (checked after this guard).
    const keys = {
      SIGNUP_HMAC_KEY: "0123456789abcdef0123",
      CAPTCHA_HMAC_KEY: "fedcba9876543210fedc",
      NEWSLETTER_HMAC_KEY: "abcdef0123456789abcd",
    };
    expect(parseConfig({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "1", ...keys }).paymentProvider).toBe(
      "sandbox",
    );
    expect(
      parseConfig({
        NODE_ENV: "production",
        ...keys,
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef0123",
      }).paymentProvider,
    ).toBe("stripe");
    // Nothing set (NODE_ENV defaults to production inside, but was not asked for): the sandbox runs.
    expect(parseConfig({}).paymentProvider).toBe("sandbox");
  });

  it("the server exits 1 at start with that one line", () => {
    const env = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "production",
      PORT: "0",
      DATA_DIR: "./data/guard-test",
    };
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: ROOT,
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(SANDBOX_IN_PRODUCTION);
  }, 90_000);

  it("checks the webhook secret's form", () => {
    expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: "not-a-secret" })).toThrow("Invalid STRIPE_WEBHOOK_SECRET");
    expect(parseConfig({ STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef0123" }).stripe.webhookSecret).toBe(
      "whsec_0123456789abcdef0123",
    );
  });
});
