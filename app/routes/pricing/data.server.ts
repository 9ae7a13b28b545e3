/** Server-only data of /pricing: the plan list from the database and the payment provider's public side. */
import type { AppLoadContext } from "react-router";
import type { PlanList } from "../../domain/plan-list";
import { loadPlanList } from "../../../server/plans";
import type { PaymentConfig } from "../../components/pricing/payment-source";

/** What the page needs from the server. */
export interface PricingData {
  planList: PlanList;
  payment: PaymentConfig;
}

/** Reads the plan list and the payment configuration (publishable key only: it is public by design). */
export async function pricingData(context: AppLoadContext): Promise<PricingData> {
  const { config, db } = context.services;
  const payment: PaymentConfig =
    config.paymentProvider === "stripe" ? { provider: "stripe", publishableKey: config.stripe.publishableKey } : { provider: "sandbox" };
  return { planList: await loadPlanList(db), payment };
}
