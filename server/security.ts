/**
 * Security headers (helmet) with a strict Content-Security-Policy: inline scripts and styles run by a
 * nonce fresh for every request, or, for the pages kept in memory as fixed bytes (server/fast-pages/static-page.ts),
 * by the sha256 hashes of their exact text (docs/decisions/0023-static-pages-hashed-csp.md); no
 * 'unsafe-inline' scripts, no 'unsafe-eval'.
 *
 * helmet's output is the same for every request but the nonce, so it is not run per request
 * (docs/decisions/0053-request-pipeline-in-front-of-express.md): `createSecurityHeaders` runs helmet once, at
 * start, on a recording response with a stand-in nonce, and each response gets the recorded headers with its
 * own nonce in the policy. helmet's options below stay the one definition of the site's headers.
 */
import { randomBytes, randomFillSync } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "./config";

/** Frames the site may embed: the how-it-works video modal. */
const FRAME_SOURCES = ["https://www.youtube-nocookie.com"];
/** Stripe's documented hosts (Payment Element and 3-D Secure), only when Stripe is the payment provider. */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/** Where browsers post Content-Security-Policy violation reports (server/api/csp-report.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";
/** The Reporting API endpoint name the policy's `report-to` refers to. */
const CSP_REPORT_GROUP = "csp-endpoint";

/**
 * Powerful browser features the site never uses are switched off for it and every frame it embeds;
 * the video frame keeps what a player needs, and Stripe's frame the Payment Request API. Only feature
 * names Chromium knows: an unknown one is a console error on every page.
 */
export function permissionsPolicy(config: Pick<Config, "paymentProvider">): string {
  const video = `(self "${FRAME_SOURCES[0]}")`;
  const features: Record<string, string> = {
    accelerometer: "()",
    autoplay: video,
    camera: "()",
    "display-capture": "()",
    "encrypted-media": video,
    fullscreen: video,
    geolocation: "()",
    gyroscope: "()",
    magnetometer: "()",
    microphone: "()",
    midi: "()",
    payment: config.paymentProvider === "stripe" ? `(self "${STRIPE.script[0]}")` : "()",
    "picture-in-picture": video,
    // Passkey sign-in on /admin/login (server/operators/passkeys.ts): this origin's own pages, no frame.
    "publickey-credentials-get": "(self)",
    "screen-wake-lock": "()",
    usb: "()",
    "xr-spatial-tracking": "()",
  };
  return Object.entries(features)
    .map(([feature, allow]) => `${feature}=${allow}`)
    .join(", ");
}

/** Nonce bytes drawn from the CSPRNG in one call, then used 16 bytes at a time. */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** A fresh CSP nonce: 16 random bytes, base64 (a pooled CSPRNG read: one syscall per 256 nonces). */
export function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * helmet configured for this site, plus the headers helmet does not write (Permissions-Policy and the
 * Reporting API endpoint of the CSP reports), as per-request middleware whose CSP reads the nonce from
 * `res.locals.cspNonce`: what `createSecurityHeaders` records once (a test compares the two).
 */
export function securityMiddleware(config: Config): RequestHandler {
  const helmetMiddleware = helmetFor(config);
  const permissions = permissionsPolicy(config);
  // The Reporting API takes only absolute URLs (and only potentially trustworthy ones: https, localhost).
  const reportingEndpoints = `${CSP_REPORT_GROUP}="${config.publicUrl}${CSP_REPORT_PATH}"`;
  return (req, res, next) => {
    helmetMiddleware(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.setHeader("Permissions-Policy", permissions);
      res.setHeader("Reporting-Endpoints", reportingEndpoints);
      next();
    });
  };
}

/** The `'sha256-…'` sources of a fixed page's inline code (see server/fast-pages/inline-hashes.ts). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** What the policy's inline sources are read from: `res.locals` (hashes when set, else the nonce). */
interface CspLocals {
  cspNonce: string;
  cspHashes?: InlineHashes;
}

/**
 * What lets the modules of the site's inline scripts load: 'strict-dynamic' under a nonce (an imported
 * module inherits its importer's nonce), 'self' under hashes. A module imported by a hash-allowed inline
 * script is "parser-inserted" like its importer and has no nonce, so 'strict-dynamic' does not cover it
 * (Chromium blocks /assets/root-….js): fixed pages allow the site's own origin instead, whose scripts are
 * only the build's hashed assets (JSON and files are sent with `nosniff`, so they never run as scripts).
 */
function moduleSource(res: unknown): string {
  return (res as { locals: CspLocals }).locals.cspHashes ? "'self'" : "'strict-dynamic'";
}

/** The script-src or style-src source(s) allowing this response's inline code. */
function inlineSources(res: unknown, kind: keyof InlineHashes): string {
  const locals = (res as { locals: CspLocals }).locals;
  return locals.cspHashes ? locals.cspHashes[kind].join(" ") : `'nonce-${locals.cspNonce}'`;
}

function helmetFor(config: Config) {
  const stripe = config.paymentProvider === "stripe";
  const scripts = (_req: unknown, res: unknown) => inlineSources(res, "scripts");
  const styles = (_req: unknown, res: unknown) => inlineSources(res, "styles");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The modules an allowed script imports load too: see moduleSource.
        scriptSrc: [scripts, (_req: unknown, res: unknown) => moduleSource(res), ...(stripe ? STRIPE.script : [])],
        styleSrc: ["'self'", styles],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? STRIPE.connect : [])],
        workerSrc: ["'self'"],
        frameSrc: [...FRAME_SOURCES, ...(stripe ? STRIPE.frame : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Violations are reported (and logged) so a policy that breaks a page is noticed: report-to for
        // current browsers, report-uri for the rest (a browser that knows report-to ignores report-uri).
        reportUri: [CSP_REPORT_PATH],
        reportTo: [CSP_REPORT_GROUP],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.publicUrl.startsWith("https:")
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}

/** The site's security headers, ready to be set on any response. */
export interface SecurityHeaders {
  /** Sets every header helmet sets, with `nonce` in the Content-Security-Policy. */
  set(
    res: { setHeader(name: string, value: string): unknown; removeHeader(name: string): unknown },
    nonce: string,
  ): void;
  /**
   * The Content-Security-Policy of a fixed page: the same policy with `hashes` in place of the nonce and
   * 'self' in place of 'strict-dynamic' (see moduleSource; run through helmet again: call it once per
   * page, not per response).
   */
  policyWith(hashes: InlineHashes): string;
}

type Step = { set: string; value: string } | { set: string; parts: string[] } | { remove: string };

/**
 * Runs the site's helmet once and returns its headers for reuse.
 * @throws Error if helmet fails or answers asynchronously (it does neither for these options)
 */
export function createSecurityHeaders(config: Config): SecurityHeaders {
  const middleware = securityMiddleware(config);
  // A stand-in that cannot occur in a policy by accident: each response's nonce replaces it.
  const standIn = `nonce${randomBytes(12).toString("hex")}`;
  const steps = record(middleware, { cspNonce: standIn }).map((step): Step =>
    "value" in step && step.value.includes(standIn) ? { set: step.set, parts: step.value.split(standIn) } : step,
  );
  return {
    set(res, nonce) {
      for (const step of steps) {
        if ("remove" in step) res.removeHeader(step.remove);
        else res.setHeader(step.set, "parts" in step ? step.parts.join(nonce) : step.value);
      }
    },
    policyWith(hashes) {
      const csp = record(middleware, { cspNonce: standIn, cspHashes: hashes }).find(
        (step) => "set" in step && step.set.toLowerCase() === "content-security-policy",
      );
      if (!csp || !("value" in csp)) throw new Error("security headers: helmet wrote no Content-Security-Policy");
      return csp.value;
    },
  };
}

/** The headers `middleware` sets and removes on a response whose `locals` are `locals`, in order. */
function record(
  middleware: RequestHandler,
  locals: CspLocals,
): Array<{ set: string; value: string } | { remove: string }> {
  const steps: Array<{ set: string; value: string } | { remove: string }> = [];
  const recorder = {
    locals,
    setHeader(name: string, value: string) {
      steps.push({ set: name, value: String(value) });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  let outcome: unknown = "pending";
  middleware({} as never, recorder as never, (error?: unknown) => {
    outcome = error;
  });
  if (outcome !== undefined) throw new Error(`security headers: helmet did not complete (${String(outcome)})`);
  return steps;
}
