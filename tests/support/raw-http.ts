/**
 * A plain node:http request for tests that look at the bytes and headers exactly as sent: fetch would
 * decompress the body, add its own caching and encoding headers and hide hop-by-hop ones (Connection).
 */
import { request, type IncomingHttpHeaders } from "node:http";

/** What came back: status, headers as node:http parsed them, body bytes (still compressed if they were). */
export interface RawHttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends `method` (GET by default) to `url` with `headers` and reads the whole answer. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawHttpResponse> {
  return new Promise((resolve, reject) => {
    request(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}
