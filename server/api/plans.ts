/** POST /api/plan-list: currencies, the three plans, tax, discounts, features. */
import { createHash } from "node:crypto";
import { z } from "zod";
import { withTax } from "../../app/domain/pricing";
import type { PlanList } from "../../app/domain/plan-list";
import type { TaxDecision } from "../../app/domain/tax";
import { countryOfIp } from "../geo";
import { loadPlanList } from "../pricing/plan-list";
import { consumerTaxOf } from "../tax/buyer-tax";
import { sharedRead } from "../fast-pages/shared-read";
import { defineRoute, SerializedBody } from "./http";

/**
 * How long one read of the plan rows answers POST /api/plan-list (ms). The list feeds what the pricing
 * page shows; what a customer pays is always priced from a fresh read (server/pricing/plan-list.ts,
 * server/signup/register.ts), so after a price change a page may show the old list for at most this
 * long (plus one read), and an order placed from it is refused as a price mismatch rather than charged
 * wrongly. Six queries per request would put the endpoint's p99 far above its 25 ms budget;
 * see docs/decisions/0054-shared-reads.md.
 */
export const PLAN_LIST_REUSE_MS = 5_000;
/**
 * One read of the plan rows: the list as read (its bytes decide whether anything changed) and its answers
 * per consumer tax (`tax`, `tax_reason` of the caller's country), each serialised once.
 */
interface SharedList {
  read: SerializedBody;
  list: PlanList;
  answers: Map<string, SerializedBody>;
}

/** The last read per database handle: a read giving the same bytes keeps it (its answers' ETags, compressed variants and version). */
const lastReads = new WeakMap<object, SharedList>();

/**
 * The list, serialised (~10 KB of JSON) once per read and tax rather than per request, and kept as long
 * as the reads give the same bytes. While a read replaces an expired one, requests get the previous
 * answer instead of queueing behind it (shared-read.ts).
 */
const loadShared = sharedRead(
  async (db: Parameters<typeof loadPlanList>[0]): Promise<SharedList> => {
    const list = await loadPlanList(db);
    const read = new SerializedBody({ data: list });
    const last = lastReads.get(db);
    if (last?.read.bytes.equals(read.bytes)) return last;
    const fresh = { read, list, answers: new Map<string, SerializedBody>() };
    lastReads.set(db, fresh);
    return fresh;
  },
  { reuseMs: PLAN_LIST_REUSE_MS, staleWhileRefreshing: true },
);

/** The answer of a read for a consumer taxed `decision`. */
function answerWith(shared: SharedList, decision: TaxDecision): SerializedBody {
  const key = `${decision.percent}:${decision.reason}`;
  let body = shared.answers.get(key);
  if (!body) {
    body = new SerializedBody({ data: withTax(shared.list, decision) });
    shared.answers.set(key, body);
  }
  return body;
}

/** The request takes no fields: `{}` (unknown fields are rejected like everywhere else). */
export const planListRequestSchema = z.object({});

export const planListRoute = defineRoute({
  method: "POST",
  path: "/plan-list",
  summary: "The plans, prices, tax and discounts for the pricing page and sign-up",
  description:
    "`tax` is the percent a consumer in the caller's country pays (its country looked up from the address as " +
    "GET /api/geo does; the default country when it gives none) and `tax_reason` why (`standard` or " +
    "`not_collected`); an order is charged the tax of its buyer's billing country and tax ID (register-plan).",
  body: planListRequestSchema,
  async handler(_input, { services, ip }) {
    const decision = consumerTaxOf(services.config.taxRegistrations, countryOfIp(ip).country_code, services.clock());
    return { body: answerWith(await loadShared(services.db), decision) };
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
    ({ read: body }) => {
      if (versions.get(db)?.body !== body)
        versions.set(db, { body, version: createHash("sha1").update(body.bytes).digest("base64url") });
    },
    () => {},
  );
  return versions.get(db)?.version;
}
