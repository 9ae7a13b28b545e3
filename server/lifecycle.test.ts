import { afterEach, describe, expect, it, vi } from "vitest";
import { startWorkers } from "./lifecycle";
import { testLogger } from "../tests/support/test-logger";

/** A run that finishes when the test says so. */
function gatedRun() {
  let starts = 0;
  let finish: () => void = () => undefined;
  return {
    get starts() {
      return starts;
    },
    finish: () => finish(),
    run: () => {
      starts += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    },
  };
}

describe("background workers", () => {
  afterEach(() => void vi.useRealTimers());

  it("runs each worker every interval, never two runs of one worker at once", async () => {
    vi.useFakeTimers();
    const { log } = testLogger();
    const slow = gatedRun();
    const workers = startWorkers([{ name: "slow", intervalMs: 1000, run: slow.run }], log);
    await vi.advanceTimersByTimeAsync(999);
    expect(slow.starts).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(3000); // still running: the due runs are skipped
    expect(slow.starts).toBe(1);
    slow.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow.starts).toBe(2);
    slow.finish();
    await workers.stop();
  });

  it("stop() starts no new run and resolves only when the run in progress has finished", async () => {
    vi.useFakeTimers();
    const { log } = testLogger();
    const job = gatedRun();
    const workers = startWorkers([{ name: "recovery", intervalMs: 500, run: job.run }], log);
    await vi.advanceTimersByTimeAsync(500);
    let stopped = false;
    const stopping = workers.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    expect(job.starts).toBe(1);
    job.finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("logs a failed run and keeps running", async () => {
    vi.useFakeTimers();
    const { log, lines } = testLogger();
    let runs = 0;
    const workers = startWorkers(
      [
        {
          name: "outbox",
          intervalMs: 100,
          run: async () => {
            runs += 1;
            throw new Error("database down");
          },
        },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(300);
    await workers.stop();
    expect(runs).toBe(3);
    expect(lines.filter((l) => l.msg === "outbox worker failed")).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: 50,
      worker: "outbox",
      err: expect.objectContaining({ message: "database down" }),
    });
  });
});
