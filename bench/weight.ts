/**
 * Page weight: the HTML of every route as a browser gets it (brotli, `Accept-Encoding: br`), counted in
 * the bytes that cross the wire. A static page's goal is in BUDGETS (decision 0035).
 */
import { request } from "node:http";

/** Bytes of the body as served with brotli (or as served, when the server sent it uncompressed). */
export interface PageWeight {
  brotliBytes: number;
  /** The Content-Encoding the server chose ("identity" when none). */
  encoding: string;
}

function weigh(url: string): Promise<PageWeight> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br" }, timeout: 15_000 }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({ brotliBytes: bytes, encoding: String(res.headers["content-encoding"] ?? "identity") }),
      );
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
