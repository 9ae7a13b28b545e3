/**
 * The process lifecycle of an instance: the shutdown deadlines (used by server/index.ts, and by anything
 * whose own timeouts must end before them, e.g. the Stripe client) and the periodic background workers
 * every instance runs (mail outbox retries, abandoned sign-up recovery). Workers keep no state of their
 * own: each run claims its rows in the database, so any number of instances can run them side by side.
 */
import type { Logger } from "./logger";

/** Connections still busy this long after SIGTERM/SIGINT are closed (ms); exit within 10 s. */
export const SHUTDOWN_DEADLINE_MS = 9_000;
/** If closing the services hangs, the process exits anyway (code 1) before a container runtime's 10 s SIGKILL (ms). */
export const HARD_EXIT_MS = 9_800;

/** A periodic job. `run` should claim its work in the database and return when done; errors are logged. */
export interface Worker {
  /** Names the worker in log lines, e.g. "outbox". */
  name: string;
  /** Time between two runs' starts (ms). */
  intervalMs: number;
  run(): Promise<unknown>;
}

/** Running workers. */
export interface Workers {
  /** Starts no new run; resolves when the runs in progress have finished (graceful shutdown awaits it). */
  stop(): Promise<void>;
}

/**
 * Starts `workers`, each every `intervalMs` (the first run one interval after the start). A run still in
 * progress when its next one is due is not doubled: the due run is skipped. Timers are unref'd, so they
 * never keep the process alive on their own.
 */
export function startWorkers(workers: Worker[], log: Logger): Workers {
  let stopped = false;
  const running = new Map<string, Promise<void>>();
  const timers = workers.map((worker) => {
    const timer = setInterval(() => {
      if (stopped || running.has(worker.name)) return;
      const run = worker
        .run()
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, worker: worker.name }, `${worker.name} worker failed`),
        )
        .finally(() => running.delete(worker.name));
      running.set(worker.name, run);
    }, worker.intervalMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
