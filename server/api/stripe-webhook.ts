/**
 * POST /api/stripe/webhook: the payment provider's events, as a raw body (the signature covers the
 * exact bytes, so this endpoint is mounted before the JSON API's body parser). 400 for a missing, wrong
 * or stale signature; 200 once the event is handled or known; 500 if handling failed (the provider
 * delivers it again). Not rate-limited per IP: Stripe delivers from a few addresses, and a request
 * without a valid signature costs one HMAC.
 */
import express, { type Router } from "express";
import { handleProviderEvent } from "../signup/subscription-events";
import { receiveWebhook } from "../payments/webhook";
import type { Services } from "../services";

/** Path of the endpoint under the site root. */
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/** The router serving STRIPE_WEBHOOK_PATH (mount it before `/api`). */
export function stripeWebhookRouter(services: Services): Router {
  const router = express.Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: "512kb" }), (req, res, next) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    receiveWebhook(services, services.webhookSecret, raw, req.get("stripe-signature"), handleProviderEvent, req.ip ?? "")
      .then((answer) => res.status(answer.status).json(answer.body))
      .catch(next);
  });
  router.all(STRIPE_WEBHOOK_PATH, (_req, res) => {
    res.set("Allow", "POST").status(405).json({ message: "Method not allowed." });
  });
  return router;
}
