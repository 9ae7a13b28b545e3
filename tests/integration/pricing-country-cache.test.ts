/**
 * The production server keeps one rendered /pricing page per visitor country (server/fast-pages/rendered-page-cache.ts): its
 * first HTML shows the visitor's currency and default country, and the visitor is the client address
 * Express resolves (X-Forwarded-For only from a proxy TRUST_PROXY names). Runs the BUILT server, as
 * production does, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL; asserts only on HTTP answers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookupCountry } from "../../server/geo";
import { createPostgresDatabase, DATABASES } from "../support/databases";
import { ensureBuild, freePort, killInstance, startInstance, type Instance } from "../support/instances";
import { rawRequest } from "../support/raw-http";

const BUILD_DIR = "build-ops";
/** A German and a British address (geoip-country's data): EUR and GBP, countries 81 and 226. */
const GERMANY = { ip: "85.214.132.117", currency: "EUR", symbol: "€", countryId: 81 };
const BRITAIN = { ip: "81.2.69.142", currency: "GBP", symbol: "£", countryId: 226 };
/** What a visitor whose address gives no country (loopback here) starts with. */
const NO_COUNTRY = { currency: "USD", symbol: "$", countryId: 192 };

/** What the first HTML shows the visitor: the selected currency, the Pro price's symbol, the preselected country. */
function shown(html: string): { currency?: string; symbol?: string; countryId?: number } {
  const currency = /<option value="([A-Z]{3})" selected=""/.exec(html)?.[1];
  const price = /data-testid="price-pro">([^<\d]+)\d/.exec(html)?.[1];
  // The route's loader data, as React Router streams it into the page for hydration.
  const countryId = /\\"country_id\\",(\d+)/.exec(html)?.[1];
  return { currency, symbol: price, countryId: countryId === undefined ? undefined : Number(countryId) };
}

/** GET /pricing as a client behind the proxy at 127.0.0.1 claiming `forwardedFor`. */
async function pricing(instance: Instance, forwardedFor?: string, headers: Record<string, string> = {}) {
  const res = await rawRequest(`${instance.url}/pricing`, {
    headers: { ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}), ...headers },
  });
  return { status: res.status, headers: res.headers, html: res.body.toString(), ...shown(res.body.toString()) };
}

/**
 * Asks until the answer comes from the page cache (it carries an ETag): the first request of a country
 * is rendered while the cache renders that country's page beside it. Bounded by the test's timeout.
 */
async function cachedPricing(instance: Instance, forwardedFor?: string) {
  for (;;) {
    const res = await pricing(instance, forwardedFor);
    expect(res.status).toBe(200);
    if (res.headers.etag) return res;
  }
}

describe.each(DATABASES)("the /pricing page cache per visitor country on %s (built server)", (database) => {
  let dataRoot: string;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const instances: Instance[] = [];

  const launch = async (name: string, env: Record<string, string>): Promise<Instance> => {
    const instance = startInstance({
      name,
      buildDir: BUILD_DIR,
      port: await freePort(),
      dataDir: path.join(dataRoot, name),
      env: { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), LOG_LEVEL: "warn", ...env },
    });
    instances.push(instance);
    await instance.ready();
    return instance;
  };

  beforeAll(async () => {
    expect(lookupCountry(GERMANY.ip)).toEqual({ country_code: "DE", country_id: GERMANY.countryId });
    expect(lookupCountry(BRITAIN.ip)).toEqual({ country_code: "GB", country_id: BRITAIN.countryId });
    await ensureBuild(BUILD_DIR);
    dataRoot = mkdtempSync(path.join(os.tmpdir(), "docsleeve-pricing-cache-"));
    if (database === "postgres") ({ url: databaseUrl, drop } = await createPostgresDatabase());
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => killInstance(instance)));
    await drop?.();
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  }, 30_000);

  it("behind a trusted proxy, each visitor gets its own country's page, from the cache on a return", async () => {
    const site = await launch("trusted", { TRUST_PROXY: "127.0.0.1" });

    const first = await pricing(site, GERMANY.ip);
    expect(first.status).toBe(200);
    expect(first).toMatchObject({ currency: GERMANY.currency, symbol: GERMANY.symbol, countryId: GERMANY.countryId });

    const germany = await cachedPricing(site, GERMANY.ip);
    expect(germany).toMatchObject({ currency: GERMANY.currency, symbol: GERMANY.symbol, countryId: GERMANY.countryId });
    const britain = await cachedPricing(site, BRITAIN.ip);
    expect(britain).toMatchObject({ currency: BRITAIN.currency, symbol: BRITAIN.symbol, countryId: BRITAIN.countryId });
    expect(britain.headers.etag).not.toBe(germany.headers.etag);

    // Germany again, after Britain: the same cached page, not Britain's.
    const again = await pricing(site, GERMANY.ip);
    expect(again.status).toBe(200);
    expect(again).toMatchObject({ currency: GERMANY.currency, symbol: GERMANY.symbol, countryId: GERMANY.countryId });
    expect(again.headers.etag).toBe(germany.headers.etag);
    // The page differs per visitor: no shared cache may keep one copy for everyone.
    expect(again.headers["cache-control"]).toMatch(/no-cache|no-store|private/);

    // A validator is answered for the page it names: Germany's tag is fresh for a German visitor only.
    const conditional = { "if-none-match": germany.headers.etag! };
    expect((await pricing(site, GERMANY.ip, conditional)).status).toBe(304);
    const british = await pricing(site, BRITAIN.ip, conditional);
    expect(british.status).toBe(200);
    expect(british).toMatchObject({ currency: BRITAIN.currency, countryId: BRITAIN.countryId });

    // A visitor without a country (the proxy itself) gets the defaults, not the last country cached.
    expect(await cachedPricing(site)).toMatchObject({
      currency: NO_COUNTRY.currency,
      symbol: NO_COUNTRY.symbol,
      countryId: NO_COUNTRY.countryId,
    });
  }, 240_000);

  it("without TRUST_PROXY, a forged X-Forwarded-For is ignored: the defaults, rendered and cached", async () => {
    const site = await launch("untrusted", {});
    const defaults = { currency: NO_COUNTRY.currency, symbol: NO_COUNTRY.symbol, countryId: NO_COUNTRY.countryId };
    expect(await pricing(site, BRITAIN.ip)).toMatchObject({ status: 200, ...defaults });
    const cached = await cachedPricing(site, BRITAIN.ip);
    expect(cached).toMatchObject(defaults);
    // Every forged address shares the one page of the real (loopback) address.
    const forged = await pricing(site, GERMANY.ip);
    expect(forged).toMatchObject(defaults);
    expect(forged.headers.etag).toBe(cached.headers.etag);
  }, 240_000);
});
