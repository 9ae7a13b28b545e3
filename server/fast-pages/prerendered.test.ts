import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { servedFolder } from "../../tests/support/served-folder";
import { PRERENDER_TOKENS } from "../../app/seo/prerender-tokens";
import { parseConfig } from "../config";
import { hashSource, inlineHashes } from "./inline-hashes";
import { createLogger } from "../logger";
import { prerenderedPages } from "./prerendered";
import { createRequestPipeline } from "./request-pipeline";
import { createSecurityHeaders } from "../security";

// Inline code as a prerendered page has it: a head script, a style, JSON-LD, loader data carrying a URL
// stand-in, and a module script kept inside a <noscript> until the visitor's first interaction.
const LOADER = `window.__ctx = {"url":"${PRERENDER_TOKENS.appUrl}/x","lt":"a<b && c>d"};`;
const NOSCRIPT_MODULE = 'import("/assets/entry.client-abc.js");';
const PAGE =
  `<!DOCTYPE html><html><head><script>1</script><style>p{color:red}</style><link href="${PRERENDER_TOKENS.publicUrl}/x"></head>` +
  `<body>${"<p>text</p>".repeat(500)}<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script>${LOADER}</script><noscript><script type="module">${NOSCRIPT_MODULE}</script></noscript>` +
  `<script src="/assets/x.js"></script></body></html>`;
const URLS = { appUrl: "https://app.test", publicUrl: "https://www.test" };
const SERVED = PAGE.split(PRERENDER_TOKENS.publicUrl)
  .join(URLS.publicUrl)
  .split(PRERENDER_TOKENS.appUrl)
  .join(URLS.appUrl);

const { get } = servedFolder("prerendered-test-", async (dir) => {
  await mkdir(path.join(dir, "security"));
  await writeFile(path.join(dir, "security", "index.html"), PAGE);
  await writeFile(path.join(dir, "security.data"), `[{"url":"${PRERENDER_TOKENS.appUrl}"}]`);
  const config = parseConfig({});
  const securityHeaders = createSecurityHeaders(config);
  const { serve } = await prerenderedPages(dir, { ...URLS, policyWith: securityHeaders.policyWith });
  return createRequestPipeline({
    config,
    log: createLogger("info", new Writable({ write: (_chunk, _enc, done) => done() })),
    metrics: { observeHttp: () => undefined },
    securityHeaders,
    handlers: [serve],
    fallback: (_req, res) => void res.writeHead(404).end(),
  });
});

describe("inlineHashes", () => {
  it("hashes every inline script (inside <noscript> too) and style, not scripts with a src", () => {
    const hashes = inlineHashes(SERVED);
    expect(hashes.scripts).toEqual([
      hashSource("1"),
      hashSource('{"@type":"Organization"}'),
      hashSource(LOADER.replace(PRERENDER_TOKENS.appUrl, URLS.appUrl)),
      hashSource(NOSCRIPT_MODULE),
    ]);
    expect(hashes.styles).toEqual([hashSource("p{color:red}")]);
    // The value a browser computes: base64 of the sha256 of the UTF-8 text.
    expect(hashSource("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("prerendered pages", () => {
  it("are the same bytes for everyone, URLs substituted, with a policy listing the hash of each inline script and style", async () => {
    const [a, b] = [await get("/security"), await get("/security")];
    expect(a.status).toBe(200);
    expect(a.headers["content-encoding"]).toBeUndefined();
    expect(a.body.toString()).toBe(SERVED);
    expect(b.body.equals(a.body)).toBe(true);
    expect(a.body.toString()).not.toContain("nonce");
    expect(Number(a.headers["content-length"])).toBe(a.body.length);
    expect(a.headers["cache-control"]).toBe("public, no-cache");
    expect(a.headers.vary).toBe("Accept-Encoding");
    const csp = String(a.headers["content-security-policy"]);
    expect(csp).toBe(b.headers["content-security-policy"]);
    expect(csp).not.toContain("'nonce-");
    const directive = (name: string) =>
      csp
        .split(";")
        .map((d) => d.trim().split(" "))
        .find(([n]) => n === name)
        ?.slice(1);
    const { scripts, styles } = inlineHashes(SERVED);
    expect(directive("script-src")).toEqual([...scripts, "'self'"]);
    expect(directive("style-src")).toEqual(["'self'", ...styles]);
    expect(scripts).toContain(hashSource(NOSCRIPT_MODULE));
  });

  it("send brotli or gzip by the client's Accept-Encoding, each decompressing to the identity bytes", async () => {
    const br = await get("/security", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(SERVED);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const gz = await get("/security/", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SERVED);
    expect(gz.body.length).toBeLessThan(SERVED.length / 5);
    expect(br.body.length).toBeLessThan(gz.body.length);
    // Refused codings are not sent: q=0 for brotli, and for both.
    expect((await get("/security", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    const none = await get("/security", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.toString()).toBe(SERVED);
    for (const res of [br, gz, none]) expect(res.headers.etag).toBe(br.headers.etag);
  });

  it("answer a matching If-None-Match with 304 and the same policy, a reload (no-cache) or another tag with the page", async () => {
    const first = await get("/security");
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await get("/security", { "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get("/security", { "if-none-match": `W/"other", ${first.headers.etag!}` })).status).toBe(304);
    expect((await get("/security", { "if-none-match": 'W/"other"' })).status).toBe(200);
    expect((await get("/security", { "if-none-match": first.headers.etag!, "cache-control": "no-cache" })).status).toBe(
      200,
    );
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

  it("answer HEAD with the GET's headers and no body, in every encoding", async () => {
    for (const headers of [{}, { "accept-encoding": "gzip" }, { "accept-encoding": "br" }] as Array<
      Record<string, string>
    >) {
      const [full, head] = [await get("/security", headers), await get("/security", headers, "HEAD")];
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
      expect(head.headers["content-encoding"]).toBe(full.headers["content-encoding"]);
      expect(head.headers.etag).toBe(full.headers.etag);
      expect(head.headers["content-security-policy"]).toBe(full.headers["content-security-policy"]);
    }
  });

  it("serve an empty query string and a trailing slash like the bare path, not other targets", async () => {
    expect((await get("/security?")).status).toBe(200);
    expect((await get("/security/")).status).toBe(200);
    expect((await get("/security#x")).status).toBe(200);
    expect((await get("//security")).status).toBe(404);
  });
});
