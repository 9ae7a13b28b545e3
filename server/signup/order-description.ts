/** How a subscription is described to the payment provider (card statements, Stripe's dashboard). */
import { PLAN_ID, PLAN_TYPE } from "../../app/domain/plan-ids";
import type { Quote } from "../../app/domain/pricing";

/** "DocSleeve Team (Yearly), 1,200 Sleeves per year, 3 users": what the card statement and Stripe show. */
export function orderDescription(planName: string, q: Quote, tierText: string): string {
  const users = q.plan_id === PLAN_ID.team ? `, ${q.users} ${q.users === 1 ? "user" : "users"}` : "";
  return `DocSleeve ${planName} (${q.plan_type_id === PLAN_TYPE.yearly ? "Yearly" : "Monthly"}), ${tierText}${users}`;
}
