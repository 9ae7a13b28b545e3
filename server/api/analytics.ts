/**
 * POST /api/analytics/event: the pricing page's Buy Now beacon (navigator.sendBeacon), the one funnel
 * step that has no server request of its own. No cookie, no identifier: only the step, plan and period
 * are counted (in memory, written by the analytics worker). Bots are not counted.
 */
import { isbot } from "isbot";
import { funnelBeaconSchema, funnelDimensions } from "../../app/domain/analytics";
import { defineRoute } from "./http";

/** Counts a client-side funnel step; answers 204 whether or not it was counted. */
export const analyticsEventRoute = defineRoute({
  method: "POST",
  path: "/analytics/event",
  noStore: true,
  summary:
    "Count a client-side purchase-funnel step (Buy Now) for a plan and billing period; no cookie, nothing personal",
  body: funnelBeaconSchema,
  rateLimit: "analyticsEvent",
  handler(input, { req, services }) {
    const ua = req.get("user-agent");
    if (ua && !isbot(ua)) services.analytics.funnel(input.step, funnelDimensions(input.plan_id, input.plan_type_id));
    return { status: 204, body: {} };
  },
});
