/**
 * Page weight: the HTML of every route as a browser gets it (brotli, `Accept-Encoding: br`), and with
 * gzip, counted in the bytes that cross the wire. A static page's goal is in BUDGETS (decision 0035), the
 * home page's gzip goal too.
 */
import { request } from "node:http";

/** Bytes of the body as served with brotli (or as served, when the server sent it uncompressed). */
export interface PageWeight {
  brotliBytes: number;
  /** Bytes of the body as served with gzip (`Accept-Encoding: gzip`). */
  gzipBytes: number;
  /** The Content-Encoding the server chose ("identity" when none). */
  encoding: string;
}

async function weigh(url: string): Promise<PageWeight> {
  const br = await bytesAs(url, "br");
  const gzip = await bytesAs(url, "gzip");
  return { brotliBytes: br.bytes, gzipBytes: gzip.bytes, encoding: br.encoding };
}

function bytesAs(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding }, timeout: 15_000 }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timed out: ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

/** Weighs every route's HTML, one after the other; returns a map from route path to figures. */
export async function measureWeights(baseUrl: string, routes: string[]): Promise<Map<string, PageWeight>> {
  const results = new Map<string, PageWeight>();
  for (const route of routes) results.set(route, await weigh(baseUrl + route));
  return results;
}
