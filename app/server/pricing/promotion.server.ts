/**
 * The pricing page's promotion check (GET /pricing/promotion?code=…&plan_id=…, the resource route
 * app/routes/pricing/promotion.ts, loaded by the order summary's fetcher): the query read with the same
 * schema as POST /api/promotion-code, then the same service (server/promotions/order-check.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import { promotionCheckSchema, type PromotionQuote } from "../../domain/promotions";
import type { PromotionCheckAnswer } from "../../components/pricing/promotion-answer";
import type { Failure } from "../../../server/error-codes";
import { checkOrderPromotion } from "../../../server/promotions/order-check";
import { firstMessage, orUnavailable, refusalInit } from "../../lib/form-action.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** A refusal with its code's status (`Retry-After` for limits), never cached. */
function refusal(failure: Omit<Failure, "ok">) {
  const body: PromotionCheckAnswer = { ok: false, code: failure.code, message: failure.message };
  return data(body, refusalInit(failure, NO_STORE));
}

/**
 * Answers a check: `{ ok: true, quote }` with the discounted figures, or `{ ok: false, code, message }`
 * (`validation_failed` for a query the schema refuses; numbers in the query are read as numbers).
 */
export async function promotionCheckAnswer(context: AppLoadContext, url: URL) {
  const submission = parseWithZod(url.searchParams, { schema: promotionCheckSchema });
  if (submission.status !== "success") {
    return refusal({ code: "validation_failed", message: firstMessage(submission.error) });
  }
  const result = await orUnavailable(context.services.log, "promotion check", () =>
    checkOrderPromotion(context.services, submission.value, context.clientIp),
  );
  if (!result.ok) return refusal(result);
  const body: PromotionCheckAnswer = { ok: true, quote: result.value satisfies PromotionQuote };
  return data(body, { headers: NO_STORE });
}
