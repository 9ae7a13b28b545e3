/**
 * Reads the plan list (spec section 3 shape) from the database: used by POST /api/plan-list, by the
 * /pricing page loader and by POST /api/register-plan, which prices the order from these same rows.
 * It never caches: POST /api/register-plan prices every order from a fresh read, so no instance can
 * charge an old price (the plan-list endpoint may reuse a read for a few seconds, see server/api/plans.ts).
 */
import { asc } from "drizzle-orm";
import { currencies, envelopeTiers, planFeatures, plans, planTypes, pricingSettings } from "../db/schema";
import { PLAN_ID, planListSchema, type PaidPlan, type PlanList, type PlanPrice } from "../app/domain/plan-list";
import { extraUserAmount } from "../app/domain/pricing";
import type { Database } from "./db/client";

/**
 * Loads the plan list and validates it against the shared schema (a seed or data mistake becomes a
 * clear error here instead of a wrong price in a browser).
 * @throws Error when the rows are missing or inconsistent
 */
export async function loadPlanList(db: Database): Promise<PlanList> {
  const [currencyRows, typeRows, planRows, tierRows, settingsRows, featureRows] = await Promise.all([
    db.select().from(currencies).orderBy(asc(currencies.sortOrder)),
    db.select().from(planTypes).orderBy(asc(planTypes.id)),
    db.select().from(plans).orderBy(asc(plans.sortOrder)),
    db.select().from(envelopeTiers).orderBy(asc(envelopeTiers.planId), asc(envelopeTiers.planTypeId), asc(envelopeTiers.tierId)),
    db.select().from(pricingSettings).limit(1),
    db.select().from(planFeatures).orderBy(asc(planFeatures.sortOrder)),
  ]);
  const settings = settingsRows[0];
  const free = planRows.find((p) => p.code === "free");
  if (!settings || !free) throw new Error("plan data is missing: run the seed");
  const minorUnitOf = new Map(currencyRows.map((c) => [c.code, c.minorUnit]));

  const paid = (planId: 1 | 2): PaidPlan => {
    const row = planRows.find((p) => p.id === planId);
    if (!row) throw new Error(`plan ${planId} is missing`);
    const prices: PlanPrice[] = [];
    for (const type of typeRows) {
      for (const currency of currencyRows) {
        const envelopes = tierRows
          .filter((t) => t.planId === planId && t.planTypeId === type.id && t.currencyCode === currency.code)
          .map((t) => ({ id: t.tierId, text: t.text, amount: t.amount, total: t.total, sms: t.sms, storage: t.storageGb }));
        if (envelopes.length === 0) continue;
        const planTypeId = type.id as 1 | 2;
        prices.push({
          plan_type_id: planTypeId,
          plan_type: type.name,
          currency: currency.code,
          extra_user_amount: extraUserAmount(planId, planTypeId, minorUnitOf.get(currency.code) ?? 2),
          envelopes,
        });
      }
    }
    return { plan_id: planId, name: row.name, description: row.description, users: row.users, min_users: row.minUsers, max_users: row.maxUsers, prices };
  };

  return planListSchema.parse({
    currency: currencyRows.map((c) => ({ code: c.code, symbol: c.symbol, name: c.name, minor_unit: c.minorUnit, is_default: c.isDefault })),
    free_plan: {
      name: free.name,
      description: free.description,
      sleeves_per_month: free.sleevesPerMonth,
      sms: free.sms,
      users: free.users,
      storage: free.storageGb,
    },
    pro_plan: paid(PLAN_ID.pro),
    team_plan: paid(PLAN_ID.team),
    tax: Number(settings.taxPercent),
    month_discount: settings.monthDiscount,
    year_discount: settings.yearDiscount,
    plan_features_list: featureRows.map((f) => ({ id: f.id, name: f.name, free: JSON.parse(f.free), pro: JSON.parse(f.pro), team: JSON.parse(f.team) })),
  });
}
