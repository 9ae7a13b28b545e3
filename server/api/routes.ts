/** Every /api endpoint. Each feature defines its routes in its own module and lists them here. */
import type { ApiRoute } from "./http";
import { countryListRoute, geoRoute } from "./countries";
import { newsletterRoute } from "./newsletter";
import { blogDetailRoute, blogListRoute, fileDownloadRoute } from "./blog";

export const API_ROUTES: ApiRoute[] = [newsletterRoute, countryListRoute, geoRoute, blogListRoute, blogDetailRoute, fileDownloadRoute] as ApiRoute[];
