/**
 * /billing: "Email" and "Send link". The action calls the billing link service (server/billing/
 * request-link.ts: the rate limits and the mail), which answers alike for every address; a plain post
 * that succeeds is redirected to `?status=sent` (post/redirect/get), one that fails re-renders the page
 * with the message and the address kept. Server-rendered, never prerendered, noindex.
 */
import { Link } from "react-router";
import { BillingLinkForm } from "../components/billing/billing-link-form";
import { NewsletterNotice } from "../components/newsletter/newsletter-notice";
import { BILLING_PAGES } from "../content/billing";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { formFailure, formSuccess, orUnavailable } from "../lib/form-action.server";
import { pageMeta } from "../seo/meta";
import { parseBillingRequest, requestBillingLink } from "./billing.server";
import type { Route } from "./+types/billing";

const COPY = BILLING_PAGES.request;

/** Where a plain post that was answered is sent. */
const SENT_LOCATION = "/billing?status=sent";

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("status") === "sent" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseBillingRequest(form);
  const values = { email: parsed.email };
  if (!parsed.ok) {
    const message = parsed.error ?? GENERIC_ERROR_MESSAGE;
    return formFailure({ code: "validation_failed", message, errors: { email: message } }, values);
  }
  const result = await orUnavailable(context.services.log, "billing link request", () =>
    requestBillingLink(context.services, { email: parsed.email, ip: context.clientIp }),
  );
  if (!result.ok) return formFailure(result, values);
  return formSuccess(form, { message: COPY.sentLead }, SENT_LOCATION);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: COPY.metaTitle,
    description: COPY.metaDescription,
    path: "/billing",
    noindex: true,
  });

/** Never cached; a refused request keeps its action's `Retry-After`. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if ((loaderData.sent && !actionData) || actionData?.ok) {
    return (
      <NewsletterNotice title={COPY.sentTitle} lead={<span role="status">{COPY.sentLead}</span>}>
        <Link to="/" className="btn btn-primary">
          {COPY.backHome}
        </Link>
      </NewsletterNotice>
    );
  }
  const error = actionData && !actionData.ok ? (actionData.errors?.email ?? actionData.message) : undefined;
  const typed = actionData && !actionData.ok ? actionData.values?.email : undefined;
  return (
    <NewsletterNotice title={COPY.title} lead={COPY.lead}>
      <BillingLinkForm email={typed} error={error} />
    </NewsletterNotice>
  );
}
