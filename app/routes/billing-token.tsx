/**
 * /billing/<token>: a customer's billing page, opened from a mailed link (decision 0046). Sandbox: the
 * plan's facts, "Invoices", "Change users" (Team), the card with "Update card", "Cancel subscription" /
 * "Resume subscription"; each change goes through the sandbox's events like a renewal (decision 0072).
 * Stripe: a 303 to a customer portal session. Loader and action: app/server/billing-token.server.ts. Server-
 * rendered, never cached, noindex; a link that no longer works answers 404/410 with the "Send link" form.
 */
import { data } from "react-router";
import { BillingLinkForm } from "../components/billing/billing-link-form";
import { CancelSection } from "../components/billing/cancel-section";
import { CardSection } from "../components/billing/card-section";
import { InvoiceTable } from "../components/billing/invoice-table";
import { UsersSection } from "../components/billing/users-section";
import { NewsletterNotice } from "../components/newsletter/newsletter-notice";
import { BILLING_PAGES } from "../content/billing";
import { answerOrUnavailable } from "../lib/form-action";
import { replyIn } from "../lib/form-action-fetcher";
import { pageMeta } from "../seo/meta";
import { billingAction, billingPage } from "../server/billing-token.server";
import type { Route } from "./+types/billing-token";

const COPY = BILLING_PAGES.link;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await billingPage(context, params.token, new URL(request.url));
  if (page.state !== "valid") return data(page, { status: page.state === "expired" ? 410 : 404 });
  return page;
}

export function action({ request, params, context }: Route.ActionArgs) {
  return billingAction(context, params.token, request);
}

/** A card update's post that brought no answer (no network) shows as `unavailable` at the form. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrUnavailable(serverAction);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: COPY.metaTitle,
    description: COPY.metaDescription,
    path: "/billing",
    noindex: true,
  });

/**
 * Never cached; `same-origin` keeps the token out of the Referer sent elsewhere (`no-referrer` would
 * also make the browser post the page's forms with `Origin: null`, which React Router refuses).
 */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "valid") {
    const expired = loaderData.state === "expired";
    return (
      <NewsletterNotice
        title={expired ? COPY.expiredTitle : COPY.invalidTitle}
        lead={expired ? COPY.expiredLead : COPY.invalidLead}
      >
        <BillingLinkForm />
      </NewsletterNotice>
    );
  }
  const { account, done } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  // A plain post's answer names its intent; a card update's post without answer (clientAction) does not.
  const intent = actionData && "intent" in actionData ? actionData.intent : "update-card";
  const usersAnswer = intent === "preview-users" || intent === "confirm-users";
  const preview = actionData?.ok && "preview" in actionData ? actionData.preview : undefined;
  const facts: Array<[string, string]> = [
    ["Plan", `${account.planName}, billed ${account.periodName.toLowerCase()}`],
    ["Users", String(account.users)],
    ["Current period", account.currentPeriod],
    ["Next payment", account.nextPayment ?? "None"],
    ...(account.cancelsOn ? ([["Status", COPY.cancelsOn(account.cancelsOn)]] as Array<[string, string]>) : []),
    ...(account.credit ? ([["Account credit", COPY.creditFact(account.credit)]] as Array<[string, string]>) : []),
    ["Card", account.card ?? "None on file"],
  ];
  const changeable = account.sandbox && !account.ended;
  return (
    <section className="container-page py-section">
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="text-h2 font-bold tracking-tight text-balance">{COPY.title}</h1>
        {done ? (
          <p
            role="status"
            className="mt-6 rounded-lg border border-success-line bg-success-soft p-4 text-sm font-semibold"
          >
            {done === "users" ? COPY.usersDone(account.users) : COPY.cardDone}
          </p>
        ) : null}
        <section aria-labelledby="billing-plan" className="mt-8 rounded-xl border border-line bg-surface p-5 sm:p-6">
          <h2 id="billing-plan" className="text-lg font-semibold">
            {COPY.planHeading}
          </h2>
          <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-ink-muted">{term}</dt>
                <dd className="mb-2 sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {failure && !usersAnswer && intent !== "update-card" ? (
          <p role="alert" className="mt-6 rounded-lg border border-danger-line bg-danger-soft p-4 text-sm">
            {failure.message}
          </p>
        ) : null}
        <InvoiceTable invoices={account.invoices} currencyCode={account.currencyCode} />
        {changeable && account.usersRange ? (
          <UsersSection
            users={account.users}
            range={account.usersRange}
            period={account.period}
            preview={preview}
            failure={usersAnswer ? failure : undefined}
          />
        ) : null}
        {account.sandbox ? <CardSection card={account.card} changeable={changeable} /> : null}
        {changeable ? (
          <CancelSection
            cancelsOn={account.cancelsOn}
            lastResult={intent === "cancel" ? replyIn(failure) : undefined}
          />
        ) : account.ended ? (
          <p className="mt-8 text-sm text-ink-muted">{COPY.endedLead}</p>
        ) : null}
      </div>
    </section>
  );
}
