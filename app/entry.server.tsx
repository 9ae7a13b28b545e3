/**
 * Server rendering with a per-request CSP nonce from the load context. Pages kept as fixed bytes (the
 * prerendered ones, which have no load context, and the server's cached pages, whose context has an
 * empty nonce) are rendered whole without any nonce: their policy allows their inline code by hash
 * (server/fast-pages/static-page.ts). Bots wait for the whole document too; browsers get a streamed shell.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { isConsolePath } from "./domain/admin-access";
import { InlineCssProvider } from "./lib/inline-css";
import { NonceProvider } from "./lib/nonce";
import siteCss from "./styles/app.css?inline";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce || undefined;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode || !nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={import.meta.env.DEV ? undefined : siteCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The console's responses are never stored (server/operators/console-headers.ts sets no-store).
          if (!responseHeaders.has("Cache-Control") && !isConsolePath(new URL(request.url).pathname))
            responseHeaders.set("Cache-Control", "no-cache");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported by the error boundary; log the ones before it.
          if (shellRendered) logError(error, loadContext);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors thrown by loaders and actions: one JSON line through the server's logger (with the request id,
 * and scrubbed of query values, see server/logger.ts) instead of React Router's default console.error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A thrown Response wraps the real error (if any) in `error`, as React Router's default handler unwraps it.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  logError(cause ?? error, context as Partial<AppLoadContext> | undefined);
};

function logError(error: unknown, context: Partial<AppLoadContext> | undefined): void {
  const log = context?.services?.log;
  // No load context while prerendering at build time: the build output is the place for it then.
  if (log) log.error({ err: error }, "page error");
  else console.error(error);
}
