/**
 * Runs the BUILT server as child processes (`node <BUILD_DIR>/start.js`), as production does, for tests
 * of several instances, restarts and signals: a build step, instances with their logs and exit status,
 * a local SMTP server that keeps every mail, and raw HTTP requests whose body arrives slowly.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startSmtpServer, type ReceivedSmtpMail } from "./smtp";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Builds the site into `buildDir` (relative to the repo root) unless that build is newer than every
 * source; serialised across processes with flock.
 * @throws Error with the build's output when the build fails
 */
export async function ensureBuild(buildDir: string): Promise<void> {
  const lock = path.join(os.tmpdir(), `docsleeve-${path.basename(buildDir)}.lock`);
  const child = spawn("flock", [lock, process.execPath, "tests/support/build-if-stale.mjs"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.once("error", reject).once("exit", resolve));
  if (code !== 0) throw new Error(`Building ${buildDir} failed:\n${stderr}`);
}

/** A free loopback port (closed again at once; the caller binds it next). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** How a child process ended, and when (ms since the epoch). */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** One running server process. */
export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout (JSON log lines) and stderr, raw. */
  output(): string;
  /** Its stdout lines parsed as JSON (lines that are not JSON are skipped). */
  logs(): Array<Record<string, unknown>>;
  exited: Promise<Exit>;
  /** Resolves when `/healthz` answers 200; rejects if the process exits or `timeoutMs` (default 120 s: a built server starting on a loaded machine) passes. */
  ready(timeoutMs?: number): Promise<void>;
}

/** Starts `node <buildDir>/start.js` on `port` with `dataDir` and exactly `env` (plus PATH and HOME). */
export function startInstance(options: {
  name: string;
  buildDir: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Instance {
  const { name, port } = options;
  const child = spawn(process.execPath, [path.join(options.buildDir, "start.js")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: "production",
      // These servers run on the offline sandbox, which production refuses unless allowed.
      ALLOW_SANDBOX_PAYMENTS: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      // Required with NODE_ENV=production; tests that care set their own.
      SIGNUP_HMAC_KEY: "test-signup-key-0123456789abcdef",
      CAPTCHA_HMAC_KEY: "test-captcha-key-0123456789abcdef",
      NEWSLETTER_HMAC_KEY: "test-newsletter-key-0123456789abcdef",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    child,
    output: () => out,
    logs: () =>
      out.split("\n").flatMap((line) => {
        if (!line.startsWith("{")) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    exited,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (gone) throw new Error(`${name} exited before it was ready:\n${out.slice(-3000)}`);
        const status = await fetch(`${url}/healthz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        if (Date.now() > deadline) throw new Error(`${name} not ready after ${timeoutMs} ms:\n${out.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** Stops an instance if it still runs (SIGKILL: for clean-up only). */
export async function killInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill("SIGKILL");
  await instance.exited;
}

/** The test SMTP server (./smtp.ts) with a wait for a given mail. */
export interface MailCatcher {
  url: string;
  mails: ReceivedSmtpMail[];
  /** Waits (polling, up to `timeoutMs`) for a mail to `to` whose subject matches; the newest wins. */
  waitFor(to: string, subject: RegExp, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedSmtpMail>;
  close(): Promise<void>;
}

/** Starts the test SMTP server on a free loopback port. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const smtp = await startSmtpServer();
  const mails = smtp.received;
  return {
    url: smtp.url,
    mails,
    async waitFor(to, subject, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 15_000);
      for (;;) {
        const found = mails
          .slice(options.after ?? 0)
          .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
        if (found.length) return found[found.length - 1]!;
        if (Date.now() > deadline)
          throw new Error(
            `No mail to ${to} matching ${subject}; got ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => smtp.stop(),
  };
}

/** An HTTP answer read off a raw socket. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/**
 * A POST whose body arrives in two parts: the headers and the first bytes now, the rest on `finish()`.
 * The server has the request in flight (its handler waits for the body) until then.
 */
export async function slowPost(url: string, pathname: string, json: unknown, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(url);
  const body = Buffer.from(JSON.stringify(json));
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${extra}\r\n`,
  );
  socket.write(body.subarray(0, 5));
  const response = readResponse(socket);
  return {
    /** Sends the rest of the body; resolves with the answer. */
    async finish(): Promise<RawResponse> {
      socket.write(body.subarray(5));
      return response;
    },
  };
}

function readResponse(socket: net.Socket): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const done = () => {
      const end = buffer.indexOf("\r\n\r\n");
      if (end === -1) return false;
      const [statusLine, ...lines] = buffer.subarray(0, end).toString().split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(":");
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const length = Number(headers["content-length"] ?? NaN);
      const body = buffer.subarray(end + 4);
      if (!Number.isFinite(length) || body.length < length) return false;
      const text = body.subarray(0, length).toString();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* keep the text */
      }
      resolve({ status: Number(statusLine!.split(" ")[1]), headers, body: parsed });
      socket.end();
      return true;
    };
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      done();
    });
    socket.once("error", reject);
    socket.once("close", () => {
      if (!done()) reject(new Error(`connection closed before a complete answer: ${buffer.toString().slice(0, 200)}`));
    });
  });
}

/** JSON request helper for instances: status, headers and the parsed body. */
export async function request(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined ? init.headers : { "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, body };
}

/** Resolves with the error code of a connection attempt to `url` ("ECONNREFUSED"), or "connected". */
export function connectResult(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
