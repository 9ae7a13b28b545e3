/**
 * POST /api/stripe/webhook: the payment provider's events, as a raw body (the signature covers the
 * exact bytes, so this endpoint is mounted before the JSON API's body parser). 400 for a missing, wrong
 * or stale signature; 200 once the event is handled or known; 409 while another delivery of the same
 * event holds it, 500 if handling failed (in both cases the provider delivers it again). Not rate-limited per IP: Stripe delivers from a few addresses, and a request
 * without a valid signature costs one HMAC.
 */
import express, { type Router } from "express";
import { statusOf } from "../error-codes";
import { handleProviderEvent } from "../billing/provider-events";
import { receiveWebhook } from "../payments/webhook";
import type { Services } from "../services";

/** Where the router is mounted (`app.use(STRIPE_WEBHOOK_PREFIX, router)`, before `/api`). */
export const STRIPE_WEBHOOK_PREFIX = "/api/stripe";
const WEBHOOK_ROUTE = "/webhook";
/** Path of the endpoint under the site root. */
export const STRIPE_WEBHOOK_PATH = `${STRIPE_WEBHOOK_PREFIX}${WEBHOOK_ROUTE}`;

/** The router serving STRIPE_WEBHOOK_PATH, to mount at STRIPE_WEBHOOK_PREFIX before `/api`. */
export function stripeWebhookRouter(services: Services): Router {
  const router = express.Router();
  router.post(WEBHOOK_ROUTE, express.raw({ type: () => true, limit: "512kb" }), (req, res, next) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    receiveWebhook(
      services,
      services.webhookSecret,
      raw,
      req.get("stripe-signature"),
      handleProviderEvent,
      req.ip ?? "",
    )
      .then((result) => {
        if (result.ok) res.status(200).json(result.value);
        else res.status(statusOf(result.code)).json({ message: result.message, code: result.code });
      })
      .catch(next);
  });
  router.all(WEBHOOK_ROUTE, (_req, res) => {
    res.set("Allow", "POST").status(405).json({ message: "Method not allowed.", code: "method_not_allowed" });
  });
  return router;
}
