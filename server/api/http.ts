/**
 * API conventions (GET /api/openapi.json, README), in one place so no handler re-implements
 * them: JSON only (415), object bodies (400), 64 KiB limit (413), unknown fields (400), zod errors as
 * `{message, errors: {field: message}}` (400), text holding NUL (400), bodies nested deeper than
 * MAX_JSON_DEPTH (400), wrong method (405), unknown path
 * (404), rate limits (429), `Cache-Control: no-store` for routes answering personal data, a 503 with
 * Retry-After while the database cannot be reached, and a generic 500 whose details go only to the log.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import fresh from "fresh";
import type { z } from "zod";
import type { Services } from "../services";
import { HttpError, httpErrorOf } from "./http-error";
import { fail, FailureError, type ErrorCode } from "../error-codes";
import { GENERIC_ERROR_MESSAGE } from "../../app/domain/messages";
import {
  MAX_JSON_BYTES,
  NOT_JSON_MESSAGE,
  parseInput,
  shapeFailure,
  strictIfObject,
  TOO_LARGE_MESSAGE,
} from "../json-input";
import { isDatabaseUnavailable } from "../db/client";
import { compressSync, preferredEncoding, type ContentEncoding } from "../fast-pages/content-encoding";

/** Told to every request the database could not serve: it is away, not the request wrong. */
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a minute.";
/** Seconds a client should wait before retrying after a 503 (the pool's connect timeout is 3 s). */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

/** The codes every endpoint may answer (the conventions applied here): POST-only ones apply to POST routes. */
export const SHARED_ERROR_CODES = {
  any: ["not_found", "method_not_allowed", "unavailable", "internal_error"],
  post: ["validation_failed", "invalid_body", "unsupported_media_type", "body_too_large", "rate_limited"],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** The JSON body of every API answer. */
export interface ApiBody {
  message?: string;
  data?: unknown;
  count?: number;
  /** A failure's stable identifier (documented names that outside tests use), e.g. `promotion_expired`. */
  code?: string;
  errors?: Record<string, string>;
}

/** Bodies from this size on are sent compressed to clients that take it (the compression middleware's threshold). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * An API body serialised once and sent many times (a shared read's answer, e.g. POST /api/plan-list):
 * the same bytes and headers `res.json` would produce, without serialising, hashing or compressing per
 * request. From COMPRESS_MIN_BYTES on, a client that takes brotli or gzip gets that variant, compressed
 * once on first demand (the /api router is mounted before the compression middleware, server/app.ts).
 */
export class SerializedBody {
  readonly bytes: Buffer;
  /** The body's ETag as the app's ETag function made it, on the first send. */
  private etag?: { fn: EtagFunction; value: string | undefined };
  /** Made on the first request that takes each. */
  private compressed: Partial<Record<ContentEncoding, Buffer>> = {};

  /** Strong, in the format of Express's "strong" ETag function (`"<length hex>-<sha1 base64, 27>"`). */
  private strongEtag?: string;

  constructor(body: ApiBody) {
    this.bytes = Buffer.from(JSON.stringify(body));
  }

  /** The body compressed in `encoding`, made on the first request that takes it. */
  private variant(encoding: ContentEncoding): Buffer {
    return (this.compressed[encoding] ??= compressSync(this.bytes, encoding));
  }

  /**
   * Sends the body in front of Express (./fast-answers.ts) with the headers `send` gives it behind
   * Express: Content-Type, the strong ETag and a 304 on a matching If-None-Match, Vary and the compressed
   * variant from COMPRESS_MIN_BYTES on, Content-Length, HEAD without a body; `noStore` adds
   * `Cache-Control: no-store` (ApiRoute.noStore).
   */
  sendRaw(req: IncomingMessage, res: ServerResponse, noStore: boolean): void {
    const etag =
      (this.strongEtag ??= `"${this.bytes.length.toString(16)}-${createHash("sha1").update(this.bytes).digest("base64").slice(0, 27)}"`);
    if (noStore) res.setHeader("Cache-Control", "no-store");
    res.setHeader("ETag", etag);
    const large = this.bytes.length >= COMPRESS_MIN_BYTES;
    const encoding = large ? preferredEncoding(req) : undefined;
    if (large) res.setHeader("Vary", "Accept-Encoding");
    // Before the 304, as behind Express (its 304 keeps the Content-Encoding the response had by then).
    if (encoding) res.setHeader("Content-Encoding", encoding);
    if (fresh(req.headers, { etag })) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    const body = encoding ? this.variant(encoding) : this.bytes;
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Sends the body as `res.json(body)` behind the compression middleware would: Content-Type, ETag (of
   * the JSON bytes, as that middleware keeps it) and 304, Vary and Content-Encoding, Content-Length, HEAD.
   */
  send(res: Response): void {
    if (!res.get("Content-Type")) res.set("Content-Type", "application/json");
    const fn = res.app.get("etag fn") as EtagFunction | undefined;
    if (fn && !res.get("ETag")) {
      if (this.etag?.fn !== fn) this.etag = { fn, value: fn(this.bytes) };
      if (this.etag.value) res.setHeader("ETag", this.etag.value);
    }
    if (this.bytes.length < COMPRESS_MIN_BYTES) return void res.send(this.bytes);
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(res.req);
    if (encoding) {
      res.setHeader("Content-Encoding", encoding);
      res.send(this.variant(encoding));
    } else {
      res.send(this.bytes);
    }
  }
}

type EtagFunction = (body: Buffer) => string | undefined;

/** What a handler returns: a body and, optionally, a status (default 200) and headers. */
export interface ApiResult {
  status?: number;
  body: ApiBody | SerializedBody;
  headers?: Record<string, string>;
}

/** What a handler receives besides its parsed input. */
export interface ApiContext {
  req: Request;
  res: Response;
  services: Services;
  /** The client's IP as Express resolved it (honours `TRUST_PROXY`). */
  ip: string;
}

/** One endpoint: method, path under /api, the zod schema of its input, its rate-limit policy. */
export interface ApiRoute<S extends z.ZodType = z.ZodType> {
  method: "GET" | "POST";
  path: string;
  /** Body schema for POST (objects are made strict: unknown fields are rejected). */
  body?: S;
  /** Extra rate-limit policy on top of the default POST limit (see server/rate-limit.ts). */
  rateLimit?: string;
  /**
   * The handler's service takes the `rateLimit` point itself (a form's route action calls the same
   * service, so both count against one limit): the router applies only the default limit.
   */
  rateLimitInService?: boolean;
  /**
   * The answers carry personal data or secrets (tokens, payment method ids, the caller's location):
   * every answer of the route, errors included, gets `Cache-Control: no-store`, so no browser or proxy
   * cache keeps a copy.
   */
  noStore?: boolean;
  /** One line for the API description (GET /api/openapi.json, built by server/api/openapi.ts). */
  summary?: string;
  /** More detail for the API description (CommonMark). */
  description?: string;
  /** The 2xx body's schema when it is more specific than (or not) the `{message?, data?, count?}` envelope. */
  response?: z.ZodType;
  /** Failures the handler itself answers (beyond the shared ones), by status: when they happen. */
  failures?: Record<number, string>;
  /** The `code`s of the failures the handler itself answers (beyond SHARED_ERROR_CODES), for the API description. */
  codes?: readonly ErrorCode[];
  handler: (input: z.infer<S>, ctx: ApiContext) => Promise<ApiResult> | ApiResult;
  /**
   * A GET's answer when it is at hand without waiting (a fixed list already read, a lookup in memory):
   * such requests are answered in front of Express (./fast-answers.ts) with the same headers; undefined
   * sends the request to `handler` as usual. Only for answers the same for every caller of one `key`
   * that no rate limit guards.
   */
  answerAtHand?: (ctx: FastApiContext) => SerializedBody | undefined;
}

/** What `answerAtHand` receives. */
export interface FastApiContext {
  services: Services;
  /** The client's IP as Express would resolve it (honours `TRUST_PROXY`), resolved on demand. */
  ip(): string;
}

/** Declares an endpoint with its input type inferred from the schema. */
export function defineRoute<S extends z.ZodType>(route: ApiRoute<S>): ApiRoute<S> {
  return route;
}

function send(res: Response, result: ApiResult): void {
  if (result.headers) res.set(result.headers);
  res.status(result.status ?? 200);
  if (result.body instanceof SerializedBody) result.body.send(res);
  else res.json(result.body);
}

/**
 * Builds the /api router from route definitions, with every convention applied.
 * Must be mounted at `/api`.
 */
export function createApiRouter(routes: ApiRoute[], services: Services): express.Router {
  const router = express.Router();
  const jsonParser = express.json({ limit: MAX_JSON_BYTES, strict: false, type: () => true });

  // One step for what every POST body goes through (fewer route layers to pass per request): JSON only
  // (415), parsed by body-parser (400 and 413 come from its errors), an object (400).
  const readJsonObject: RequestHandler = (req, res, next) => {
    if (!req.is("application/json"))
      return next(httpErrorOf(fail("unsupported_media_type", "Content-Type must be application/json.")));
    jsonParser(req, res, (error?: unknown) => {
      if (error) return next(error);
      const refused = shapeFailure(req.body);
      next(refused ? httpErrorOf(refused) : undefined);
    });
  };

  const byPath = new Map<string, ApiRoute[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);

  for (const [routePath, defs] of byPath) {
    // One router entry per path (its methods, then the 405), so a request is matched once per path.
    const entry = router.route(routePath);
    for (const def of defs) {
      const schema = def.body ? strictIfObject(def.body) : undefined;
      const limiters = [
        services.rateLimits.middleware("default"),
        ...(def.rateLimit && !def.rateLimitInService ? [services.rateLimits.middleware(def.rateLimit)] : []),
      ];
      const handle: RequestHandler = async (req, res, next) => {
        try {
          if (def.noStore) res.set("Cache-Control", "no-store");
          let input: unknown = undefined;
          if (schema) {
            const parsed = parseInput(schema, req.body);
            if (!parsed.ok) throw httpErrorOf(parsed);
            input = parsed.value;
          }
          // `ip` on demand: Express resolves it anew on each read, and most handlers never ask.
          const ctx: ApiContext = {
            req,
            res,
            services,
            get ip() {
              return req.ip ?? "";
            },
          };
          send(res, await def.handler(input as never, ctx));
        } catch (error) {
          next(error);
        }
      };
      if (def.method === "POST") entry.post(...limiters, readJsonObject, handle);
      else entry.get(handle);
    }
    const allowed = defs.map((d) => d.method).join(", ");
    entry.all((_req, res) => {
      res.set("Allow", allowed).status(405).json({ message: "Method not allowed.", code: "method_not_allowed" });
    });
  }

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found.", code: "not_found" });
  });
  router.use(apiErrorHandler(services));
  return router;
}

/** Maps thrown errors to the API's JSON error shapes; unexpected ones are logged and answered with a 500. */
export function apiErrorHandler(services: Pick<Services, "log">): ErrorRequestHandler {
  return (thrown: unknown, req, res, _next) => {
    const error = thrown instanceof FailureError ? httpErrorOf(thrown.failure) : thrown;
    if (error instanceof HttpError) {
      if (error.headers) res.set(error.headers);
      const body: ApiBody = { message: error.message };
      if (error.code) body.code = error.code;
      if (error.errors) body.errors = error.errors;
      res.status(error.status).json(body);
      return;
    }
    const type = (error as { type?: string } | null)?.type;
    if (type === "entity.too.large") {
      res.status(413).json({ message: TOO_LARGE_MESSAGE, code: "body_too_large" });
      return;
    }
    if (type === "entity.parse.failed" || type === "encoding.unsupported" || type === "charset.unsupported") {
      res.status(400).json({ message: NOT_JSON_MESSAGE, code: "invalid_body" });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // Logged as a warning: the outage shows in /healthz and the dependency's own alerts, not per request.
      (req.log ?? services.log).warn({ err: error }, "database unavailable");
      res
        .status(503)
        .set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S))
        .json({ message: UNAVAILABLE_MESSAGE, code: "unavailable" });
      return;
    }
    (req.log ?? services.log).error({ err: error }, "unhandled API error");
    res.status(500).json({ message: GENERIC_ERROR_MESSAGE, code: "internal_error" });
  };
}
