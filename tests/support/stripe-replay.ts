/**
 * Recorded Stripe exchanges (server/payments/fixtures/stripe/*.json, shaped like Stripe's API) replayed
 * through a fake `fetch` given to the official SDK: each request must be the one recorded (method,
 * path, idempotency key, form fields). No network.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Stripe from "stripe";
import { expect } from "vitest";
import { createStripeProvider, type StripeProviderOptions } from "../../server/payments/stripe";

interface Exchange {
  request: { method: string; path: string; idempotencyKey?: string; form?: Record<string, string> };
  response: { status: number; body: unknown };
}

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "server",
  "payments",
  "fixtures",
  "stripe",
);

/**
 * A Stripe provider whose SDK talks to a replay of `fixture`; `done()` asserts every exchange was used.
 * `options` are the provider's configuration the fixture was recorded with (e.g. `accountTaxIds`).
 */
export function replay(fixture: string, options: Pick<StripeProviderOptions, "accountTaxIds"> = {}) {
  const { exchanges } = JSON.parse(readFileSync(path.join(FIXTURES, `${fixture}.json`), "utf8")) as {
    exchanges: Exchange[];
  };
  let next = 0;
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const actual = `${init?.method} ${decodeURIComponent(url.pathname + url.search)}`;
    const exchange = exchanges[next++];
    const problems: string[] = [];
    if (!exchange) problems.push(`unexpected request ${actual}`);
    else {
      const { request } = exchange;
      const headers = new Headers(init?.headers);
      const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? "")));
      if (url.host !== "api.stripe.com") problems.push(`host ${url.host}`);
      if (actual !== `${request.method} ${request.path}`)
        problems.push(`expected ${request.method} ${request.path}, got ${actual}`);
      if (headers.get("authorization") !== "Bearer sk_test_fixture") problems.push("missing secret key");
      if (request.idempotencyKey && headers.get("idempotency-key") !== request.idempotencyKey)
        problems.push(`idempotency key ${headers.get("idempotency-key")}`);
      for (const [k, v] of Object.entries(request.form ?? {}))
        if (form[k] !== v) problems.push(`form ${k}: expected ${v}, got ${form[k]}`);
    }
    // A mismatch answers like Stripe does to a bad request, so the test fails with the reason.
    const { status, body } = problems.length
      ? {
          status: 400,
          body: { error: { type: "invalid_request_error", message: `fixture mismatch: ${problems.join("; ")}` } },
        }
      : exchange!.response;
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "request-id": `req_fixture_${next}` },
    });
  };
  const provider = createStripeProvider({
    secretKey: "sk_test_fixture",
    httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
    maxNetworkRetries: 0,
    ...options,
  });
  return { provider, done: () => expect(next, "every recorded exchange was used").toBe(exchanges.length) };
}
