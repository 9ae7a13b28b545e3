/**
 * /newsletter/subscribe: where the footer and pop-up forms post when the page runs no script (with
 * script they send POST /api/newsletter and stay on the page). The action validates with the posting
 * form's own messages, records the request and redirects to `?status=sent` (post/redirect/get, so a
 * reload sends nothing twice); an invalid address re-renders the page with the message and the text
 * kept. The page also works on its own as a subscribe page. Server-rendered, never prerendered, noindex.
 */
import { data, Link, redirect } from "react-router";
import { NewsletterNotice } from "../components/newsletter/newsletter-notice";
import { NEWSLETTER_PAGES } from "../content/newsletter";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { NEWSLETTER_SUCCESS_MESSAGE } from "../domain/newsletter-messages";
import { pageMeta } from "../seo/meta";
import { newsletterRateLimited, parseNewsletterForm, requestSubscription } from "./newsletter.server";
import { statusOf } from "../../server/error-codes";
import type { Route } from "./+types/newsletter-subscribe";

const COPY = NEWSLETTER_PAGES.subscribe;

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("status") === "sent" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = parseNewsletterForm(await request.formData());
  const { email, source } = result;
  if (!result.ok) return data({ error: result.error ?? GENERIC_ERROR_MESSAGE, email, source }, { status: statusOf("validation_failed") });
  const limited = await newsletterRateLimited(context);
  if (limited) return data({ error: limited, email, source }, { status: statusOf("rate_limited") });
  try {
    await requestSubscription(context.services, { ...result.data, ip: context.clientIp });
  } catch (error) {
    context.services.log.error({ err: error }, "newsletter subscription failed");
    return data({ error: GENERIC_ERROR_MESSAGE, email, source }, { status: statusOf("unavailable") });
  }
  throw redirect("/newsletter/subscribe?status=sent", 303);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: COPY.metaTitle, description: COPY.metaDescription, path: "/newsletter/subscribe", noindex: true });

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.sent && !actionData) {
    return (
      <NewsletterNotice title={COPY.sentTitle} lead={<span role="status">{NEWSLETTER_SUCCESS_MESSAGE}</span>}>
        <Link to="/" className="btn btn-primary">
          {COPY.backHome}
        </Link>
      </NewsletterNotice>
    );
  }
  const error = actionData?.error;
  return (
    <NewsletterNotice title={COPY.title} lead={COPY.lead}>
      <form method="post" noValidate className="w-full max-w-md text-left" aria-label="Subscribe">
        <input type="hidden" name="source" value={actionData?.source ?? "footer"} />
        <label htmlFor="newsletter-page-email" className="mb-1.5 block text-sm font-semibold text-ink">
          {COPY.emailLabel}
        </label>
        <input
          id="newsletter-page-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          className="input"
          defaultValue={actionData?.email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-page-error" : undefined}
        />
        {error ? (
          <p id="newsletter-page-error" role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary mt-4 w-full">
          {COPY.button}
        </button>
        <p className="mt-4 text-xs text-ink-subtle">{COPY.smallPrint}</p>
      </form>
    </NewsletterNotice>
  );
}
