/** A logger for tests whose lines are collected, parsed, in `lines`. */
import { Writable } from "node:stream";
import { createLogger } from "../../server/logger";

/** A logger whose lines are collected, parsed. */
export function testLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n"))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger("info", sink), lines };
}
