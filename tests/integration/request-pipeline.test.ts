/**
 * The request pipeline (server/fast-pages/request-pipeline.ts): prerendered pages are answered in front of
 * Express, and must get everything an Express response gets — the same security headers (the CSP with
 * the page's script hash in place of the nonce), a request id, one log line and one metrics sample — from
 * the one place that gives it to both.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { hashSource } from "../../server/fast-pages/inline-hashes";
import { prerenderedPages } from "../../server/fast-pages/prerendered";
import { createSecurityHeaders } from "../../server/security";
import { rawRequest } from "../support/raw-http";
import { startTestServer, type TestServer } from "../support/test-server";

const TOKEN = "metrics-token-pipeline-0123456789";
const PAGE = `<!DOCTYPE html><html><head><script>1</script></head><body><p>Security</p></body></html>`;
/** Headers that describe the body or the connection rather than the site's policy. */
const PER_RESPONSE = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "cache-control",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "x-request-id",
  "content-security-policy",
]);

const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
const policyHeaders = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !PER_RESPONSE.has(name)));

/** A plain node:http request (../support/raw-http.ts): status, headers as `Headers`, body as text. */
async function send(
  url: string,
  method = "GET",
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: string }> {
  const res = await rawRequest(url, { method, headers });
  const out = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") out.set(name, value);
  return { status: res.status, headers: out, body: res.body.toString() };
}

describe("request pipeline", () => {
  let server: TestServer;
  let dir: string;
  const linesOf = (id: string | null) =>
    server.logs.filter((l) => (l.req as { id?: string } | undefined)?.id === id && /^request /.test(String(l.msg)));
  const metrics = async () => (await server.get("/metrics", { authorization: `Bearer ${TOKEN}` })).body as string;
  const count = (text: string, series: string) =>
    Number(
      text
        .split("\n")
        .find((l) => l.startsWith(`${series} `))
        ?.split(" ")[1] ?? 0,
    );

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "pipeline-test-"));
    await mkdir(path.join(dir, "security"));
    await writeFile(path.join(dir, "security", "index.html"), PAGE);
    const { policyWith } = createSecurityHeaders(parseConfig({}));
    const { serve } = await prerenderedPages(dir, {
      appUrl: "https://app.test",
      publicUrl: "https://www.test",
      policyWith,
    });
    server = await startTestServer({
      database: "pglite",
      env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: "1" },
      pages: { prerendered: serve, build: () => Promise.reject(new Error("no server build in this test")) },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("gives a prerendered page the security headers an Express response gets, with its script's hash for the nonce", async () => {
    const [page, express] = [await send(`${server.url}/security`), await send(`${server.url}/livez`)];
    expect(page.status).toBe(200);
    expect(page.body).toContain("<p>Security</p>");
    expect(express.status).toBe(200);
    expect(policyHeaders(page.headers)).toEqual(policyHeaders(express.headers));
    expect(Object.keys(policyHeaders(page.headers))).toEqual(
      expect.arrayContaining([
        "x-frame-options",
        "x-content-type-options",
        "referrer-policy",
        "cross-origin-opener-policy",
      ]),
    );
    const expressNonce = nonceOf(express.headers);
    expect(expressNonce).toBeTruthy();
    expect(nonceOf(page.headers)).toBeUndefined();
    // script-src gets the script's hash, style-src nothing (the page has no <style>).
    const [beforeScript, betweenScriptAndStyle, afterStyle] = express.headers
      .get("content-security-policy")!
      .split(`'nonce-${expressNonce}'`);
    // ('self' instead of 'strict-dynamic': server/security.ts, moduleSource.)
    const between = betweenScriptAndStyle!.replace("'strict-dynamic'", "'self'");
    expect(page.headers.get("content-security-policy")).toBe(
      `${beforeScript}${hashSource("1")}${between}${afterStyle}`,
    );
    expect(page.body).not.toContain("nonce=");
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers.get("x-request-id")).not.toBe(express.headers.get("x-request-id"));
  });

  it("uses a fresh nonce for every response Express answers", async () => {
    const nonces = await Promise.all(
      [1, 2, 3, 4].map(async () => nonceOf((await send(`${server.url}/livez`)).headers)),
    );
    expect(new Set(nonces).size).toBe(4);
  });

  it("answers a revalidation with 304 with the page's fixed policy, keeping the other headers and the id", async () => {
    const first = await send(`${server.url}/security`);
    const again = await send(`${server.url}/security`, "GET", { "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(policyHeaders(again.headers)).toEqual(policyHeaders(first.headers));
    expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs one request line per page request (GET, HEAD, 304) and counts each under route=page", async () => {
    const before = await metrics();
    const ok = await send(`${server.url}/security`);
    const head = await send(`${server.url}/security`, "HEAD");
    const notModified = await send(`${server.url}/security`, "GET", { "if-none-match": ok.headers.get("etag")! });
    for (const [res, method, status] of [
      [ok, "GET", 200],
      [head, "HEAD", 200],
      [notModified, "GET", 304],
    ] as const) {
      const id = res.headers.get("x-request-id");
      const lines = linesOf(id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: "request completed",
        reqId: id,
        req: { id, method, url: "/security" },
        res: { statusCode: status },
      });
      expect(typeof lines[0]!.responseTime).toBe("number");
    }
    const after = await metrics();
    const delta = (series: string) => count(after, series) - count(before, series);
    expect(delta('http_requests_total{method="GET",route="page",status="200"}')).toBe(1);
    expect(delta('http_requests_total{method="HEAD",route="page",status="200"}')).toBe(1);
    expect(delta('http_requests_total{method="GET",route="page",status="304"}')).toBe(1);
    expect(delta('http_request_duration_seconds_count{method="GET",route="page",status="200"}')).toBe(1);
  });

  it("gives the API's answers in memory (server/api/fast-answers.ts) the headers, log line and metrics label of the /api router", async () => {
    const routed = await send(`${server.url}/api/geo/`);
    const before = await metrics();
    const fast = await send(`${server.url}/api/geo`, "GET", { "x-forwarded-for": "203.0.113.9" });
    expect(fast.status).toBe(200);
    expect(policyHeaders(fast.headers)).toEqual(policyHeaders(routed.headers));
    expect(fast.headers.get("cache-control")).toBe("no-store");
    expect(nonceOf(fast.headers)).toBeTruthy();
    const id = fast.headers.get("x-request-id");
    expect(linesOf(id)).toEqual([
      expect.objectContaining({ msg: "request completed", reqId: id, req: { id, method: "GET", url: "/api/geo" } }),
    ]);
    const after = await metrics();
    const delta = (series: string) => count(after, series) - count(before, series);
    expect(delta('http_requests_total{method="GET",route="/api/geo",status="200"}')).toBe(1);
  });

  it("keeps a trusted proxy's request id (TRUST_PROXY is set here) and replaces one that is not an id", async () => {
    const kept = await server.get("/security", { "x-request-id": "proxy-4f1c2e9a77d3" });
    expect(kept.headers.get("x-request-id")).toBe("proxy-4f1c2e9a77d3");
    expect(linesOf("proxy-4f1c2e9a77d3")).toHaveLength(1);
    const replaced = await server.get("/security", { "x-request-id": "not an id!" });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves query strings to the Express app (React Router), logging the URL with secrets redacted", async () => {
    const res = await server.get("/security?utm_source=mail&token=tok-91c2");
    // Not the prerendered page: this test's React Router build does not exist, so the render fails.
    expect(res.status).toBe(500);
    expect(res.headers.get("etag")).not.toMatch(/^W\//);
    expect(nonceOf(res.headers)).toBeTruthy();
    const id = res.headers.get("x-request-id");
    const lines = linesOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "request errored",
      req: { url: "/security?utm_source=mail&token=%5Bredacted%5D" },
      res: { statusCode: 500 },
    });
    expect(JSON.stringify(server.logs)).not.toContain("tok-91c2");
  });
});
