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
import { replyIn } from "../lib/form-action-fetcher";
import { formAccepted, formRefusal, orUnavailable } from "../lib/form-action.server";
import { pageMeta } from "../seo/meta";
import { parseBillingRequest, requestBillingLink } from "../server/billing.server";
import type { Route } from "./+types/billing";

const COPY = BILLING_PAGES.request;

/** Where a plain post that was answered is sent. */
const SENT_LOCATION = "/billing?status=sent";

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("status") === "sent" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseBillingRequest(form);
  if (submission.status !== "success") return formRefusal(submission);
  const { email } = submission.value;
  const result = await orUnavailable(context.services.log, "billing link request", () =>
    requestBillingLink(context.services, { email, ip: context.clientIp }),
  );
  if (!result.ok) return formRefusal(submission, result);
  return formAccepted(form, submission, { message: COPY.sentLead }, SENT_LOCATION);
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
  return (
    <NewsletterNotice title={COPY.title} lead={COPY.lead}>
      <BillingLinkForm lastResult={replyIn(actionData)} />
    </NewsletterNotice>
  );
}
