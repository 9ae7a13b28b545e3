/**
 * A first-party measurement beacon (docs/decisions/0030-cookieless-analytics.md): posts a funnel step
 * with navigator.sendBeacon, which survives the page changing and never delays it. No cookie, no storage,
 * no identifier; a browser without sendBeacon simply is not counted.
 */
export function sendFunnelBeacon(body: { step: "buy_now"; plan_id: number; plan_type_id: number }): void {
  try {
    navigator.sendBeacon?.("/api/analytics/event", new Blob([JSON.stringify(body)], { type: "application/json" }));
  } catch {
    // Measurement never gets in the buyer's way.
  }
}
