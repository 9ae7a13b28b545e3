/**
 * /pricing: plans from the server, and the paid sign-up on the same
 * screen. Rendered per request (prices live in the database, PUBLIC_ROUTES prerender: false); moving
 * between stages changes only `?step=`, which does not reload the plan list.
 */
import { data, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { PricingFlow } from "../../components/pricing/pricing-flow";
import { JsonLd } from "../../components/ui/json-ld";
import { PRICING_PAGE } from "../../content/pricing";
import { usePublicEnv } from "../../lib/public-env";
import { pageMeta, publicUrlFrom } from "../../seo/meta";
import { pricingData } from "./data.server";
import { pricingJsonLd } from "./structured-data";
import type { HydrationHandle } from "../../lib/hydrate-on-intent";
import type { Route } from "./+types/route";

export async function loader({ context }: Route.LoaderArgs) {
  // Never prerendered; the guard only keeps a misconfigured build from crashing.
  if (!context) throw data(null, { status: 503 });
  return pricingData(context);
}

/** Stage changes (`?step=`) keep the loaded plan list; a revalidation (prices changed) reloads it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** The sign-up flow restores its step and reads the visitor's currency as soon as it opens: hydrate at once. */
export const handle: HydrationHandle = { hydrate: "load" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: PRICING_PAGE.metaTitle, description: PRICING_PAGE.metaDescription, path: "/pricing" });

export default function Page({ loaderData, matches }: Route.ComponentProps) {
  const env = usePublicEnv();
  const revalidator = useRevalidator();
  const pageUrl = `${publicUrlFrom(matches)}/pricing`;
  return (
    <>
      <PricingFlow planList={loaderData.planList} payment={loaderData.payment} visitor={loaderData.visitor} env={env} onPricesChanged={() => void revalidator.revalidate()} />
      <JsonLd data={pricingJsonLd(loaderData.planList, pageUrl)} />
    </>
  );
}
