import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../tests/support/raw-http";
import { PRERENDER_TOKENS } from "../app/seo/prerender-tokens";
import { parseConfig } from "./config";
import { createLogger } from "./logger";
import { prerenderedPages } from "./prerendered";
import { createRequestPipeline } from "./request-pipeline";
import { createSecurityHeaders } from "./security";

const N = PRERENDER_TOKENS.nonce;
const PAGE = `<!DOCTYPE html><html><head><script nonce="${N}">1</script><link href="${PRERENDER_TOKENS.publicUrl}/x"></head><body>${"<p>text</p>".repeat(500)}<script nonce="${N}">2</script></body></html>`;

let dir: string;
let server: Server;
let port: number;

/** A raw GET (no automatic decompression): status, headers and body bytes. */
function get(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return rawRequest(`http://127.0.0.1:${port}${urlPath}`, { method, headers });
}

const nonceOf = (headers: IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "prerendered-test-"));
  await mkdir(path.join(dir, "security"));
  await writeFile(path.join(dir, "security", "index.html"), PAGE);
  await writeFile(path.join(dir, "security.data"), `[{"url":"${PRERENDER_TOKENS.appUrl}"}]`);
  const { serve } = await prerenderedPages(dir, { appUrl: "https://app.test", publicUrl: "https://www.test" });
  const config = parseConfig({});
  const pipeline = createRequestPipeline({
    config,
    log: createLogger("info", new Writable({ write: (_chunk, _enc, done) => done() })),
    metrics: { observeHttp: () => undefined },
    securityHeaders: createSecurityHeaders(config),
    handlers: [serve],
    fallback: (_req, res) => void res.writeHead(404).end(),
  });
  server = createServer(pipeline).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("prerendered pages", () => {
  it("join the parts with this response's nonce, with the URLs substituted", async () => {
    const res = await get("/security");
    const nonce = nonceOf(res.headers);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toBe(PAGE.split(N).join(nonce!).split(PRERENDER_TOKENS.publicUrl).join("https://www.test"));
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toBe("Accept-Encoding");
  });

  it("are gzipped without compressing per response: the same text, another nonce each time", async () => {
    const [a, b] = await Promise.all([get("/security", { "accept-encoding": "gzip, deflate, br" }), get("/security/", { "accept-encoding": "gzip" })]);
    for (const res of [a, b]) {
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(res.body).toString()).toBe(PAGE.split(N).join(nonceOf(res.headers)!).split(PRERENDER_TOKENS.publicUrl).join("https://www.test"));
      expect(res.body.length).toBeLessThan(PAGE.length / 5);
    }
    expect(nonceOf(a.headers)).not.toBe(nonceOf(b.headers));
  });

  it("answer a matching If-None-Match with 304 and no CSP, so the browser keeps the policy that fits its copy", async () => {
    const first = await get("/security");
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await get("/security", { "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get("/security", { "if-none-match": 'W/"other"' })).status).toBe(200);
  });

  it("serve the .data files with a strong ETag and leave other paths and query strings alone", async () => {
    const data = await get("/security.data");
    expect(data.body.toString()).toBe('[{"url":"https://app.test"}]');
    expect(data.headers["content-type"]).toBe("text/x-script; charset=utf-8");
    expect(Number(data.headers["content-length"])).toBe(data.body.length);
    expect((await get("/security.data", { "if-none-match": data.headers.etag! })).status).toBe(304);
    expect((await get("/security?x=1")).status).toBe(404);
    expect((await get("/security?utm_source=mail&x")).status).toBe(404);
    expect((await get("/privacy-policy")).status).toBe(404);
    expect((await get("/security", {}, "POST")).status).toBe(404);
  });

  it("answer HEAD with the GET's headers and no body, gzip or not", async () => {
    for (const headers of [{}, { "accept-encoding": "gzip" }] as Array<Record<string, string>>) {
      const [full, head] = [await get("/security", headers), await get("/security", headers, "HEAD")];
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
      expect(head.headers["content-encoding"]).toBe(full.headers["content-encoding"]);
      expect(head.headers.etag).toBe(full.headers.etag);
    }
  });

  it("serve an empty query string and a trailing slash like the bare path, not other targets", async () => {
    expect((await get("/security?")).status).toBe(200);
    expect((await get("/security/")).status).toBe(200);
    expect((await get("/security#x")).status).toBe(200);
    expect((await get("//security")).status).toBe(404);
  });
});
