/**
 * The order summary's check of a promotion code as one service, called by POST /api/promotion-code
 * (server/api/promotions.ts) and by the pricing page's resource route (app/routes/pricing/promotion.ts):
 * both take the same per-client limits (`promotionCheck` on every check, `promotionMiss` on unknown
 * codes), price with the same tax and count the same funnel step, and fail with the same codes.
 */
import { funnelDimensions } from "../../app/domain/analytics";
import type { PromotionCheck, PromotionQuote } from "../../app/domain/promotions";
import type { TaxDecision } from "../../app/domain/tax";
import type { Result } from "../error-codes";
import { countryOfIp } from "../geo";
import type { Services } from "../services";
import { consumerTaxOf, taxOfBuyer } from "../tax/buyer-tax";
import { checkPromotion } from "./check";
import type { PromotionFailure } from "./codes";

/** Why a check failed: the code's own refusal, an order not on sale, the buyer's tax details, or a limit. */
export type OrderPromotionFailureCode =
  PromotionFailure["code"] | "order_invalid" | "rate_limited" | "tax_id_invalid" | "country_required";

/**
 * Checks `input.code` for the order `input` describes, for the client at `ip`, priced with the buyer's
 * tax when `country_id` is given (else a consumer's in the client's country, as the plan list shows).
 * @returns the discounted figures (minor units); or a failure by code (`errors.tax_id` for a bad tax ID,
 *   `retryAfterSeconds` with `rate_limited`)
 */
export async function checkOrderPromotion(
  services: Services,
  input: PromotionCheck,
  ip: string,
): Promise<Result<PromotionQuote, OrderPromotionFailureCode>> {
  const limited = await services.rateLimits.takeClient("promotionCheck", ip);
  if (!limited.ok) return limited;
  const registrations = services.config.taxRegistrations;
  const now = services.clock();
  let tax: TaxDecision = consumerTaxOf(registrations, countryOfIp(ip).country_code, now);
  if (input.country_id !== undefined) {
    const buyer = taxOfBuyer(registrations, { countryId: input.country_id, taxId: input.tax_id ?? "", ip, date: now });
    if (!buyer.ok) return buyer;
    tax = buyer.value;
  }
  // The unknown-code limit is taken where the code is read (./check.ts), shared with register-plan.
  const result = await checkPromotion(services.db, input, now, { rateLimits: services.rateLimits, ip }, tax);
  if (result.ok) services.analytics.funnel("promotion_applied", funnelDimensions(input.plan_id, input.plan_type_id));
  return result;
}
