/**
 * Every /api endpoint. Each feature defines its routes in its own module and lists them here; the list
 * also gives GET /api/openapi.json (server/api/openapi.ts), so a listed route is described with no more work.
 */
import type { ApiRoute } from "./http";
import { openApiRoute } from "./openapi";
import { countryListRoute, geoRoute } from "./countries";
import { newsletterRoute } from "./newsletter";
import { blogDetailRoute, blogListRoute, fileDownloadRoute } from "./blog";
import { analyticsEventRoute } from "./analytics";
import { captchaRoute } from "./captcha";
import { contactRoute } from "./contact";
import { planListRoute } from "./plans";
import { promotionCheckRoute } from "./promotions";
import { registerPlanRoute, resendEmailCodeRoute, verifyEmailCodeRoute } from "./signup";
import { sandboxChallengeRoute, sandboxPaymentMethodRoute, sandboxRenewalRoute } from "./sandbox-payments";

export const API_ROUTES: ApiRoute[] = [
  newsletterRoute,
  countryListRoute,
  geoRoute,
  blogListRoute,
  blogDetailRoute,
  fileDownloadRoute,
  captchaRoute,
  contactRoute,
  planListRoute,
  resendEmailCodeRoute,
  verifyEmailCodeRoute,
  registerPlanRoute,
  promotionCheckRoute,
  sandboxPaymentMethodRoute,
  sandboxChallengeRoute,
  sandboxRenewalRoute,
  analyticsEventRoute,
  openApiRoute(() => API_ROUTES),
] as ApiRoute[];
