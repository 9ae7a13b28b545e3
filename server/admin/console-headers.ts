/**
 * The headers of every console response (issue 20), page, data request or redirect alike: never stored
 * (`Cache-Control: no-store`), never indexed (`X-Robots-Tag`), and the console's own Content-Security-
 * Policy, stricter than the public pages' (no video or payment frames, no workers): only the app's
 * nonce-bearing scripts, its own styles and images (the QR code is a data: image).
 */
import type { RequestHandler } from "express";
import { isConsolePath } from "../../app/domain/admin-access";
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

/** Express middleware: sets the console's headers on requests under /admin, passes the rest untouched. */
export function consoleHeaders(): RequestHandler {
  return (req, res, next) => {
    if (isConsolePath(req.path)) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Content-Security-Policy", consolePolicy(localsOf(res).cspNonce));
    }
    next();
  };
}
