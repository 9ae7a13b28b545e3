/**
 * What the request pipeline (./fast-pages/request-pipeline.ts) leaves on each response for the code behind it.
 * A module of its own so that the handlers and the metrics, which the pipeline calls, can read it
 * without importing the pipeline.
 */
import type { ServerResponse } from "node:http";

/** What the pipeline leaves on each response for the handlers behind it (Express's `res.locals`). */
export interface ResponseLocals {
  /** The nonce of this response's Content-Security-Policy. */
  cspNonce: string;
  /** The metrics' `route` label, for responses no Express route answers (server/metrics.ts). */
  metricsRoute?: string;
}

/** The locals of a response that went through the pipeline. */
export function localsOf(res: ServerResponse): ResponseLocals {
  return (res as ServerResponse & { locals: ResponseLocals }).locals;
}
