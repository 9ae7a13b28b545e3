import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { createSecurityHeaders, newNonce, securityMiddleware } from "./security";

/** A response that records what is set on it, in order. */
function recorder(cspNonce: string) {
  const calls: Array<[string, string, string?]> = [];
  return {
    calls,
    locals: { cspNonce },
    setHeader(name: string, value: string) {
      calls.push(["set", name, String(value)]);
    },
    removeHeader(name: string) {
      calls.push(["remove", name]);
    },
  };
}

const CONFIGS = {
  default: parseConfig({}),
  "Stripe over https": parseConfig({
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_PUBLISHABLE_KEY: "pk_test_x",
    STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef0123",
    PUBLIC_URL: "https://www.docsleeve.test",
  }),
};

describe("security headers", () => {
  it.each(Object.entries(CONFIGS))("are exactly what helmet sets for the same nonce (%s)", (_name, config) => {
    const headers = createSecurityHeaders(config);
    for (const nonce of [newNonce(), newNonce()]) {
      const fromHelmet = recorder(nonce);
      let nextCalls = 0;
      securityMiddleware(config)({} as never, fromHelmet as never, () => nextCalls++);
      const recorded = recorder(nonce);
      headers.set(recorded, nonce);
      expect(nextCalls).toBe(1);
      expect(recorded.calls).toEqual(fromHelmet.calls);
      const csp = recorded.calls.find(([, name]) => name === "Content-Security-Policy")?.[2];
      expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    }
  });

  it.each(Object.entries(CONFIGS))(
    "for a fixed page, put the page's hashes where the nonce was, 'self' for 'strict-dynamic', and change nothing else (%s)",
    (_name, config) => {
      const headers = createSecurityHeaders(config);
      const res = recorder("N0NCE");
      headers.set(res, "N0NCE");
      const withNonce = res.calls.find(([, name]) => name === "Content-Security-Policy")![2]!;
      const hashes = { scripts: ["'sha256-AAA='", "'sha256-BBB='"], styles: ["'sha256-CCC='"] };
      const fixed = headers.policyWith(hashes);
      expect(fixed).toContain("script-src 'sha256-AAA=' 'sha256-BBB=' 'self'");
      expect(fixed).toContain("style-src 'self' 'sha256-CCC='");
      expect(fixed).not.toContain("strict-dynamic");
      const [beforeScript, betweenScriptAndStyle, afterStyle] = withNonce.split("'nonce-N0NCE'");
      const between = betweenScriptAndStyle!.replace("'strict-dynamic'", "'self'");
      expect(fixed).toBe(`${beforeScript}'sha256-AAA=' 'sha256-BBB='${between}'sha256-CCC='${afterStyle}`);
      if (config.paymentProvider === "stripe")
        expect(fixed).toContain("'self' https://js.stripe.com https://*.js.stripe.com;");
      // Responses after it still get their nonce.
      const later = recorder("N1");
      headers.set(later, "N1");
      expect(later.calls.find(([, name]) => name === "Content-Security-Policy")![2]).toBe(
        withNonce.split("N0NCE").join("N1"),
      );
    },
  );

  it("include HSTS and Stripe's hosts only when configured", () => {
    const headersOf = (config: (typeof CONFIGS)[keyof typeof CONFIGS]) => {
      const res = recorder("n");
      createSecurityHeaders(config).set(res, "n");
      return Object.fromEntries(res.calls.filter(([op]) => op === "set").map(([, name, value]) => [name, value]));
    };
    const plain = headersOf(CONFIGS.default);
    const stripe = headersOf(CONFIGS["Stripe over https"]);
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(stripe["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(plain["Content-Security-Policy"]).not.toContain("stripe.com");
    expect(stripe["Content-Security-Policy"]).toContain("https://js.stripe.com");
  });
});

describe("newNonce", () => {
  it("gives 16 random bytes in base64, never the same twice (across several refills of its pool)", () => {
    const nonces = Array.from({ length: 2000 }, () => newNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonces.every((n) => /^[A-Za-z0-9+/]{22}==$/.test(n))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
