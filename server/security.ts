/**
 * Security headers (helmet) with a strict Content-Security-Policy whose script nonce is fresh for every
 * request (`res.locals.cspNonce`); no 'unsafe-inline' scripts, no 'unsafe-eval'.
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "./config";

/** Frames the site may embed: the how-it-works video modal. */
const FRAME_SOURCES = ["https://www.youtube-nocookie.com"];
/** Stripe's documented hosts, only when Stripe is the payment provider. */
const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/** Sets `res.locals.cspNonce` to 16 random bytes, base64. */
export const nonceMiddleware: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** helmet configured for this site; must run after `nonceMiddleware`. */
export function securityHeaders(config: Config): RequestHandler {
  const stripe = config.paymentProvider === "stripe";
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonce, "'strict-dynamic'", ...(stripe ? STRIPE.script : [])],
        styleSrc: ["'self'", nonce],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? STRIPE.connect : [])],
        workerSrc: ["'self'"],
        frameSrc: [...FRAME_SOURCES, ...(stripe ? STRIPE.frame : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.publicUrl.startsWith("https:") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}
