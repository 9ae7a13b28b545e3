/**
 * The headers of every console response, page, data request or redirect alike: never stored
 * (`Cache-Control: no-store`), never indexed (`X-Robots-Tag`), and the console's own Content-Security-
 * Policy, stricter than the public pages' (no video or payment frames, no workers): only the app's
 * nonce-bearing scripts, its own styles and images (the QR code is a data: image).
 */
import type { Request, RequestHandler, Response } from "express";
import { isConsolePath } from "../../app/domain/admin-access";
import { WRONG_ORIGIN_PATH, wrongOriginMessage } from "../../app/domain/console-origin";
import { localsOf } from "../response-locals";
import { CSP_REPORT_PATH } from "../security";

/** The console's policy for a response whose nonce is `nonce`. */
export function consolePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp-endpoint",
  ].join("; ");
}

/**
 * Express middleware: sets the console's headers on requests under /admin in any letter case, sends
 * a path in another case (`/ADMIN/login`) to the canonical one (308: the session cookie's path is
 * `/admin`, which browsers match case-sensitively), and refuses a state-changing request whose `Origin`
 * is not PUBLIC_URL's, before any route runs (the guard checks it again:
 * app/server/console/session.server.ts), with a page or answer that names the console's address. Other
 * requests pass untouched.
 */
export function consoleHeaders(publicUrl: string): RequestHandler {
  const origin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (!isConsolePath(req.path)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Content-Security-Policy", consolePolicy(localsOf(res).cspNonce));
    if (!req.originalUrl.startsWith("/admin")) {
      res.redirect(308, `/admin${req.originalUrl.slice("/admin".length)}`);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD" && req.get("Origin") !== origin) {
      refuseForeignPost(req, res, origin);
      return;
    }
    next();
  };
}

/**
 * The answer to a console post from another origin, before any route runs: a form of the page (React
 * Router's data request, `.data`) is told to load the explaining page as a document (the 204 redirect
 * its client understands), a plain form post is sent there (303), and any other client gets 403 JSON
 * `{message, code: "origin_mismatch", expected}`.
 */
function refuseForeignPost(req: Request, res: Response, expected: string): void {
  if (req.path.endsWith(".data")) {
    res.status(204);
    res.setHeader("X-Remix-Redirect", WRONG_ORIGIN_PATH);
    res.setHeader("X-Remix-Status", "303");
    res.setHeader("X-Remix-Reload-Document", "true");
    res.end();
    return;
  }
  if (req.accepts(["application/json", "text/html"]) === "text/html") {
    res.redirect(303, WRONG_ORIGIN_PATH);
    return;
  }
  res.status(403).json({ message: wrongOriginMessage(expected), code: "origin_mismatch", expected });
}
