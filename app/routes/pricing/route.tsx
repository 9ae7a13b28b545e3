/**
 * /pricing: plans from the server, and the paid sign-up on the same
 * screen. Rendered per request (prices live in the database, PUBLIC_ROUTES prerender: false); moving
 * between stages changes only `?step=`, which does not reload the plan list. The action answers the
 * sign-up's details and code forms (app/server/pricing/signup.server.ts), posted by a fetcher or, without script, as a page,
 * and Pay Now's JSON post (app/server/pricing/pay.server.ts), by a fetcher.
 */
import { data, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { PricingFlow } from "../../components/pricing/pricing-flow";
import { JsonLd } from "../../components/ui/json-ld";
import { PRICING_PAGE } from "../../content/pricing";
import { usePublicEnv } from "../../lib/public-env";
import { pageMeta, publicUrlFrom } from "../../seo/meta";
import { pricingData } from "../../server/pricing/data.server";
import { signupAction } from "../../server/pricing/signup.server";
import { payAction, postsJson } from "../../server/pricing/pay.server";
import { isPaySubmission, withoutPayAnswer } from "../../components/pricing/pay-answer";
import { SIGNUP_INTENTS, signupAnswerOf } from "../../components/pricing/signup-answer";
import { FLOW_STORAGE_KEY } from "../../components/pricing/flow-state";
import { answerOrUnavailable } from "../../lib/form-action";
import { pricingJsonLd } from "../../seo/structured-data";
import type { HydrationHandle } from "../../lib/hydrate-on-intent";
import type { Route } from "./+types/route";

export async function loader({ context, request }: Route.LoaderArgs) {
  // Never prerendered; the guard only keeps a misconfigured build from crashing.
  if (!context) throw data(null, { status: 503 });
  return pricingData(context, { withCountries: new URL(request.url).searchParams.has("step") });
}

/** The sign-up forms' posts and Pay Now's; a refusal keeps its 4xx status (never cached: each answer is the visitor's own). */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context) throw data(null, { status: 503 });
  if (postsJson(request)) return payAction(context, request);
  return signupAction(context, await request.formData());
}

/**
 * With script: the same action through a fetcher; a post that brings no answer (the network failed) is
 * the generic refusal, as the API client answers it, instead of the page's error screen.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrUnavailable(serverAction);
}

/** A page answering a form post is the visitor's own: it keeps the action's no-store. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/**
 * Stage changes (`?step=`), the sign-up forms' posts and Pay Now keep the loaded plan list (none changes
 * a price); a revalidation (prices changed) reloads it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formData,
  json,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  if ((SIGNUP_INTENTS as readonly unknown[]).includes(formData?.get("intent"))) return false;
  if (isPaySubmission(json)) return false;
  return defaultShouldRevalidate;
}

/**
 * The plan table and a Buy Now's details form work as the server sends them (decision 0044): they hydrate
 * at the visitor's first sign of intent, like the static pages. At once after the first paint: when the
 * tab holds a flow (a visitor coming back mid-way, whose choices and stage only the app can restore), and
 * for any other stage in the URL (the server cannot render those; until the app runs they show a spinner).
 */
export const handle: HydrationHandle = {
  hydrate: (search) => {
    const step = search.get("step");
    return step === null || step === "plans" || (step === "details" && search.has("plan")) ? "interaction" : "load";
  },
  hydrateIfStored: FLOW_STORAGE_KEY,
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: PRICING_PAGE.metaTitle, description: PRICING_PAGE.metaDescription, path: "/pricing" });

export default function Page({ loaderData, actionData, matches }: Route.ComponentProps) {
  const env = usePublicEnv();
  const revalidator = useRevalidator();
  const pageUrl = `${publicUrlFrom(matches)}/pricing`;
  return (
    <>
      <PricingFlow
        // A plain post's answer always names its intent; an intent-less one is a fetcher's (it stays with it).
        answer={signupAnswerOf(withoutPayAnswer(actionData))}
        countries={loaderData.countries}
        planList={loaderData.planList}
        payment={loaderData.payment}
        visitor={loaderData.visitor}
        env={env}
        onPricesChanged={() => void revalidator.revalidate()}
      />
      <JsonLd data={pricingJsonLd(loaderData.planList, pageUrl)} />
    </>
  );
}
