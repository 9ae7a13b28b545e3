/**
 * POST /api/promotion-code: the order summary's check of a promotion code, for outside clients (the
 * pricing page asks the same service, server/promotions/order-check.ts, through its own route). The
 * server is the only judge: the answer holds the discounted figures the summary shows, which
 * register-plan then charges. Rate-limited per client twice: every check (`promotionCheck`), and every unknown code
 * (`promotionMiss`, 10 per 10 minutes), so codes cannot be enumerated.
 */
import { promotionCheckSchema, PROMOTION_FAILURES } from "../../app/domain/promotions";
import { checkOrderPromotion } from "../promotions/order-check";
import { defineRoute } from "./http";
import { httpErrorOf } from "./http-error";
import { fail, FailureError, type ErrorCode } from "../error-codes";

/**
 * Status of each refusal on this endpoint (it differs from the table of server/error-codes.ts, where a
 * code refused inside an order is a 400): an unknown code or order is 404/400, a code that exists but
 * cannot be used 422.
 */
const STATUS: Record<string, number> = {
  order_invalid: 400,
  tax_id_invalid: 400,
  country_required: 400,
  promotion_unknown: 404,
  promotion_inactive: 422,
  promotion_not_started: 422,
  promotion_expired: 422,
  promotion_used_up: 422,
  promotion_not_applicable: 422,
};

const codeList = (codes: string[]) => codes.map((c) => `\`${c}\``).join(", ");

export const promotionCheckRoute = defineRoute({
  method: "POST",
  path: "/promotion-code",
  summary:
    "Check a promotion code for an order and get the discounted figures (discount before tax) for the order summary",
  description:
    "Body: `code` and the order in `plan_data`'s names (`plan_id`, `plan_type_id`, `currency`, `envelope`, `user`). " +
    "`data`: `code`, `percent_off` or `amount_off`, `duration` (`once`, `forever`, `repeating`) and `duration_in_months`, " +
    "`amount` (subtotal), `discount_amount`, `tax_amount`, `total_amount` and `total_amount_show` (what register-plan charges with " +
    "`plan_data.promotion_code`), and `renewal` (what a payment costs once the discount has ended, or null). Money in minor units. " +
    `Failures carry \`code\`: ${codeList(Object.keys(STATUS))}. Unknown codes are limited to 10 per 10 minutes per client.`,
  noStore: true,
  body: promotionCheckSchema,
  rateLimit: "promotionCheck",
  // The service takes it (server/promotions/order-check.ts), for the pricing page's check as well.
  rateLimitInService: true,
  codes: Object.keys(STATUS) as ErrorCode[],
  failures: {
    400: "`order_invalid`: the order is not on sale (no such tier, users out of range); `tax_id_invalid` (`errors.tax_id`) or `country_required` for a buyer's `tax_id` or `country_id` that is not valid",
    404: `\`promotion_unknown\`: ${PROMOTION_FAILURES.promotion_unknown}`,
    422: `The code exists but cannot be used for this order: ${codeList(Object.keys(STATUS).filter((c) => STATUS[c] === 422))}`,
  },
  async handler(input, { services, ip }) {
    const result = await checkOrderPromotion(services, input, ip);
    if (result.ok) return { body: { data: result.value } };
    if (result.code === "rate_limited") throw new FailureError(result);
    if (result.code === "tax_id_invalid" || result.code === "country_required") throw httpErrorOf(result, 400);
    throw httpErrorOf(
      fail(result.code, result.message, result.code === "order_invalid" ? undefined : { code: result.message }),
      STATUS[result.code],
    );
  },
});
