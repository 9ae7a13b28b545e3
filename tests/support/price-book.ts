/** The price book of the seeded plans, for unit tests of the pricing logic and of the checkout. */
import { CURRENCIES, envelopeRows, extraUserRows, PAID_PLANS, TAX_PERCENT } from "../../server/pricing/price-book";
import type { PlanType } from "../../app/domain/plan-list";
import type { PriceBook } from "../../app/domain/pricing";

/** The price book exactly as the seed writes it (the server builds the same from the database). */
export function seedBook(): PriceBook {
  const rows = envelopeRows();
  const extraUser = extraUserRows();
  const periods = (id: 1 | 2): PlanType[] =>
    ([1, 2] as const).map((type) => ({
      id: type,
      name: type === 1 ? "Monthly" : "Yearly",
      price: Object.fromEntries(
        CURRENCIES.map(([code]) => {
          const envelope = rows
            .filter((r) => r.planId === id && r.planTypeId === type && r.currencyCode === code)
            .map((r) => ({
              id: r.tierId,
              text: r.text,
              amount: r.amount,
              total: r.total,
              sms: r.sms,
              storage: r.storageGb,
            }));
          return [
            code,
            {
              amount: envelope[0]!.amount,
              extra_user_amount: extraUser.find(
                (r) => r.planId === id && r.planTypeId === type && r.currencyCode === code,
              )!.amount,
              envelope,
            },
          ];
        }),
      ),
    }));
  const info = (id: 1 | 2) => {
    const seed = PAID_PLANS.find((p) => p.id === id)!;
    return {
      plan_id: id,
      name: seed.name,
      description: seed.description,
      users: 1,
      min_users: seed.minUsers,
      max_users: seed.maxUsers,
    };
  };
  return {
    currencies: CURRENCIES.map(([code, symbol, name]) => ({
      code,
      symbol,
      name,
      minor_unit: 2,
      is_default: code === "USD",
    })),
    pro_plan: periods(1),
    team_plan: periods(2),
    plans: [info(1), info(2)],
    tax: TAX_PERCENT,
  };
}
