/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violation reports (the policy's
 * report-uri and report-to, see server/security.ts). Each report becomes one security log line, so a
 * policy that blocks part of a page, or an injected script, is noticed.
 *
 * Browsers post these bodies themselves, in their own media types (`application/csp-report` with
 * `{"csp-report": {...}}`, `application/reports+json` with an array of reports), so this endpoint stands
 * outside the JSON API's conventions; it has its own rate limit instead of the default POST limit, reads
 * at most 16 KiB, logs a few bounded fields of at most 5 reports per request and answers 204.
 */
import express, { type RequestHandler } from "express";
import { z } from "zod";
import type { Services } from "../services";

/** Media types browsers use for CSP reports (plus plain JSON, for tools). */
const REPORT_TYPES = ["application/csp-report", "application/reports+json", "application/json"];
/** Reports logged per request; a browser batches a handful at most. */
const MAX_REPORTS = 5;

/** A report field as logged: text of at most 200 characters, or nothing. */
const text = z
  .unknown()
  .transform((value) =>
    typeof value === "string" || typeof value === "number" ? String(value).slice(0, 200) : undefined,
  )
  .optional();

/** The legacy report-uri body, one violation with dashed names. */
const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    "blocked-uri": text,
    "source-file": text,
    "line-number": text,
    disposition: text,
  }),
});

/** One report of the Reporting API (report-to), camel-cased names. */
const reportingApiReport = z.object({
  type: z.literal("csp-violation"),
  body: z.object({
    documentURL: text,
    effectiveDirective: text,
    blockedURL: text,
    sourceFile: text,
    lineNumber: text,
    disposition: text,
  }),
});

/** What one violation is logged with. */
interface Violation {
  directive?: string;
  blocked?: string;
  document?: string;
  source?: string;
  line?: string;
  disposition?: string;
}

/** A URL's origin and path only: the query and fragment may carry a visitor's data. */
function withoutQuery(url: string | undefined): string | undefined {
  return url?.replace(/[?#].*$/, "");
}

/** The violations in a report body of either kind; anything unrecognised yields none. */
export function violationsOf(body: unknown): Violation[] {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const r = legacy.data["csp-report"];
    return [
      {
        directive: r["effective-directive"] ?? r["violated-directive"],
        blocked: withoutQuery(r["blocked-uri"]),
        document: withoutQuery(r["document-uri"]),
        source: withoutQuery(r["source-file"]),
        line: r["line-number"],
        disposition: r.disposition,
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body.slice(0, MAX_REPORTS).flatMap((item) => {
    const report = reportingApiReport.safeParse(item);
    if (!report.success) return [];
    const r = report.data.body;
    return [
      {
        directive: r.effectiveDirective,
        blocked: withoutQuery(r.blockedURL),
        document: withoutQuery(r.documentURL),
        source: withoutQuery(r.sourceFile),
        line: r.lineNumber,
        disposition: r.disposition,
      },
    ];
  });
}

/** The endpoint's middleware chain: rate limit, body parser, handler. Mount with `app.post(CSP_REPORT_PATH, …)`. */
export function cspReportEndpoint(services: Services): RequestHandler[] {
  const limit: RequestHandler = (req, _res, next) => {
    services.rateLimits.consumeClient("cspReport", req.ip ?? "").then(() => next(), next);
  };
  const parse = express.json({ type: REPORT_TYPES, limit: "16kb", strict: false });
  const handle: RequestHandler = (req, res) => {
    for (const violation of violationsOf(req.body as unknown))
      services.securityLog("csp_violation", req.ip, { ...violation });
    res.status(204).end();
  };
  return [limit, parse, handle];
}
