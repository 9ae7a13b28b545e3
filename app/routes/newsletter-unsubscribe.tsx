/**
 * /newsletter/unsubscribe?token=…: the signed link of every newsletter mail. It is also the mail's
 * `List-Unsubscribe` URL: a mail client's one-click POST (body `List-Unsubscribe=One-Click`, RFC 8058)
 * unsubscribes at once. A person who opens it sees an Unsubscribe button (a plain form, no script
 * needed; the GET changes nothing) and, once unsubscribed, a way to subscribe again. A forged or
 * altered token changes nothing. Server-rendered, never prerendered, noindex.
 */
import { data } from "react-router";
import { NewsletterNotice } from "../components/newsletter/newsletter-notice";
import { NEWSLETTER_PAGES } from "../content/newsletter";
import { SITE } from "../content/site-settings";
import { pageMeta } from "../seo/meta";
import { resubscribe, subscriberOfUnsubscribeToken, unsubscribe } from "../server/newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";

const COPY = NEWSLETTER_PAGES.unsubscribe;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loader({ request, context }: Route.LoaderArgs) {
  const subscriber = await subscriberOfUnsubscribeToken(context.services, tokenOf(request));
  if (!subscriber) return data({ email: null, subscribed: false }, { status: 404 });
  return { email: subscriber.email, subscribed: subscriber.status !== "unsubscribed" };
}

export async function action({ request, context }: Route.ActionArgs) {
  // A mail client's one-click POST may carry a body we cannot read; it still means "unsubscribe".
  const form = await request.formData().catch(() => new FormData());
  const token = tokenOf(request);
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  if (!oneClick && form.get("intent") === "resubscribe") {
    const ok = await resubscribe(context.services, token, context.clientIp);
    return data({ done: ok ? ("resubscribed" as const) : ("invalid" as const) }, { status: ok ? 200 : 404 });
  }
  const ok = await unsubscribe(context.services, token);
  return data({ done: ok ? ("unsubscribed" as const) : ("invalid" as const) }, { status: ok ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: COPY.metaTitle,
    description: COPY.metaDescription,
    path: "/newsletter/unsubscribe",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "no-store" };
}

function IntentButton({
  intent,
  label,
  primary,
}: {
  intent: "unsubscribe" | "resubscribe";
  label: string;
  primary?: boolean;
}) {
  return (
    <form method="post">
      <button type="submit" name="intent" value={intent} className={primary ? "btn btn-primary" : "btn btn-secondary"}>
        {label}
      </button>
    </form>
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { email, subscribed } = loaderData;
  if (!email) return <NewsletterNotice title={COPY.invalidTitle} lead={COPY.invalidLead(SITE.supportEmail)} />;
  if (!subscribed) {
    return (
      <NewsletterNotice title={COPY.doneTitle} lead={<span role="status">{COPY.doneLead(email)}</span>}>
        <IntentButton intent="resubscribe" label={COPY.resubscribe} />
      </NewsletterNotice>
    );
  }
  return (
    <NewsletterNotice title={COPY.activeTitle} lead={COPY.activeLead(email)}>
      {actionData?.done === "resubscribed" ? <p role="status">{COPY.resubscribedNote}</p> : null}
      <IntentButton intent="unsubscribe" label={COPY.button} primary />
    </NewsletterNotice>
  );
}
