/**
 * What every JSON body goes through before a service sees it, for the /api adapter (server/api/http.ts)
 * and the route actions that take JSON (the pricing page's payment): at most MAX_JSON_BYTES, an object,
 * nested at most MAX_JSON_DEPTH levels, no NUL in any text, then the service's zod schema made strict
 * (unknown fields refused), with zod's messages per field. It knows no HTTP: refusals are failures with
 * their code (server/error-codes.ts).
 */
import { z } from "zod";
import { fieldErrors } from "../app/domain/validation";
import { fail, type Failure, type Result } from "./error-codes";

/** The largest JSON body taken (64 KiB), as text. */
export const MAX_JSON_BYTES = 64 * 1024;
/** The answer to a body larger than MAX_JSON_BYTES. */
export const TOO_LARGE_MESSAGE = "The request body is too large (64 KiB at most).";
/** The answer to a body that is not JSON. */
export const NOT_JSON_MESSAGE = "The request body is not valid JSON.";
/** The answer to a body that is JSON but not an object. */
export const NOT_OBJECT_MESSAGE = "The request body must be a JSON object.";

/** How deep a request body may nest (objects and arrays); no request the site takes goes past 4. */
export const MAX_JSON_DEPTH = 32;
/** The answer to a body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = "The request body is nested too deeply.";

/**
 * Whether `value` nests objects or arrays deeper than `max` levels (the body itself is level 1). A loop
 * with its own stack, not recursion: it runs before anything that recurses over the body (the NUL check,
 * zod), so a 64 KiB body nested 10,000 levels deep is a 400, not a stack overflow and a 500.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 1 }];
  while (stack.length > 0) {
    const { item, depth } = stack.pop()!;
    if (typeof item !== "object" || item === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === "object" && child !== null) stack.push({ item: child, depth: depth + 1 });
    }
  }
  return false;
}

/** The per-field message for text holding a NUL character. */
export const NUL_MESSAGE = "Must not contain NUL characters.";

/**
 * `{field: message}` for every string in `value` (object keys included) holding U+0000, with paths as
 * zod errors name them ("plan_data.plan_name", "tags.0"). PostgreSQL text cannot store NUL, so such a
 * value would fail in the database with a 500 instead of reaching the schema's own checks; it is refused
 * here for every endpoint at once.
 */
export function nulErrors(
  value: unknown,
  path: string[] = [],
  errors: Record<string, string> = {},
): Record<string, string> {
  if (typeof value === "string") {
    if (value.includes("\u0000")) errors[path.join(".") || "body"] ??= NUL_MESSAGE;
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulErrors(item, [...path, String(i)], errors));
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) errors[[...path, key].join(".")] ??= NUL_MESSAGE;
      nulErrors(item, [...path, key], errors);
    }
  }
  return errors;
}

/** An object schema made strict (unknown fields refused); any other schema as it is. */
export function strictIfObject<S extends z.ZodType>(schema: S): S {
  return (schema instanceof z.ZodObject ? schema.strict() : schema) as S;
}

/**
 * A parsed body's shape: undefined when it is an object nested at most MAX_JSON_DEPTH levels, else the
 * `invalid_body` failure.
 */
export function shapeFailure(body: unknown): Failure<"invalid_body"> | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return fail("invalid_body", NOT_OBJECT_MESSAGE);
  if (nestedDeeperThan(body, MAX_JSON_DEPTH)) return fail("invalid_body", TOO_DEEP_MESSAGE);
  return undefined;
}

/**
 * A parsed body read with `schema` (pass it through `strictIfObject` once, where the route is defined):
 * the value, or `validation_failed` with the messages per field (text holding NUL first), the first as
 * the message.
 */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): Result<z.infer<S>, "validation_failed"> {
  const nul = nulErrors(body);
  const nulFields = Object.keys(nul);
  if (nulFields.length > 0) return fail("validation_failed", `${nulFields[0]}: ${NUL_MESSAGE}`, nul);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return fail("validation_failed", Object.values(errors)[0] ?? "Invalid request.", errors);
  }
  return { ok: true, value: parsed.data };
}

/**
 * A JSON body as text (a route action's, which no body parser has read): the object, or
 * `body_too_large` or `invalid_body` (not JSON, not an object, too deep). Its fields then go through
 * `parseInput` with the service's schema.
 */
export function readJsonObject(text: string): Result<Record<string, unknown>, "body_too_large" | "invalid_body"> {
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) return fail("body_too_large", TOO_LARGE_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail("invalid_body", NOT_JSON_MESSAGE);
  }
  return shapeFailure(body) ?? { ok: true, value: body as Record<string, unknown> };
}
