/**
 * Starts the real app (the request pipeline, every middleware and API convention) on a free loopback
 * port over a test database, for API integration tests. Pages are not built unless a test passes its
 * own page source: requests for them fail, APIs work.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Writable } from "node:stream";
import { createApp, type PageSource } from "../../server/app";
import { setPostsCheckInterval } from "../../server/blog/queries";
import { parseConfig, type Config } from "../../server/config";
import { createLogger } from "../../server/logger";
import type { MailMessage, MailTransport } from "../../server/mail";
import { createServices, type ServiceOverrides } from "../../server/create-services";
import type { Services } from "../../server/services";
import { createTestDatabase, type DatabaseKind } from "./databases";

/** A running test server. */
export interface TestServer {
  url: string;
  services: Services;
  /** Every log line written, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Mails handed to the transport (when `captureMail` is on). */
  mails: MailMessage[];
  /** POST JSON to `path`; returns status, headers and parsed body. */
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: any }>;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: any }>;
  close(): Promise<void>;
}

/** Options: database kind, env overrides, service overrides, mail capture (default on), pages (default none). */
export async function startTestServer(options: {
  database: DatabaseKind;
  env?: Record<string, string>;
  overrides?: ServiceOverrides;
  captureMail?: boolean;
  /** What serves pages; by default none is built, so page requests fail (500). */
  pages?: PageSource;
  /**
   * How often the published posts are checked for changes (ms). Default 0: every request sees posts a
   * test has just written, as if it came after the production interval (POSTS_CHECK_MS).
   */
  postsCheckMs?: number;
}): Promise<TestServer> {
  // A test may bring its own handle (e.g. PostgreSQL behind a proxy it cuts); else a fresh one.
  const dbConnection = options.overrides?.dbConnection ?? (await createTestDatabase(options.database));
  const config: Config = parseConfig({
    NODE_ENV: "test",
    PORT: "0",
    DATA_DIR: "./data/test",
    LOG_LEVEL: "info",
    ...options.env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n"))
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const mails: MailMessage[] = [];
  const captured: MailTransport = {
    async deliver(_from, message) {
      mails.push(message);
      return { ok: true };
    },
  };
  const services = await createServices(config, createLogger(config.logLevel, sink), {
    dbConnection,
    mailTransport: options.captureMail === false ? undefined : captured,
    rateLimitKeyPrefix: `test-${Math.random().toString(36).slice(2)}`,
    ...options.overrides,
  });
  setPostsCheckInterval(services.db, options.postsCheckMs ?? 0);
  const app = createApp(
    services,
    options.pages ?? { build: () => Promise.reject(new Error("pages are not built in API tests")) },
  );
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  // As in server/index.ts: idle sockets stay open longer than fetch keeps them, so fetch never reuses a
  // socket the server is closing at that moment (ECONNRESET on a loaded machine).
  server.keepAliveTimeout = 65_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(url + path, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    // Every API failure carries a stable `code` that clients branch on: any 4xx of /api without one fails
    // the test that received it (server/error-codes.ts).
    if (path.startsWith("/api/") && response.status >= 400 && response.status < 500) {
      const code = (parsed as { code?: unknown } | null)?.code;
      if (typeof code !== "string")
        throw new Error(`${method} ${path} answered ${response.status} without a string code: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed as any };
  };
  return {
    url,
    services,
    logs,
    mails,
    post: (path, body, headers) => request("POST", path, body, headers),
    get: (path, headers) => request("GET", path, undefined, headers),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await services.close();
    },
  };
}
