import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { logStartup, NO_TRUST_PROXY_WARNING, startupSummary } from "./startup-summary";

const KEYS = {
  SIGNUP_HMAC_KEY: "signup-key-0123456789abcdef",
  CAPTCHA_HMAC_KEY: "captcha-key-0123456789abcdef",
  NEWSLETTER_HMAC_KEY: "newsletter-key-0123456789abcdef",
};

function logged(env: Record<string, string>) {
  const lines: Array<{ level: "info" | "warn"; obj: object; msg: string }> = [];
  logStartup(
    {
      info: (obj, msg) => lines.push({ level: "info", obj, msg }),
      warn: (obj, msg) => lines.push({ level: "warn", obj, msg }),
    },
    parseConfig(env),
    env,
  );
  return lines;
}

describe("the start-up line", () => {
  it("says that a plain `npm start` is production by default, on the sandbox, with generated keys", () => {
    const [line, ...rest] = logged({});
    expect(line!.level).toBe("info");
    expect(line!.msg).toBe(
      "running as production (NODE_ENV unset: the default); payments: sandbox (offline: takes no money); keys: CAPTCHA_HMAC_KEY generated in DATA_DIR, SIGNUP_HMAC_KEY generated in database, NEWSLETTER_HMAC_KEY generated in database, STRIPE_WEBHOOK_SECRET derived from the key generated in DATA_DIR",
    );
    expect(line!.obj).toMatchObject({
      environment: "production (NODE_ENV unset: the default)",
      keys: { SIGNUP_HMAC_KEY: "generated in database" },
    });
    expect(rest.map((l) => l.msg)).toEqual([NO_TRUST_PROXY_WARNING]);
  });

  it("names each key's source and never its value", () => {
    const env = {
      NODE_ENV: "production",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef0123",
      TRUST_PROXY: "10.0.0.0/8",
      ...KEYS,
    };
    const lines = logged(env);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toBe(
      "running as production; payments: stripe; keys: CAPTCHA_HMAC_KEY env, SIGNUP_HMAC_KEY env, NEWSLETTER_HMAC_KEY env, STRIPE_WEBHOOK_SECRET env",
    );
    const text = JSON.stringify(lines);
    for (const value of [...Object.values(KEYS), "whsec_0123456789abcdef0123", "sk_test_x"])
      expect(text).not.toContain(value);
    expect(
      startupSummary(parseConfig({ ...KEYS, NODE_ENV: "development" }), { NODE_ENV: "development" }).keys
        .STRIPE_WEBHOOK_SECRET,
    ).toBe("derived from CAPTCHA_HMAC_KEY");
  });

  it("warns in production without TRUST_PROXY that every client behind a proxy shares one limit, and only then", () => {
    expect(
      logged({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "1", ...KEYS })
        .filter((l) => l.level === "warn")
        .map((l) => l.msg),
    ).toEqual([NO_TRUST_PROXY_WARNING]);
    expect(
      logged({ NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "1", TRUST_PROXY: "1", ...KEYS }).filter(
        (l) => l.level === "warn",
      ),
    ).toEqual([]);
    expect(logged({ NODE_ENV: "development" }).filter((l) => l.level === "warn")).toEqual([]);
    expect(NO_TRUST_PROXY_WARNING).toContain("card-testing cap");
  });
});
