/**
 * Child processes of the bench: the production server, the same-bytes baseline server, one-off commands.
 * Everything listens on 127.0.0.1 and every child is stopped by its own pid (never by name).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { once } from "node:events";

/** A started child with the tail of its output (for error messages). */
export interface Child {
  proc: ChildProcess;
  /** Last ~4 KB of stdout+stderr. */
  tail(): string;
  /** The file its output goes to. */
  logFile: string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Spawns `command args` with `env` added to the bench's environment. Output goes straight to `logFile`
 * (not through a pipe the bench would have to drain: the server logs every request, and reading that
 * under load would steal CPU from the measurement).
 */
export function startChild(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  logFile: string,
): Child {
  const fd = openSync(logFile, "a");
  const proc = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  const exited = once(proc, "exit").then(() => undefined);
  return {
    proc,
    logFile,
    tail: () => {
      try {
        return readFileSync(logFile, "utf8").slice(-4096);
      } catch {
        return "";
      }
    },
    async stop(graceMs = 10_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A free TCP port on 127.0.0.1 (asks the kernel for port 0, then releases it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  server.close();
  await once(server, "close");
  return port;
}

/**
 * Polls `url` every `intervalMs` until it answers 200; resolves with the milliseconds since `since`
 * (a `performance.now()` value). Rejects after `timeoutMs` or when `child` exits first.
 */
export async function waitFor200(
  url: string,
  since: number,
  child: Child,
  timeoutMs = 120_000,
  intervalMs = 20,
): Promise<number> {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (child.proc.exitCode !== null)
      throw new Error(`server exited (${child.proc.exitCode}) before ${url} answered:\n${child.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${child.tail()}`);
}

/** Runs a command to completion, output into `logFile`; rejects with the output's tail on failure. */
export async function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  logFile: string,
): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  const child = startChild(command, args, env, cwd, logFile);
  const [code] = (await once(child.proc, "exit")) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${code}):\n${child.tail()}`);
  return { ms: performance.now() - started, output: child.tail() };
}
