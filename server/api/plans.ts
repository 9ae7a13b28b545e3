/** POST /api/plan-list: currencies, the three plans, tax, discounts, features. */
import { createHash } from "node:crypto";
import { z } from "zod";
import { loadPlanList } from "../plans";
import { sharedRead } from "../fast-pages/shared-read";
import { defineRoute, SerializedBody } from "./http";

/**
 * How long one read of the plan rows answers POST /api/plan-list (ms). The list feeds what the pricing
 * page shows; what a customer pays is always priced from a fresh read (server/plans.ts,
 * server/signup/register.ts), so after a price change a page may show the old list for at most this
 * long (plus one read), and an order placed from it is refused as a price mismatch rather than charged
 * wrongly. Six queries per request would put the endpoint's p99 far above its 25 ms budget;
 * see docs/decisions/0009-performance.md.
 */
export const PLAN_LIST_REUSE_MS = 5_000;
/** The last answer per database handle: a read giving the same bytes keeps it (its ETag, compressed variants and version). */
const lastBodies = new WeakMap<object, SerializedBody>();

/**
 * The answer, serialised (~10 KB of JSON) once per read rather than per request, and kept as long as the
 * reads give the same bytes. While a read replaces an expired one, requests get the previous answer
 * instead of queueing behind it (shared-read.ts).
 */
const loadShared = sharedRead(
  async (db: Parameters<typeof loadPlanList>[0]) => {
    const fresh = new SerializedBody({ data: await loadPlanList(db) });
    const last = lastBodies.get(db);
    if (last?.bytes.equals(fresh.bytes)) return last;
    lastBodies.set(db, fresh);
    return fresh;
  },
  { reuseMs: PLAN_LIST_REUSE_MS, staleWhileRefreshing: true },
);

/** The request takes no fields: `{}` (unknown fields are rejected like everywhere else). */
export const planListRequestSchema = z.object({});

export const planListRoute = defineRoute({
  method: "POST",
  path: "/plan-list",
  summary: "The plans, prices, tax and discounts for the pricing page and sign-up",
  body: planListRequestSchema,
  async handler(_input, { services }) {
    return { body: await loadShared(services.db) };
  },
});

/** The version (a hash of the serialised answer) of each plan-list answer seen, per database handle. */
const versions = new WeakMap<object, { body: SerializedBody; version: string }>();

/**
 * The version of the plan list at hand (a hash of its answer), for pages rendered from it (the cached
 * /pricing page, server/fast-pages/rendered-page-cache.ts); undefined until the first read is done. Never waits: it asks
 * the shared read, which refreshes the list every PLAN_LIST_REUSE_MS, and records the answer when it
 * comes, so a price change reaches the page within the reuse time plus one read.
 */
export function planListVersion(db: Parameters<typeof loadPlanList>[0]): string | undefined {
  loadShared(db).then(
    (body) => {
      if (versions.get(db)?.body !== body)
        versions.set(db, { body, version: createHash("sha1").update(body.bytes).digest("base64url") });
    },
    () => {},
  );
  return versions.get(db)?.version;
}
