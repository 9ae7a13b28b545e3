/**
 * GET /pricing/promotion: the order summary's check of a promotion code, loaded by a fetcher
 * (app/components/pricing/use-promotion.ts); the same service as POST /api/promotion-code, which stays
 * for outside clients (app/server/pricing/promotion.server.ts).
 */
import { data } from "react-router";
import { promotionCheckAnswer } from "../../server/pricing/promotion.server";
import { answerOrUnavailable } from "../../lib/form-action";
import type { PromotionCheckAnswer } from "../../components/pricing/promotion-answer";
import type { Route } from "./+types/promotion";

export function loader({ context, request }: Route.LoaderArgs) {
  if (!context) throw data(null, { status: 503 });
  return promotionCheckAnswer(context, new URL(request.url));
}

/**
 * With script: a check that brings no answer (the network failed) is the generic refusal, as the API
 * client answered it, instead of the page's error screen.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<PromotionCheckAnswer> {
  return answerOrUnavailable(serverLoader);
}
