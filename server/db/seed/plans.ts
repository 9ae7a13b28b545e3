/**
 * Plan and price seed: every start upserts the price book's rows (server/pricing/price-book.ts) and
 * removes tiers and feature rows that are no longer listed, in one transaction.
 */
import { and, eq, notInArray, sql } from "drizzle-orm";
import {
  currencies,
  envelopeTiers,
  extraUserPrices,
  planFeatures,
  plans,
  planTypes,
  pricingSettings,
} from "../../../db/schema";
import type { Database } from "../../../db/database";
import { YEARLY_SAVING_PERCENT } from "../../../app/content/plan-facts";
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  TAX_PERCENT,
  PAID_PLANS,
  FREE_PLAN_ROW,
  PLAN_FEATURES,
  envelopeRows,
  extraUserRows,
} from "../../pricing/price-book";

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Idempotent, concurrency-safe plan seed (registered in ./index.ts). */
export async function seedPlans(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(currencies)
      .values(
        CURRENCIES.map(([code, symbol, name], i) => ({
          code,
          symbol,
          name,
          minorUnit: 2,
          isDefault: code === DEFAULT_CURRENCY,
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: currencies.code,
        set: {
          symbol: excluded("symbol"),
          name: excluded("name"),
          minorUnit: excluded("minor_unit"),
          isDefault: excluded("is_default"),
          sortOrder: excluded("sort_order"),
        },
      });
    await tx
      .insert(planTypes)
      .values([
        { id: 1, name: "Monthly", months: 1 },
        { id: 2, name: "Yearly", months: 12 },
      ])
      .onConflictDoUpdate({ target: planTypes.id, set: { name: excluded("name"), months: excluded("months") } });
    const planRows = [
      FREE_PLAN_ROW,
      ...PAID_PLANS.map((p) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        description: p.description,
        users: 1,
        minUsers: p.minUsers,
        maxUsers: p.maxUsers,
        sortOrder: p.id,
        sleevesPerMonth: null,
        sms: null,
        storageGb: null,
      })),
    ];
    await tx
      .insert(plans)
      .values(planRows)
      .onConflictDoUpdate({
        target: plans.id,
        set: {
          code: excluded("code"),
          name: excluded("name"),
          description: excluded("description"),
          users: excluded("users"),
          minUsers: excluded("min_users"),
          maxUsers: excluded("max_users"),
          sleevesPerMonth: excluded("sleeves_per_month"),
          sms: excluded("sms"),
          storageGb: excluded("storage_gb"),
          sortOrder: excluded("sort_order"),
        },
      });
    const tiers = envelopeRows();
    await tx
      .insert(envelopeTiers)
      .values(tiers)
      .onConflictDoUpdate({
        target: [envelopeTiers.planId, envelopeTiers.planTypeId, envelopeTiers.currencyCode, envelopeTiers.tierId],
        set: {
          text: excluded("text"),
          amount: excluded("amount"),
          total: excluded("total"),
          sms: excluded("sms"),
          storageGb: excluded("storage_gb"),
        },
      });
    await tx
      .insert(extraUserPrices)
      .values(extraUserRows())
      .onConflictDoUpdate({
        target: [extraUserPrices.planId, extraUserPrices.planTypeId, extraUserPrices.currencyCode],
        set: { amount: excluded("amount") },
      });
    const maxTier = Math.max(...PAID_PLANS.map((p) => p.tiers.length));
    await tx.delete(envelopeTiers).where(
      notInArray(
        envelopeTiers.tierId,
        Array.from({ length: maxTier }, (_, i) => i + 1),
      ),
    );
    for (const plan of PAID_PLANS) {
      await tx
        .delete(envelopeTiers)
        .where(and(eq(envelopeTiers.planId, plan.id), sql`${envelopeTiers.tierId} > ${plan.tiers.length}`));
    }
    await tx
      .insert(pricingSettings)
      .values({ id: 1, taxPercent: TAX_PERCENT, monthDiscount: 0, yearDiscount: YEARLY_SAVING_PERCENT })
      .onConflictDoUpdate({
        target: pricingSettings.id,
        set: {
          taxPercent: excluded("tax_percent"),
          monthDiscount: excluded("month_discount"),
          yearDiscount: excluded("year_discount"),
        },
      });
    const json = JSON.stringify;
    const features = PLAN_FEATURES.map(([name, free, pro, team], i) => ({
      id: i + 1,
      name,
      free: json(free),
      pro: json(pro),
      team: json(team),
      sortOrder: i + 1,
    }));
    await tx
      .insert(planFeatures)
      .values(features)
      .onConflictDoUpdate({
        target: planFeatures.id,
        set: {
          name: excluded("name"),
          free: excluded("free"),
          pro: excluded("pro"),
          team: excluded("team"),
          sortOrder: excluded("sort_order"),
        },
      });
    await tx.delete(planFeatures).where(
      notInArray(
        planFeatures.id,
        features.map((f) => f.id),
      ),
    );
  });
}
