/**
 * Runs a route module's action the way React Router serves a post: through its static handler
 * (`createStaticHandler(...).query`), so a test reads the status, headers and data a browser would get
 * instead of the shape `data()` builds internally. A thrown redirect comes back as its status and
 * `Location`.
 */
import { createStaticHandler, type AppLoadContext } from "react-router";

/** What a post to the action answered. */
export interface ActionAnswer<T> {
  status: number;
  headers: Headers;
  data: T;
}

/**
 * Posts `fields` (form-encoded) to `path` handled by `action`, with `context` as the load context.
 * @returns the answer's status, headers and action data (undefined for a redirect)
 */
export async function postToAction<T = unknown>(
  action: (args: never) => unknown,
  fields: Record<string, string>,
  context: AppLoadContext,
  path = "/route",
): Promise<ActionAnswer<T>> {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return answerOf<T>(action, request, context, path);
}

/**
 * Posts `body` as JSON (a fetcher's `encType: "application/json"`; a string is sent as it is) to `path`
 * handled by `action`, with `context` as the load context.
 * @returns the answer's status, headers and action data
 */
export async function postJsonToAction<T = unknown>(
  action: (args: never) => unknown,
  body: unknown,
  context: AppLoadContext,
  path = "/route",
): Promise<ActionAnswer<T>> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return answerOf<T>(action, request, context, path);
}

async function answerOf<T>(
  action: (args: never) => unknown,
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<ActionAnswer<T>> {
  const handler = createStaticHandler([{ id: "route", path, action: action as never }]);
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) return { status: result.status, headers: result.headers, data: undefined as T };
  return {
    status: result.statusCode,
    headers: result.actionHeaders.route ?? new Headers(),
    data: result.actionData?.route as T,
  };
}
