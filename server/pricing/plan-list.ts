/**
 * Reads the plan list (app/domain/plan-list.ts shape) from the database: used by POST /api/plan-list, by the
 * /pricing page loader and by POST /api/register-plan, which prices the order from these same rows.
 * It never caches: POST /api/register-plan prices every order from a fresh read, so no instance can
 * charge an old price (the plan-list endpoint may reuse a read for a few seconds, see server/api/plans.ts).
 */
import { asc } from "drizzle-orm";
import {
  currencies,
  envelopeTiers,
  extraUserPrices,
  planFeatures,
  plans,
  planTypes,
  pricingSettings,
} from "../../db/schema";
import { planListSchema, type PlanInfo, type PlanList, type PlanType, type Price } from "../../app/domain/plan-list";
import { PLAN_ID } from "../../app/domain/plan-ids";
import type { Database } from "../../db/database";

/**
 * Loads the plan list and validates it against the shared schema (a seed or data mistake becomes a
 * clear error here instead of a wrong price in a browser).
 * @throws Error when the rows are missing or inconsistent
 */
export async function loadPlanList(db: Database): Promise<PlanList> {
  const [currencyRows, typeRows, planRows, tierRows, settingsRows, featureRows, extraUserRows] = await Promise.all([
    db.select().from(currencies).orderBy(asc(currencies.sortOrder)),
    db.select().from(planTypes).orderBy(asc(planTypes.id)),
    db.select().from(plans).orderBy(asc(plans.sortOrder)),
    db
      .select()
      .from(envelopeTiers)
      .orderBy(asc(envelopeTiers.planId), asc(envelopeTiers.planTypeId), asc(envelopeTiers.tierId)),
    db.select().from(pricingSettings).limit(1),
    db.select().from(planFeatures).orderBy(asc(planFeatures.sortOrder)),
    db.select().from(extraUserPrices),
  ]);
  const settings = settingsRows[0];
  const free = planRows.find((p) => p.code === "free");
  if (!settings || !free) throw new Error("plan data is missing: run the seed");
  /** The extra-user price of a plan, period and currency (minor units); each price must have one. */
  const extraUserAmount = (planId: number, planTypeId: number, currencyCode: string): number => {
    const row = extraUserRows.find(
      (r) => r.planId === planId && r.planTypeId === planTypeId && r.currencyCode === currencyCode,
    );
    if (!row)
      throw new Error(
        `plan data is missing: no extra-user price for plan ${planId}, period ${planTypeId}, ${currencyCode}`,
      );
    return row.amount;
  };

  /** The billing periods of a paid plan, each with its price per currency code. */
  const periods = (planId: 1 | 2): PlanType[] =>
    typeRows.flatMap((type) => {
      const planTypeId = type.id as 1 | 2;
      const price: Record<string, Price> = {};
      for (const currency of currencyRows) {
        const envelope = tierRows
          .filter((t) => t.planId === planId && t.planTypeId === type.id && t.currencyCode === currency.code)
          .map((t) => ({
            id: t.tierId,
            text: t.text,
            amount: t.amount,
            total: t.total,
            sms: t.sms,
            storage: t.storageGb,
          }));
        if (envelope.length === 0) continue;
        price[currency.code] = {
          amount: envelope[0]!.amount,
          extra_user_amount: extraUserAmount(planId, planTypeId, currency.code),
          envelope,
        };
      }
      return Object.keys(price).length > 0 ? [{ id: planTypeId, name: type.name, price }] : [];
    });
  const info = (planId: 1 | 2): PlanInfo => {
    const row = planRows.find((p) => p.id === planId);
    if (!row) throw new Error(`plan ${planId} is missing`);
    return {
      plan_id: planId,
      name: row.name,
      description: row.description,
      users: row.users,
      min_users: row.minUsers,
      max_users: row.maxUsers,
    };
  };
  /** A comparison-table cell: stored as JSON `true`, `false` or a short text (which means included). */
  const cell = (stored: string): { has: boolean; text: string | null } => {
    const value = JSON.parse(stored) as unknown;
    return typeof value === "string" ? { has: true, text: value } : { has: value === true, text: null };
  };

  return planListSchema.parse({
    currency: currencyRows.map((c) => c.code),
    currencies: currencyRows.map((c) => ({
      code: c.code,
      symbol: c.symbol,
      name: c.name,
      minor_unit: c.minorUnit,
      is_default: c.isDefault,
    })),
    free_plan: {
      envelope: free.sleevesPerMonth,
      sms: free.sms,
      user: free.users,
      storage: free.storageGb,
      name: free.name,
      description: free.description,
    },
    pro_plan: periods(PLAN_ID.pro),
    team_plan: periods(PLAN_ID.team),
    plans: [info(PLAN_ID.pro), info(PLAN_ID.team)],
    // The stored default; every reader replaces it with the buyer's or caller's tax (`withTax`, record 0040).
    tax: Number(settings.taxPercent),
    month_discount: settings.monthDiscount,
    year_discount: settings.yearDiscount,
    plan_features_list: featureRows.map((f) => {
      const [free, pro, team] = [cell(f.free), cell(f.pro), cell(f.team)];
      return {
        id: f.id,
        name: f.name,
        free: free.has,
        pro: pro.has,
        team: team.has,
        free_text: free.text,
        pro_text: pro.text,
        team_text: team.text,
      };
    }),
  });
}
