/**
 * /newsletter/confirm?token=…: the link of the confirmation mail. The GET only shows the request and a
 * Confirm button in a plain `<form method="post">` (no script needed), so a mail scanner that follows
 * the link subscribes nobody; the POST confirms. Server-rendered, never prerendered, noindex.
 */
import { data, Link } from "react-router";
import { NewsletterNotice } from "../components/newsletter/newsletter-notice";
import { NEWSLETTER_PAGES } from "../content/newsletter";
import { pageMeta } from "../seo/meta";
import { confirmationState, confirmSubscription, type ConfirmState } from "../server/newsletter.server";
import type { Route } from "./+types/newsletter-confirm";

const COPY = NEWSLETTER_PAGES.confirm;
const STATUS: Record<ConfirmState, number> = { pending: 200, confirmed: 200, invalid: 404, expired: 410 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const state = await confirmationState(context.services, token);
  return data({ state, token: state === "pending" ? token : null }, { status: STATUS[state] });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = String(form.get("token") ?? "") || new URL(request.url).searchParams.get("token");
  const state = await confirmSubscription(context.services, token, context.clientIp);
  return data({ state }, { status: STATUS[state] });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: COPY.metaTitle,
    description: COPY.metaDescription,
    path: "/newsletter/confirm",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  if (state === "pending" && loaderData.token) {
    return (
      <NewsletterNotice title={COPY.pendingTitle} lead={COPY.pendingLead}>
        <form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn btn-primary">
            {COPY.button}
          </button>
        </form>
      </NewsletterNotice>
    );
  }
  if (state === "confirmed") {
    return <NewsletterNotice title={COPY.confirmedTitle} lead={<span role="status">{COPY.confirmedLead}</span>} />;
  }
  const expired = state === "expired";
  return (
    <NewsletterNotice
      title={expired ? COPY.expiredTitle : COPY.invalidTitle}
      lead={expired ? COPY.expiredLead : COPY.invalidLead}
    >
      <Link to="/newsletter/subscribe" className="btn btn-primary">
        {COPY.subscribeAgain}
      </Link>
    </NewsletterNotice>
  );
}
