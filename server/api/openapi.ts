/**
 * The HTTP API described as an OpenAPI 3.1 document, generated from the route list itself (server/api/routes.ts),
 * so every route appears with no edit here:
 * - a path per route (`/api` + its path; Express `:name` segments become `{name}` path parameters), an
 *   operation per method;
 * - a POST's request body is `z.toJSONSchema` of the schema the router validates (objects strict, so
 *   unknown fields are `additionalProperties: false`), on the input side (what a client sends, before
 *   transforms); checks that JSON Schema cannot express (refinements) are left out, and types it cannot
 *   express (dates, custom checks) become `{}` instead of throwing;
 * - the conventions of server/api/http.ts as shared responses: 400 (not JSON, not an object, a wrong or
 *   unknown field), 413 (over 64 KiB), 415 (not application/json), 429 (rate limit, Retry-After), 405
 *   (wrong method, Allow), 500; every failure body is the `ApiError` envelope.
 *
 * Served at GET /api/openapi.json: built on the first request, then the same bytes (and ETag) every time.
 */
import { ERROR_STATUS, type ErrorCode } from "../error-codes";
import { z } from "zod";
import { defineRoute, SerializedBody, SHARED_ERROR_CODES, type ApiBody, type ApiRoute } from "./http";

/** A JSON Schema or OpenAPI object, as plain JSON. */
type Json = Record<string, unknown>;

/** The body of every 2xx API answer (unless a route declares its own `response`). */
export const apiSuccessSchema = z
  .object({
    message: z.string().optional().meta({ description: "A sentence for the visitor, e.g. after subscribing." }),
    data: z.unknown().optional().meta({ description: "The answer's payload; its shape depends on the endpoint." }),
    count: z.number().int().min(0).optional().meta({ description: "The total number of items, for paged lists." }),
  })
  .meta({ description: "A successful answer." });

/** The body of every 4xx/5xx API answer: never a stack trace, never HTML. */
export const apiErrorSchema = z
  .object({
    message: z.string().meta({ description: "What went wrong, for the visitor (the first field's message on a 400)." }),
    code: z
      .enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])
      // Optional in the schema: this site's API sends it on every failure, but a client written before it existed need not expect it.
      .optional()
      .meta({
        description:
          "A stable identifier of the failure (each operation lists its own in `x-error-codes`), e.g. `promotion_expired`; clients branch on it, never on the message.",
      }),
    errors: z.record(z.string(), z.string()).optional().meta({
      description: "A message per request field (dotted path for nested fields), on a 400 for invalid fields.",
    }),
  })
  .meta({ description: "A failed answer." });

const JSON_SCHEMA_OPTIONS = { target: "draft-2020-12", io: "input", unrepresentable: "any" } as const;

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema on its input side. Never throws for
 * transforms, refinements or types JSON Schema cannot express.
 */
export function jsonSchemaOf(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as Json;
  return rest;
}

/** The request body schema of a route, as the router validates it (object bodies strict). */
export function requestSchemaOf(route: ApiRoute): Json | undefined {
  if (!route.body) return undefined;
  return jsonSchemaOf(route.body instanceof z.ZodObject ? route.body.strict() : route.body);
}

/** `/api` + an Express path, with `:name` segments as OpenAPI `{name}` templates. */
export function openApiPath(route: Pick<ApiRoute, "path">): string {
  return `/api${route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;
}

const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } };
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The shared failures of server/api/http.ts, one per status. */
const SHARED_RESPONSES = {
  BadRequest: {
    description:
      "The body is not valid JSON or not a JSON object, or a field is missing, invalid or unknown (`errors` names each field).",
    content: errorContent,
  },
  MethodNotAllowed: {
    description: "The path exists but not for this method; `Allow` lists the methods it has.",
    headers: { Allow: { schema: { type: "string" }, description: "The methods of this path, e.g. `POST`." } },
    content: errorContent,
  },
  PayloadTooLarge: { description: "The body is larger than 64 KiB.", content: errorContent },
  UnsupportedMediaType: { description: "The body is not `Content-Type: application/json`.", content: errorContent },
  TooManyRequests: {
    description: "Too many requests from this address; try again after `Retry-After` seconds.",
    headers: { "Retry-After": { schema: { type: "integer", minimum: 1 }, description: "Seconds to wait." } },
    content: errorContent,
  },
  ServerError: { description: "An unexpected error; the details are only in the server's log.", content: errorContent },
};

function operationId(route: ApiRoute): string {
  const words = `${route.method.toLowerCase()} ${route.path}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
}

/** The failure codes a route may answer: its own, then the shared ones of its method. */
export function errorCodesOf(route: Pick<ApiRoute, "method" | "codes">): ErrorCode[] {
  const shared =
    route.method === "POST" ? [...SHARED_ERROR_CODES.post, ...SHARED_ERROR_CODES.any] : SHARED_ERROR_CODES.any;
  return [...new Set<ErrorCode>([...(route.codes ?? []), ...shared])];
}

function operationOf(route: ApiRoute): Json {
  const parameters = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const success = route.response ? jsonSchemaOf(route.response) : { $ref: "#/components/schemas/ApiSuccess" };
  const responses: Json = { "200": { description: "Success.", content: { "application/json": { schema: success } } } };
  for (const [status, description] of Object.entries(route.failures ?? {})) {
    responses[status] = { description, content: errorContent };
  }
  if (route.method === "POST") {
    responses["400"] ??= ref("BadRequest");
    Object.assign(responses, {
      "413": ref("PayloadTooLarge"),
      "415": ref("UnsupportedMediaType"),
      "429": ref("TooManyRequests"),
    });
  }
  Object.assign(responses, { "405": ref("MethodNotAllowed"), "500": ref("ServerError") });
  return {
    operationId: operationId(route),
    ...(route.summary ? { summary: route.summary } : {}),
    ...(route.description ? { description: route.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.method === "POST"
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: requestSchemaOf(route) ?? { type: "object" } } },
          },
        }
      : {}),
    responses,
    "x-error-codes": errorCodesOf(route),
    ...(route.rateLimit ? { "x-rate-limit": route.rateLimit } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of `routes`: one path per route path, one operation per method.
 * @throws Error when two routes share a method and path (the router would only ever run the first)
 */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route)] ??= {});
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`Two API routes for ${route.method} ${route.path}`);
    item[method] = operationOf(route);
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "DocSleeve site API",
      version: "1",
      description:
        "JSON in, JSON out. A POST must be `Content-Type: application/json` with a JSON object body of at most 64 KiB; unknown fields are refused. Success is `{message?, data?, count?}`; failure is `{message, errors?}`.",
    },
    paths,
    components: {
      schemas: { ApiSuccess: jsonSchemaOf(apiSuccessSchema), ApiError: jsonSchemaOf(apiErrorSchema) },
      responses: SHARED_RESPONSES,
    },
  };
}

/**
 * GET /api/openapi.json: the document of the routes `routes()` returns (read on the first request, so
 * the list may include this route), serialised once and sent with an ETag (304 when unchanged).
 */
export function openApiRoute(routes: () => readonly ApiRoute[]): ApiRoute {
  let body: SerializedBody | undefined;
  return defineRoute({
    method: "GET",
    path: "/openapi.json",
    summary: "This API described as an OpenAPI 3.1 document",
    response: z
      .looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
      .meta({ description: "An OpenAPI 3.1 document." }),
    handler: () => {
      body ??= new SerializedBody(buildOpenApiDocument(routes()) as ApiBody);
      return { body };
    },
    // Once built, answered in front of Express (./fast-answers.ts).
    answerAtHand: () => body,
  });
}
