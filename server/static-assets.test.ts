import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { servedFolder } from "../tests/support/served-folder";
// @ts-expect-error: a plain ES module of the build scripts, without type declarations
import { precompressAssets } from "../scripts/build/precompress.mjs";
import { serveAssets } from "./static-assets";

const SCRIPT = `export const x = ${JSON.stringify("compressible ".repeat(400))};\n`;
const served = servedFolder("assets-test-", async (dir) => {
  await writeFile(path.join(dir, "entry-abc123.js"), SCRIPT);
  await writeFile(path.join(dir, "tiny-abc123.js"), "export {};\n");
  await writeFile(path.join(dir, "font-abc123.woff2"), Buffer.alloc(4000, 7));
  precompressAssets(dir);
  const app = express();
  app.use("/assets", serveAssets(dir), ((error, _req, res, _next) => {
    res.status((error as { status?: number }).status ?? 500).end();
  }) satisfies express.ErrorRequestHandler);
  return app;
});
const { get } = served;

describe("precompressAssets", () => {
  it("writes .br and .gz next to compressible files worth it, and nothing for fonts or tiny files", async () => {
    expect((await readdir(served.dir())).sort()).toEqual([
      "entry-abc123.js",
      "entry-abc123.js.br",
      "entry-abc123.js.gz",
      "font-abc123.woff2",
      "tiny-abc123.js",
    ]);
  });
});

describe("serveAssets", () => {
  it("sends brotli when accepted, else gzip, else the file itself, cached for a year", async () => {
    const br = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers["cache-control"]?.split(/, ?/)).toEqual(["public", "max-age=31536000", "immutable"]);
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const gz = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get("/assets/entry-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toBe("Accept-Encoding");
  });

  it("answers If-None-Match with 304, HEAD without a body, an unknown name with 404 and POST with 405", async () => {
    const first = await get("/assets/font-abc123.woff2");
    expect(first.headers["content-type"]).toBe("font/woff2");
    expect((await get("/assets/font-abc123.woff2", { "if-none-match": first.headers.etag! })).status).toBe(304);
    const head = await get("/assets/entry-abc123.js", {}, "HEAD");
    expect([head.status, head.body.length, Number(head.headers["content-length"])]).toEqual([200, 0, SCRIPT.length]);
    expect((await get("/assets/entry-old999.js")).status).toBe(404);
    expect((await get("/assets/entry-abc123.js", {}, "POST")).status).toBe(405);
  });
});
